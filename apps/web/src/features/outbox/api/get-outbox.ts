import type { OutboxListEntry } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

export type { OutboxListEntry };

/** GET /api/outbox: the mails kept instead of sent (the demo without SMTP_URL), newest first. */
export async function getOutbox(signal?: AbortSignal): Promise<OutboxListEntry[]> {
  return (await api.get<OutboxListEntry[] | null>('/api/outbox', { signal })) ?? [];
}
