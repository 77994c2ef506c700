import { sql } from 'drizzle-orm';
import type { InvoiceLine } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { selectInvoiceLines } from './invoice-line-rows.ts';
import { findLiveReport } from './live-report.ts';

/**
 * GET /api/reports/{name}/invoices/{number}: every line of that invoice of the tenant's live report, in
 * line order. The correctable rows of SPEC §3 are a subset of the line; the whole line is answered because
 * it carries the `revision` a correction must send back. An unknown report or invoice (another tenant's
 * of the same name included) is a 404. The number '' names the lines without a number.
 */
export function correctableInvoiceLines(ctx: AppContext, tenantId: number, reportName: string, invoiceNumber: string): Promise<InvoiceLine[]> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const report = await findLiveReport(tx, tenantId, reportName);
    // The errors list shows lines without a number as the invoice '' (their number is to be typed in a correction).
    const ofInvoice = invoiceNumber === '' ? sql`coalesce(l.invoice_number, '') = ''` : sql`l.invoice_number = ${invoiceNumber}`;
    const lines = await selectInvoiceLines(tx, tenantId, sql`l.invoice_report_id = ${report.id} and ${ofInvoice}`);
    if (lines.length === 0) throw notFound('invoice');
    return lines;
  });
}
