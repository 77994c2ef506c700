import { and, eq, inArray, sql } from 'drizzle-orm';
import type { InvoiceCorrectionInput, InvoiceLine } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { invoiceLines } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { AppError, fieldFailure, fieldFailures, notFound } from '../../lib/errors.ts';
import { markCorrectedReadings } from './correct-invoice-readings.ts';
import { correctionRowErrors } from './correct-invoice-rules.ts';
import { correctionTarget, type InvoiceKey } from './correct-invoice-target.ts';
import { correctedLineValues } from './correct-invoice-values.ts';
import { correctionChanges } from './invoice-line-audit.ts';
import { invoiceLineColumns, selectInvoiceLines } from './invoice-line-rows.ts';
import { matchInvoiceLines } from './match-invoice-lines.ts';
import { percentRateCode } from './vat-rate-code.ts';

/** A line as GET answers it (the trail's "before"), with the export that makes it unchangeable. */
type LockedLine = InvoiceLine & { exportId: number | null };

const addedLinesPerInsert = 250;

const stale = () => new AppError('conflict', { key: 'invoices.correction.stale' });

/**
 * The invoice's lines, locked in id order: two corrections (or a correction and a send) are taken in turn. Read
 * whole, as GET answers them, so the trail's "before" costs no second reading.
 */
function lockInvoiceLines(tx: Tx, tenantId: number, invoice: InvoiceKey): Promise<LockedLine[]> {
  return rawRows<LockedLine>(
    tx,
    sql`select ${invoiceLineColumns}, l.invoice_export_id as "exportId"
      from invoice_lines l join invoice_reports r on r.tenant_id = l.tenant_id and r.id = l.invoice_report_id
      where l.tenant_id = ${tenantId} and l.invoice_report_id = ${invoice.reportId} and l.invoice_number is not distinct from ${invoice.invoiceNumber}
      order by l.id for update of l`,
  );
}

/** What the document says of itself (FORMATS §3): a line added in a correction belongs to the same document. */
function documentOf(line: InvoiceLine) {
  return {
    ksefNumber: line.ksefNumber,
    invoiceKind: line.invoiceKind,
    correctedInvoiceNumber: line.correctedInvoiceNumber,
    correctedKsefNumber: line.correctedKsefNumber,
    correctedInvoiceDate: line.correctedInvoiceDate,
    correctionReason: line.correctionReason,
  };
}

/** The rate's code as the document states it stays while the rate does; a rate the corrector changed or typed is a percent. */
function vatRateCodeAfter(stored: InvoiceLine | undefined, vatRate: number | null): string | null {
  if (stored !== undefined && stored.vatRate === vatRate) return stored.vatRateCode;
  return percentRateCode(vatRate);
}

/** Renaming the invoice into another invoice of the report would merge two invoices: refused. */
async function assertNumberFree(tx: Tx, tenantId: number, invoice: InvoiceKey, number: string): Promise<void> {
  if (number === invoice.invoiceNumber) return;
  const [taken] = await rawRows<{ id: number }>(
    tx,
    sql`select l.id from invoice_lines l where l.tenant_id = ${tenantId} and l.invoice_report_id = ${invoice.reportId} and l.invoice_number = ${number} limit 1`,
  );
  if (taken) throw fieldFailure('row 1: invoiceNumber', 'invoices.correction.numberTaken', { number });
}

/**
 * PUT /api/invoices (SPEC §3, §5): the rows are the whole invoice. A row with an id rewrites that
 * line, a row without one is a new line after the invoice's last, and a stored line the rows leave out is
 * removed. Refused: a sent invoice (field error), and a correction based on an older reading than the
 * stored one (409: some row's `revision` below the invoice's). Every line then carries the next revision,
 * the invoice is matched again (DOMAIN §11), a PDF line's changed fields are marked corrected and its
 * lines are answered as GET answers them.
 */
export async function correctInvoice(ctx: AppContext, tenantId: number, rows: InvoiceCorrectionInput): Promise<InvoiceLine[]> {
  const rowErrors = correctionRowErrors(rows);
  if (rowErrors.length > 0) throw fieldFailures(rowErrors);
  const number = (rows[0] as InvoiceCorrectionInput[number]).invoiceNumber as string;
  return withTenant(ctx.db, tenantId, async (tx) => {
    const invoice = await correctionTarget(tx, tenantId, rows);
    const locked = await lockInvoiceLines(tx, tenantId, invoice);
    if (locked.length === 0) throw notFound('invoice');
    const lockedIds = new Set(locked.map((line) => line.id));
    // A line named by a row left the invoice between the first reading and the lock: a concurrent correction.
    if (rows.some((row) => row.id != null && !lockedIds.has(row.id))) throw stale();
    if (locked.some((line) => line.exportId !== null)) throw fieldFailure('', 'invoices.correction.sent', { number: invoice.invoiceNumber ?? '' });
    const storedRevision = Math.max(...locked.map((line) => line.revision));
    if (rows.some((row) => row.revision != null && row.revision < storedRevision)) throw stale();
    await assertNumberFree(tx, tenantId, invoice, number);

    const revision = storedRevision + 1;
    const kept = new Set<number>();
    const lastSequence = Math.max(...locked.map((line) => line.sequence));
    const added: (typeof invoiceLines.$inferInsert)[] = [];
    // A line added to an invoice read from a PDF belongs to that PDF: the corrector typed it from the file.
    const pdfDocumentId = locked.find((line) => line.pdfDocumentId !== null)?.pdfDocumentId ?? null;
    const pdfOrigin = pdfDocumentId === null ? {} : { pdfDocumentId, isPdfBased: true };
    const document = documentOf(locked[0] as LockedLine);
    const storedById = new Map(locked.map((line) => [line.id, line]));
    for (const row of rows) {
      const stored = row.id == null ? undefined : storedById.get(row.id);
      const values = { ...correctedLineValues(row), vatRateCode: vatRateCodeAfter(stored, row.vatRate), revision };
      if (row.id == null) {
        added.push({ ...values, ...document, ...pdfOrigin, tenantId, invoiceReportId: invoice.reportId, sequence: lastSequence + added.length + 1 });
        continue;
      }
      kept.add(row.id);
      await tx.update(invoiceLines).set(values).where(and(eq(invoiceLines.tenantId, tenantId), eq(invoiceLines.id, row.id)));
    }
    // In chunks: 1 000 added lines of 35 columns in one statement overflow PGlite's parameter buffer.
    for (let start = 0; start < added.length; start += addedLinesPerInsert) await tx.insert(invoiceLines).values(added.slice(start, start + addedLinesPerInsert));
    const removed = locked.filter((line) => !kept.has(line.id)).map((line) => line.id);
    if (removed.length > 0) await tx.delete(invoiceLines).where(and(eq(invoiceLines.tenantId, tenantId), inArray(invoiceLines.id, removed)));
    await matchInvoiceLines(tx, tenantId, { reportId: invoice.reportId, invoiceNumber: number });
    const rewritten = await selectInvoiceLines(tx, tenantId, sql`l.invoice_report_id = ${invoice.reportId} and l.invoice_number = ${number}`);
    const corrected = await markCorrectedReadings(tx, tenantId, locked, rewritten);
    const { changes, linesChanged } = correctionChanges(locked, corrected);
    const reportName = (locked[0] as LockedLine).name;
    await recordAudit(tx, { action: 'correct', entity: 'invoiceReport', entityId: invoice.reportId, label: `${reportName} / ${number}`, changes, counts: { lines: linesChanged } });
    return corrected;
  });
}
