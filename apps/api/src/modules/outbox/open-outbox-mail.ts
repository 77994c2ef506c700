import { eq } from 'drizzle-orm';
import type { OutboxMail } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { outbox } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { AppError } from '../../lib/errors.ts';
import { cutTokens } from './cut-tokens.ts';
import { toOutboxListEntry } from './outbox-dto.ts';

/**
 * GET /api/outbox/{id}. The first read answers the mail as it was written, links and all, and in the same
 * transaction keeps in its place the version with the tokens cut out and the time of the read; the row is locked,
 * so two administrators opening it at once cannot both get the links. Later reads answer the cut version.
 */
export async function openOutboxMail(ctx: AppContext, id: number): Promise<OutboxMail> {
  return withAdministration(ctx.db, async (tx) => {
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
    if (!row) throw new AppError('notFound', { key: 'common.notFound.outboxMail' });
    if (row.shownAt) return { ...toOutboxListEntry(row), text: row.textBody, html: row.htmlBody, firstShowing: false };
    const shownAt = ctx.clock();
    await tx
      .update(outbox)
      .set({ textBody: cutTokens(row.textBody), htmlBody: row.htmlBody === null ? null : cutTokens(row.htmlBody), shownAt })
      .where(eq(outbox.id, id));
    return { ...toOutboxListEntry({ ...row, shownAt }), text: row.textBody, html: row.htmlBody, firstShowing: true };
  });
}
