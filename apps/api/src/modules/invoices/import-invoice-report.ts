import { sql, type SQL } from 'drizzle-orm';
import type { AuditChange, InvoiceImportResult, InvoiceSource } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { withTenant } from '../../db/scope.ts';
import { invoiceReports } from '../../db/schema.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { fieldFailure, fieldFailures } from '../../lib/errors.ts';
import { insertInvoiceLines } from './insert-invoice-lines.ts';
import { invoiceDraftProblems } from './invoice-draft-problems.ts';
import type { InvoiceLineDraft } from './invoice-line-draft.ts';
import { isLiveNameViolation, isReportNameTaken, reportNameTaken } from './report-name-taken.ts';

export type ImportCaller = { userId: number; tenantId: number };
export type InvoiceImport = {
  name: string;
  source: InvoiceSource;
  lines: readonly InvoiceLineDraft[];
  /**
   * Decides, inside the import's transaction, which of the lines are stored (a KSeF upload leaves out the
   * invoices other reports hold, or refuses them); refusing throws. Absent: every line.
   */
  screen?: (tx: Tx) => Promise<readonly InvoiceLineDraft[]>;
};

/** The figures of an import: invoices, lines and incomplete lines among the tenant's lines that meet `condition` (over `invoice_lines`). */
export async function countImportedLines(tx: Tx, tenantId: number, condition: SQL): Promise<Omit<InvoiceImportResult, 'name' | 'source'>> {
  const [counts] = await rawRows<{ invoices: number; lines: number; incompleteLines: number }>(
    tx,
    sql`select count(distinct coalesce(invoice_number, ''))::int as invoices, count(*)::int as lines,
        count(*) filter (where not are_invoice_details_complete)::int as "incompleteLines"
      from invoice_lines where tenant_id = ${tenantId} and ${condition}`,
  );
  return counts ?? { invoices: 0, lines: 0, incompleteLines: 0 };
}

/** What the trail records of a report an import created: its name and source (the lines go in counts, never as rows). */
export const createdReportChanges = (name: string, source: InvoiceSource): AuditChange[] => [
  { field: 'name', before: null, after: name },
  { field: 'source', before: null, after: source },
];

/**
 * Stores a report read from any source (CSV, KSeF, PDF) and matches its lines (DOMAIN §11), all or nothing in
 * one transaction: the report, its lines matched in a few set-based INSERTs, the counts. The
 * name must be free among the tenant's live reports; two imports racing for it: the second gets the same
 * field error as if it had come later.
 */
export async function importInvoiceReport(ctx: AppContext, caller: ImportCaller, report: InvoiceImport): Promise<InvoiceImportResult> {
  if (report.lines.length === 0) throw fieldFailure('file', 'invoices.file.empty');
  const problems = invoiceDraftProblems(report.lines);
  if (problems.length > 0) throw fieldFailures(problems);
  const { tenantId, userId } = caller;
  try {
    return await withTenant(ctx.db, tenantId, async (tx) => {
      if (await isReportNameTaken(tx, tenantId, report.name)) throw reportNameTaken(report.name);
      const lines = report.screen ? await report.screen(tx) : report.lines;
      if (lines.length === 0) throw fieldFailure('file', 'invoices.file.empty');
      const [stored] = await tx
        .insert(invoiceReports)
        .values({ tenantId, name: report.name, source: report.source, createdBy: userId, createDate: ctx.clock() })
        .returning({ id: invoiceReports.id });
      if (!stored) throw new Error('the invoice report was not stored');
      // Matched as they are written (DOMAIN §11 through matchInvoiceLines' own joins): no second write.
      await insertInvoiceLines(tx, tenantId, stored.id, lines);
      const counts = await countImportedLines(tx, tenantId, sql`invoice_report_id = ${stored.id}`);
      await recordAudit(tx, {
        action: 'import',
        entity: 'invoiceReport',
        entityId: stored.id,
        label: report.name,
        changes: createdReportChanges(report.name, report.source),
        counts: { lines: counts.lines, invoices: counts.invoices },
      });
      return { name: report.name, source: report.source, ...counts };
    });
  } catch (error) {
    if (isLiveNameViolation(error)) throw reportNameTaken(report.name);
    throw error;
  }
}
