// The bulk seed skips the API's save, so a sample of its agreements is recomputed by the app's own code
// (the stored fields → lease-math → reconcileFigures, as the 2026-11 data migration does): every stored
// calculation, schedule row and depreciation period must already be what the save would have stored.
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import type { Db } from '../../apps/api/src/db/client.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { withTenant } from '../../apps/api/src/db/scope.ts';
import { findAgreementRow } from '../../apps/api/src/modules/lease-agreements/agreement-record.ts';
import { calculateFigures, figureFieldsOf } from '../../apps/api/src/modules/lease-agreements/figures.ts';
import { reconcileFigures } from '../../apps/api/src/modules/lease-agreements/reconcile-figures.ts';

/** How many rows the app would rewrite on the sampled agreements (0 when the seed stored exactly its figures). */
export async function rowsTheAppWouldRewrite(db: Db, tenantId: number, sample: number): Promise<{ agreements: number; rewritten: number }> {
  return withTenant(db, tenantId, async (tx) => {
    // Spread over the whole portfolio, so every template and many start months are among them.
    const ids = await rawRows<{ id: number }>(
      tx,
      sql`select id from (select id, row_number() over (order by id) as n, count(*) over () as total
          from lease_agreements where tenant_id = ${tenantId} and contract_number like 'RB/%') as numbered
        where n % greatest(1, total / ${sample}) = 0 limit ${sample}`,
    );
    let rewritten = 0;
    for (const { id } of ids) {
      const counts = await reconcileFigures(tx, tenantId, id, calculateFigures(figureFieldsOf(await findAgreementRow(tx, tenantId, id))));
      rewritten += counts.calculation + counts.schedule + counts.depreciation;
    }
    return { agreements: ids.length, rewritten };
  });
}
