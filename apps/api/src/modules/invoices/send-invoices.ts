import { and, eq, sql } from 'drizzle-orm';
import type { InvoiceSendInput } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { invoiceExports, invoiceLines } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { issueDownloadToken } from '../../lib/auth/download-tokens.ts';
import { fieldFailures } from '../../lib/errors.ts';
import type { ReportCaller } from '../../lib/reports/saved-reports.ts';
import { recordSentReports, type SentLine } from './send-invoices-audit.ts';
import { sendErrors } from './send-invoices-rules.ts';

/** Line ids as one parameter (a PostgreSQL array literal of integers): a send may name 50 000 lines. */
const idArrayOf = (ids: readonly number[]) => `{${ids.join(',')}}`;

/**
 * The chosen lines of the tenant's live reports and every other line of the invoices they touch, locked in
 * id order (two sends, or a send and a correction, then wait for each other instead of deadlocking). A line
 * another send took while this one waited comes back with its export: the loser of a race sees it sent.
 */
function lockSendableLines(tx: Tx, tenantId: number, ids: readonly number[]): Promise<SentLine[]> {
  const idArray = idArrayOf(ids);
  return rawRows<SentLine>(
    tx,
    sql`select l.id, l.invoice_report_id as "reportId", l.invoice_number as "invoiceNumber",
        l.invoice_export_id as "exportId", l.are_invoice_details_complete as complete, r.name as "reportName"
      from invoice_lines l join invoice_reports r on r.tenant_id = l.tenant_id and r.id = l.invoice_report_id
      where l.tenant_id = ${tenantId} and not r.is_deleted and (l.id = any(${idArray}::int[])
        or (l.invoice_report_id, l.invoice_number) in (
          select s.invoice_report_id, s.invoice_number from invoice_lines s where s.tenant_id = ${tenantId} and s.id = any(${idArray}::int[])))
      order by l.id for update of l`,
  );
}

/**
 * POST /api/extensivereport/send (SPEC §3, §4; DOMAIN §11): the chosen lines go to the accounting system
 * in one export, or nothing does (sendErrors). The lines then point at the export and leave the merge
 * table; the answer is the export's id and a download token for its workbook (FORMATS §6).
 */
export async function sendInvoices(ctx: AppContext, caller: ReportCaller, input: InvoiceSendInput): Promise<{ id: number; token: string }> {
  const requested = [...new Set(input.extensiveReportDtos.map((line) => line.id))];
  const now = ctx.clock();
  const exportId = await withTenant(ctx.db, caller.tenantId, async (tx) => {
    const lines = await lockSendableLines(tx, caller.tenantId, requested);
    const errors = sendErrors(requested, lines);
    if (errors.length > 0) throw fieldFailures(errors);
    const [created] = await tx.insert(invoiceExports).values({ tenantId: caller.tenantId, createdBy: caller.userId, createDate: now }).returning({ id: invoiceExports.id });
    if (!created) throw new Error('invoice_exports insert returned no row');
    await tx
      .update(invoiceLines)
      .set({ invoiceExportId: created.id })
      .where(and(eq(invoiceLines.tenantId, caller.tenantId), sql`${invoiceLines.id} = any(${idArrayOf(requested)}::int[])`));
    await recordSentReports(tx, lines, new Set(requested));
    return created.id;
  });
  const claims = { userId: caller.userId, stamp: caller.stamp, tenantId: caller.tenantId, kind: 'invoiceExport' as const, resourceId: exportId };
  return { id: exportId, token: await issueDownloadToken(ctx.tokenKey, claims, ctx.config.security.downloadTokenTtlSeconds, now) };
}
