import { and, asc, count, countDistinct, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoiceExports, invoiceLines, invoiceReports } from '../../db/schema.ts';

/** A report a send took lines from, with how many of its lines and invoices went. */
export type ExportReport = { id: number; name: string; lines: number; invoices: number };

/** When a send of the tenant went, or null when the tenant has no such send (another tenant's included). */
export async function exportSentAt(tx: Tx, tenantId: number, exportId: number): Promise<Date | null> {
  const [sent] = await tx
    .select({ createDate: invoiceExports.createDate })
    .from(invoiceExports)
    .where(and(eq(invoiceExports.tenantId, tenantId), eq(invoiceExports.id, exportId)));
  return sent?.createDate ?? null;
}

/**
 * The reports a send holds lines of, oldest report first, each with its counts (an invoice is a report's lines of
 * one number): the subject's {reports}, the mail's figures and the trail's entries.
 */
export async function exportReports(tx: Tx, tenantId: number, exportId: number): Promise<ExportReport[]> {
  return tx
    .select({ id: invoiceReports.id, name: invoiceReports.name, lines: count(), invoices: countDistinct(invoiceLines.invoiceNumber) })
    .from(invoiceLines)
    .innerJoin(invoiceReports, and(eq(invoiceReports.tenantId, invoiceLines.tenantId), eq(invoiceReports.id, invoiceLines.invoiceReportId)))
    .where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.invoiceExportId, exportId)))
    .groupBy(invoiceReports.id, invoiceReports.name)
    .orderBy(asc(invoiceReports.id));
}

/** {reports}: the reports' names, comma separated. */
export const reportNamesOf = (reports: readonly ExportReport[]) => reports.map((report) => report.name).join(', ');
