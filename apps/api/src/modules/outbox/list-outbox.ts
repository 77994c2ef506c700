import { desc } from 'drizzle-orm';
import type { OutboxListEntry } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { outbox } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { toOutboxListEntry } from './outbox-dto.ts';

/** At most this many of the newest mails are listed (the demo's outbox is small; older mails are of no use). */
export const outboxListLimit = 500;

/** GET /api/outbox: the kept mails, newest first, without their text. */
export async function listOutbox(ctx: AppContext): Promise<OutboxListEntry[]> {
  const rows = await withAdministration(ctx.db, (tx) =>
    tx
      .select({ id: outbox.id, recipient: outbox.recipient, subject: outbox.subject, createDate: outbox.createDate, shownAt: outbox.shownAt })
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(outboxListLimit),
  );
  return rows.map(toOutboxListEntry);
}
