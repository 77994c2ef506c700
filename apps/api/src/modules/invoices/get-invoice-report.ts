import type { InvoiceReport } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { invoiceReportDto } from './invoice-report-dto.ts';
import { findLiveReport } from './live-report.ts';

/** The tenant's live report of that name with its lines; 404 for an unknown name or another tenant's report. */
export function getInvoiceReport(ctx: AppContext, tenantId: number, name: string): Promise<InvoiceReport> {
  return withTenant(ctx.db, tenantId, async (tx) => invoiceReportDto(tx, tenantId, { ...(await findLiveReport(tx, tenantId, name)), isDeleted: false }));
}
