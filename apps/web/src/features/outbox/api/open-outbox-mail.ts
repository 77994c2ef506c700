import type { OutboxMail } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

export type { OutboxMail };

/** GET /api/outbox/{id}: the first call shows the mail's links, and the server keeps it without them; a 404 is left to the caller. */
export function openOutboxMail(id: number): Promise<OutboxMail> {
  return api.get<OutboxMail>(`/api/outbox/${encodeURIComponent(id)}`, { expectedStatuses: [404] });
}
