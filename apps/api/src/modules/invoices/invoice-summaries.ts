import { sql } from 'drizzle-orm';
import type { InvoiceSummary } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { withTenant } from '../../db/scope.ts';
import { findLiveReport } from './live-report.ts';

export type SummaryScope = 'unsent' | 'all';

/**
 * One row per invoice number of a live report (lines without a number form one invoice, ''): complete when
 * every line is. Incomplete invoices first, then by number byte by byte (the same order on both engines).
 * /invoiceErrors reads the unsent lines (what can still be corrected and sent); GET /api/reports/{name}/invoices
 * every invoice, sent ones included.
 */
export function invoiceSummaries(ctx: AppContext, tenantId: number, reportName: string, scope: SummaryScope): Promise<InvoiceSummary[]> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const report = await findLiveReport(tx, tenantId, reportName);
    return rawRows<InvoiceSummary>(
      tx,
      sql`select coalesce(invoice_number, '') as "invoiceNumber", min(contractor_name) as "contractorName",
          bool_and(are_invoice_details_complete) as "areInvoiceDetailsComplete",
          min(ksef_number) as "ksefNumber", min(invoice_kind) as "invoiceKind"
        from invoice_lines
        where tenant_id = ${tenantId} and invoice_report_id = ${report.id} ${scope === 'unsent' ? sql`and invoice_export_id is null` : sql``}
        group by coalesce(invoice_number, '')
        order by bool_and(are_invoice_details_complete), coalesce(invoice_number, '') collate "C"`,
    );
  });
}
