import { and, desc, eq } from 'drizzle-orm';
import type { InvoiceReport } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { withTenant } from '../../db/scope.ts';
import { invoiceReports } from '../../db/schema.ts';
import { deletedChange, toggleAction } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { fieldFailure, notFound } from '../../lib/errors.ts';
import { invoiceReportDto, type StoredReport } from './invoice-report-dto.ts';
import { isLiveNameViolation } from './report-name-taken.ts';

const reportColumns = { id: invoiceReports.id, name: invoiceReports.name, source: invoiceReports.source, createDate: invoiceReports.createDate, isDeleted: invoiceReports.isDeleted };

/**
 * The report a DELETE of that name toggles: the live one; without one, the most recently deleted of that
 * name (a name can be reused after a delete, so several deleted reports may share it). Locked for the toggle.
 */
async function reportToToggle(tx: Tx, tenantId: number, name: string): Promise<StoredReport> {
  const [report] = await tx
    .select(reportColumns)
    .from(invoiceReports)
    .where(and(eq(invoiceReports.tenantId, tenantId), eq(invoiceReports.name, name)))
    .orderBy(invoiceReports.isDeleted, desc(invoiceReports.createDate), desc(invoiceReports.id))
    .limit(1)
    .for('update');
  if (!report) throw notFound('invoiceReport');
  return report;
}

/**
 * DELETE /api/invoicereports/{name}: toggles isDeleted (SPEC §4 soft delete) and answers the report. A restore
 * that would give the name a second live report (one imported meanwhile) is refused on `name`.
 */
export async function toggleInvoiceReportDeleted(ctx: AppContext, tenantId: number, name: string): Promise<InvoiceReport> {
  try {
    return await withTenant(ctx.db, tenantId, async (tx) => {
      const report = await reportToToggle(tx, tenantId, name);
      const isDeleted = !report.isDeleted;
      await tx
        .update(invoiceReports)
        .set({ isDeleted })
        .where(and(eq(invoiceReports.tenantId, tenantId), eq(invoiceReports.id, report.id)));
      await recordAudit(tx, { action: toggleAction(isDeleted), entity: 'invoiceReport', entityId: report.id, label: report.name, changes: deletedChange(isDeleted) });
      return invoiceReportDto(tx, tenantId, { ...report, isDeleted });
    });
  } catch (error) {
    if (isLiveNameViolation(error)) throw fieldFailure('name', 'invoices.report.restoreTaken', { name });
    throw error;
  }
}
