import type { ReminderList } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/reminders: the signed-in user's reminders at today, in the kinds they chose. */
export async function getReminders(signal?: AbortSignal): Promise<ReminderList> {
  return (await api.get<ReminderList | null>('/api/reminders', { signal })) ?? { day: '', items: [] };
}
