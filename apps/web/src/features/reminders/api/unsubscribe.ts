import type { ReminderUnsubscribeResult } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /api/reminders/unsubscribe/{token}: the signed link of a digest, no sign-in (so no session's token is sent);
 * answers whose digest stopped. A bad link (404, or 400 for one that cannot be read) is left to the caller.
 */
export function unsubscribe(token: string): Promise<ReminderUnsubscribeResult> {
  return api.post<ReminderUnsubscribeResult>(`/api/reminders/unsubscribe/${encodeURIComponent(token)}`, undefined, {
    token: '',
    expectedStatuses: [400, 404],
  });
}
