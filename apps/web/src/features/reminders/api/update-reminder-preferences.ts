import type { ReminderPreferencesDto, ReminderPreferencesInput } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/reminders/preferences: answers the preferences as saved. */
export function updateReminderPreferences(input: ReminderPreferencesInput): Promise<ReminderPreferencesDto | null> {
  return api.put<ReminderPreferencesDto | null>('/api/reminders/preferences', input);
}
