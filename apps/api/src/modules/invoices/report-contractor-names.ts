import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { withTenant } from '../../db/scope.ts';
import { findLiveReport } from './live-report.ts';

/**
 * The distinct contractor names of a live report's lines (the merge screen's autocomplete), in Polish
 * alphabetical order as the contractor lists sort (leasedesk_sort_key, ARCHITECTURE §5), then byte order.
 */
export function reportContractorNames(ctx: AppContext, tenantId: number, reportName: string): Promise<string[]> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const report = await findLiveReport(tx, tenantId, reportName);
    const rows = await rawRows<{ name: string }>(
      tx,
      sql`select name from (
          select distinct contractor_name as name from invoice_lines
          where tenant_id = ${tenantId} and invoice_report_id = ${report.id} and coalesce(contractor_name, '') <> ''
        ) names
        order by leasedesk_sort_key(name), name collate "C"`,
    );
    return rows.map((row) => row.name);
  });
}
