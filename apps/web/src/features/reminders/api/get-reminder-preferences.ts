import type { ReminderPreferencesDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/reminders/preferences: the signed-in user's choice of reminders and digest in the signed-in client. */
export function getReminderPreferences(signal?: AbortSignal): Promise<ReminderPreferencesDto> {
  return api.get<ReminderPreferencesDto>('/api/reminders/preferences', { signal });
}
