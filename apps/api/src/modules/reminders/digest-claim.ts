import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { reminderDigests } from '../../db/schema.ts';

export type DigestOf = { tenantId: number; userId: number; day: string };

/**
 * Claims the user's digest of the day before its mail leaves: the row is inserted as 'sending', or a 'failed' one is
 * taken again. A digest that is 'sending' or 'sent' is never claimed twice, whatever number of instances run the day
 * at once: the second insert waits for the first's commit on the primary key, then finds the row and claims nothing.
 * Run in a transaction of its own that commits before the mail is sent. True when this caller holds the claim.
 */
export async function claimDigest(tx: Tx, digest: DigestOf, recipient: string, itemCount: number): Promise<boolean> {
  const claimed = await rawRows<{ claimed: number }>(
    tx,
    sql`insert into reminder_digests (tenant_id, user_id, day, recipient, item_count, status)
      values (${digest.tenantId}, ${digest.userId}, ${digest.day}::date, ${recipient}, ${itemCount}, 'sending')
      on conflict (tenant_id, user_id, day) do update
        set status = 'sending', recipient = excluded.recipient, item_count = excluded.item_count, create_date = now()
        where reminder_digests.status = 'failed'
      returning 1 as claimed`,
  );
  return claimed.length === 1;
}

/** The mail server took the digest: it is sent, and what it told the user is never told again. */
export async function settleSent(tx: Tx, digest: DigestOf, itemKeys: readonly string[]): Promise<void> {
  await setStatus(tx, digest, 'sent');
  await tx.execute(sql`insert into reminder_sent_items (tenant_id, user_id, item_key, day)
    select ${digest.tenantId}, ${digest.userId}, key, ${digest.day}::date from jsonb_array_elements_text(${JSON.stringify(itemKeys)}::jsonb) as key
    on conflict do nothing`);
}

/** The mail server refused or could not be reached: a later run of the same day claims the digest again. */
export async function settleFailed(tx: Tx, digest: DigestOf): Promise<void> {
  await setStatus(tx, digest, 'failed');
}

async function setStatus(tx: Tx, digest: DigestOf, status: 'sent' | 'failed'): Promise<void> {
  await tx
    .update(reminderDigests)
    .set({ status })
    .where(and(eq(reminderDigests.tenantId, digest.tenantId), eq(reminderDigests.userId, digest.userId), eq(reminderDigests.day, digest.day), eq(reminderDigests.status, 'sending')));
}
