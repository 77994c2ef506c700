import { and, eq, not } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoiceReports, type InvoiceReportSource } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';

export type LiveReport = { id: number; name: string; source: InvoiceReportSource; createDate: Date };

/**
 * The tenant's live report of that name, or 404 (another tenant's report of the same name included).
 * `lock` takes the row for the transaction: correction and send of one report are then taken in turn.
 */
export async function findLiveReport(tx: Tx, tenantId: number, name: string, options: { lock?: boolean } = {}): Promise<LiveReport> {
  const query = tx
    .select({ id: invoiceReports.id, name: invoiceReports.name, source: invoiceReports.source, createDate: invoiceReports.createDate })
    .from(invoiceReports)
    .where(and(eq(invoiceReports.tenantId, tenantId), eq(invoiceReports.name, name), not(invoiceReports.isDeleted)));
  const [report] = options.lock ? await query.for('update') : await query;
  if (!report) throw notFound('invoiceReport');
  return report;
}
