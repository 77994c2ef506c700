import type { OutboxListEntry } from '@leasedesk/contract';
import type { outbox } from '../../db/schema.ts';

type OutboxRow = typeof outbox.$inferSelect;

export function toOutboxListEntry(row: Pick<OutboxRow, 'id' | 'recipient' | 'subject' | 'createDate' | 'shownAt'>): OutboxListEntry {
  return {
    id: row.id,
    recipient: row.recipient,
    subject: row.subject,
    createdAt: row.createDate.toISOString(),
    shownAt: row.shownAt ? row.shownAt.toISOString() : null,
  };
}
