import { sql } from 'drizzle-orm';
import type { InvoiceReport } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import type { InvoiceReportSource } from '../../db/schema.ts';
import { selectInvoiceLines } from './invoice-line-rows.ts';

export type StoredReport = { id: number; name: string; source: InvoiceReportSource; createDate: Date; isDeleted: boolean };

/** GET /api/invoicereports/{name}'s answer: the report with every line (sent ones included), in invoice order. */
export async function invoiceReportDto(tx: Tx, tenantId: number, report: StoredReport): Promise<InvoiceReport> {
  const lines = await selectInvoiceLines(tx, tenantId, sql`l.invoice_report_id = ${report.id}`);
  return { id: report.id, name: report.name, source: report.source, createDate: report.createDate.toISOString(), isDeleted: report.isDeleted, lines };
}
