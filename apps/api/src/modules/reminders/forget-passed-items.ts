import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * How long what a digest told is kept after its date passed: a run for a day up to this far back (an administrator's
 * run of an earlier day) still knows what was told, and the table holds about what is due, not every date ever told.
 */
export const keptAfterPassingDays = 31;

/**
 * Forgets the tenant's told items that can never be due again by `day`: a lease end, indexation or payment whose date
 * (the key's last ten characters, `kind:agreement:YYYY-MM-DD`) lies more than keptAfterPassingDays before it, and a
 * questionnaire more than one year end behind the one just passed (that one stays due, and told, all year).
 */
export async function forgetPassedItems(tx: Tx, tenantId: number, day: string): Promise<void> {
  await tx.execute(sql`delete from reminder_sent_items
    where tenant_id = ${tenantId}
      and case when item_key like 'impairment:%'
        then right(item_key, 10) < to_char(date_trunc('year', ${day}::date) - interval '1 year' - interval '1 day', 'YYYY-MM-DD')
        else right(item_key, 10) < to_char(${day}::date - ${keptAfterPassingDays}::integer, 'YYYY-MM-DD')
      end`);
}
