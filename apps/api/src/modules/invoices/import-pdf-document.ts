import { sql } from 'drizzle-orm';
import { invoiceLinesLimit, type AuditChange, type PdfImportResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { withTenant } from '../../db/scope.ts';
import { invoicePdfDocuments } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { fieldFailure, fieldFailures } from '../../lib/errors.ts';
import { findHeldInvoices, lockTenantInvoiceImports, type InvoiceIdentity } from './held-invoices.ts';
import { countImportedLines, createdReportChanges, type ImportCaller } from './import-invoice-report.ts';
import { insertInvoiceLines } from './insert-invoice-lines.ts';
import { invoiceDraftProblems } from './invoice-draft-problems.ts';
import type { InvoiceLineDraft } from './invoice-line-draft.ts';

export type PdfDocumentRead = { fileName: string; bytes: Uint8Array; pageCount: number; ocrPageCount: number; lines: readonly InvoiceLineDraft[] };

/** The query parameter that names the report (SPEC §7 `?reportName`): its errors carry this name. */
export const reportNameField = 'reportName';

const nameOfOtherSource = (name: string) => fieldFailure(reportNameField, 'invoices.pdf.nameOfOtherSource', { name });

/** The tenant's live report of that name with its source, or none. */
async function liveReportSource(tx: Tx, tenantId: number, name: string, lock: boolean): Promise<{ id: number; source: string } | undefined> {
  const [report] = await rawRows<{ id: number; source: string }>(
    tx,
    sql`select id, source from invoice_reports where tenant_id = ${tenantId} and name = ${name} and not is_deleted ${lock ? sql`for update` : sql``}`,
  );
  return report;
}

/**
 * Checked before a file is read (a scan takes seconds a page): a name held by a CSV or KSeF report is refused
 * at once. A report of PDFs of that name is the one the file will join.
 */
export async function assertPdfReportName(ctx: AppContext, tenantId: number, name: string): Promise<void> {
  const report = await withTenant(ctx.db, tenantId, (tx) => liveReportSource(tx, tenantId, name, false));
  if (report && report.source !== 'pdf') throw nameOfOtherSource(name);
}

/**
 * The live PDF report of that name, created when there is none, locked for the transaction: files of one report
 * sent at once are added one after another. Two first files racing to create it: the loser's insert does nothing
 * (the partial unique index of live names), and it then finds and locks the winner's report.
 */
async function pdfReportFor(tx: Tx, ctx: AppContext, caller: ImportCaller, name: string): Promise<{ id: number; created: boolean }> {
  const inserted = await rawRows<{ id: number }>(
    tx,
    sql`insert into invoice_reports (tenant_id, name, source, created_by, create_date)
      values (${caller.tenantId}, ${name}, 'pdf', ${caller.userId}, ${ctx.clock().toISOString()})
      on conflict (tenant_id, name) where not is_deleted do nothing
      returning id`,
  );
  const report = await liveReportSource(tx, caller.tenantId, name, true);
  if (!report) throw new Error('the PDF report was neither created nor found');
  if (report.source !== 'pdf') throw nameOfOtherSource(name);
  return { id: report.id, created: inserted.length > 0 };
}

/**
 * The invoice a PDF's lines are, when the PDF says enough to tell (FORMATS §3 "The same invoice twice"): its KSeF
 * number, or its seller NIP, number and issue date all read. An invoice read only in part is not compared.
 */
function identityOf(lines: readonly InvoiceLineDraft[]): InvoiceIdentity | null {
  const [first] = lines;
  if (!first) return null;
  const identity = { ksefNumber: first.ksefNumber ?? null, taxId: first.taxId, invoiceNumber: first.invoiceNumber, invoiceDate: first.invoiceDate };
  const complete = identity.ksefNumber !== null || (identity.taxId !== null && identity.invoiceNumber !== null && identity.invoiceDate !== null);
  return complete ? identity : null;
}

/**
 * An invoice already held by a live report of the tenant (from KSeF XML, a CSV or another PDF) is not imported
 * again, as for KSeF files: the answer names the report. Uploads of the tenant are taken in turn for the check.
 */
async function refuseHeldInvoice(tx: Tx, tenantId: number, lines: readonly InvoiceLineDraft[]): Promise<void> {
  const identity = identityOf(lines);
  if (!identity) return;
  await lockTenantInvoiceImports(tx, tenantId);
  const [held] = await findHeldInvoices(tx, tenantId, [identity]);
  if (held) throw fieldFailure('file', 'ksef.alreadyImported', { invoiceNumber: identity.invoiceNumber ?? identity.ksefNumber ?? '', report: held.reportName });
}

/** What the trail records of one file added: its name, and the report's name and source when the file created it. */
const pdfImportChanges = (name: string, fileName: string, createdReport: boolean): AuditChange[] => [
  ...(createdReport ? createdReportChanges(name, 'pdf') : []),
  { field: 'fileName', before: null, after: fileName },
];

/**
 * POST /api/pdfdocument/ocr: one PDF's lines, read and parsed already, stored with the file in one
 * transaction under the report of that name (created by the first file), and matched as every source's lines
 * are (DOMAIN §11). Nothing is stored when anything fails.
 */
export async function importPdfDocument(ctx: AppContext, caller: ImportCaller, name: string, read: PdfDocumentRead): Promise<PdfImportResult> {
  // The correction screen takes an invoice of at most this many lines, as every source's invoices.
  if (read.lines.length > invoiceLinesLimit) throw fieldFailure('file', 'invoices.pdf.tooManyLines', { maximum: invoiceLinesLimit });
  const problems = invoiceDraftProblems(read.lines);
  if (problems.length > 0) throw fieldFailures(problems);
  return withTenant(ctx.db, caller.tenantId, async (tx) => {
    await refuseHeldInvoice(tx, caller.tenantId, read.lines);
    const { id: reportId, created } = await pdfReportFor(tx, ctx, caller, name);
    const [document] = await tx
      .insert(invoicePdfDocuments)
      .values({
        tenantId: caller.tenantId,
        invoiceReportId: reportId,
        fileName: read.fileName,
        content: Buffer.from(read.bytes.buffer, read.bytes.byteOffset, read.bytes.byteLength),
        pageCount: read.pageCount,
        ocrPageCount: read.ocrPageCount,
        createdBy: caller.userId,
        createDate: ctx.clock(),
      })
      .returning({ id: invoicePdfDocuments.id });
    if (!document) throw new Error('the PDF document was not stored');
    await insertInvoiceLines(tx, caller.tenantId, reportId, read.lines, document.id);
    const counts = await countImportedLines(tx, caller.tenantId, sql`pdf_document_id = ${document.id}`);
    await recordAudit(tx, {
      action: 'import',
      entity: 'invoiceReport',
      entityId: reportId,
      label: name,
      changes: pdfImportChanges(name, read.fileName, created),
      counts: { lines: counts.lines, invoices: counts.invoices },
    });
    return { name, source: 'pdf' as const, documentId: document.id, fileName: read.fileName, pages: read.pageCount, ocrPages: read.ocrPageCount, ...counts };
  });
}
