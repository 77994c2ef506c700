import { and, desc, eq, sql } from 'drizzle-orm';
import type { InvoiceReport } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { withTenant } from '../../db/scope.ts';
import { invoiceReports } from '../../db/schema.ts';
import { deletedChange, toggleAction } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { fieldFailure, notFound } from '../../lib/errors.ts';
import { findHeldInvoices, type InvoiceIdentity } from './held-invoices.ts';
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
 * A KSeF report holds no invoice another live report holds (FORMATS §3): one imported again while this report was
 * deleted keeps it deleted, naming the invoice and the report that holds it now.
 */
async function refuseRestoringHeldInvoices(tx: Tx, tenantId: number, reportId: number): Promise<void> {
  const invoices = await rawRows<InvoiceIdentity>(
    tx,
    sql`select distinct ksef_number as "ksefNumber", tax_id as "taxId", invoice_number as "invoiceNumber", to_char(invoice_date, 'YYYY-MM-DD') as "invoiceDate"
      from invoice_lines where tenant_id = ${tenantId} and invoice_report_id = ${reportId}`,
  );
  const [held] = await findHeldInvoices(tx, tenantId, invoices);
  if (held) throw fieldFailure('name', 'invoices.report.restoreHeld', { invoiceNumber: invoices[held.index]?.invoiceNumber ?? '', report: held.reportName });
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
      if (!isDeleted && report.source === 'ksef') await refuseRestoringHeldInvoices(tx, tenantId, report.id);
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
