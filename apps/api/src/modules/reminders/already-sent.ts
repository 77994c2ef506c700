import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';

/**
 * Which of `itemKeys` the tenant's earlier digests told each of `userIds`, by user. The keys travel as one JSON
 * parameter, however many a large portfolio has due.
 */
export async function alreadySent(tx: Tx, tenantId: number, userIds: readonly number[], itemKeys: readonly string[]): Promise<Map<number, Set<string>>> {
  const told = new Map<number, Set<string>>(userIds.map((userId) => [userId, new Set<string>()]));
  if (userIds.length === 0 || itemKeys.length === 0) return told;
  const rows = await rawRows<{ userId: number; itemKey: string }>(
    tx,
    sql`select user_id as "userId", item_key as "itemKey" from reminder_sent_items
      where tenant_id = ${tenantId}
        and user_id in (select value::integer from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
        and item_key in (select value from jsonb_array_elements_text(${JSON.stringify(itemKeys)}::jsonb))`,
  );
  for (const row of rows) told.get(row.userId)?.add(row.itemKey);
  return told;
}
