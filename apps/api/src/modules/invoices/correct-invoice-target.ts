import { sql } from 'drizzle-orm';
import type { InvoiceCorrectionInput } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { fieldFailures, notFound } from '../../lib/errors.ts';
import { findLiveReport } from './live-report.ts';
import { rowPropertyName } from './correct-invoice-body.ts';

/** An invoice: the lines of one report with one invoice number (a stored line may still have none). */
export type InvoiceKey = { reportId: number; invoiceNumber: string | null };

/**
 * Which invoice a correction is about, read without locks (the caller locks the invoice's lines next and
 * checks again under the lock). By the stored lines the rows' ids name: each must be a line of a live report
 * of the tenant (else 404, another tenant's line included), all of one report and one invoice number (else
 * a field error on the first row that strays). A body without any id names it by the rows' report name and
 * invoice number.
 */
export async function correctionTarget(tx: Tx, tenantId: number, rows: InvoiceCorrectionInput): Promise<InvoiceKey> {
  const ids = [...new Set(rows.flatMap((row) => (row.id == null ? [] : [row.id])))];
  const first = rows[0];
  if (ids.length === 0) {
    const report = await findLiveReport(tx, tenantId, first?.name ?? '');
    return { reportId: report.id, invoiceNumber: first?.invoiceNumber ?? null };
  }
  const found = await rawRows<{ id: number } & InvoiceKey>(
    tx,
    sql`select l.id, l.invoice_report_id as "reportId", l.invoice_number as "invoiceNumber"
      from invoice_lines l join invoice_reports r on r.tenant_id = l.tenant_id and r.id = l.invoice_report_id
      where l.tenant_id = ${tenantId} and not r.is_deleted and l.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  if (found.length !== ids.length) throw notFound('invoice');
  const byId = new Map(found.map((line) => [line.id, line]));
  const target = byId.get(ids[0] as number) as InvoiceKey;
  const strays = rows.flatMap((row, index) => {
    const line = row.id == null ? undefined : byId.get(row.id);
    if (!line || (line.reportId === target.reportId && line.invoiceNumber === target.invoiceNumber)) return [];
    return [{ propertyName: rowPropertyName([index, 'id'], ''), key: 'invoices.correction.oneInvoice' as const }];
  });
  if (strays.length > 0) throw fieldFailures(strays);
  return { reportId: target.reportId, invoiceNumber: target.invoiceNumber };
}
