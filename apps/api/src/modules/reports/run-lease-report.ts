import type { AgreementFilter, LeaseReport, LeaseReportRow } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { cursorBatches } from './report-cursor.ts';
import { leaseReportQuery, toLeaseReportRow, type LeaseReportDbRow } from './lease-report-rows.ts';
import { reportRowLimit, tooManyRows } from './report-limits.ts';
import { saveReportRun, type ReportCaller } from '../../lib/reports/saved-reports.ts';
import { tenantStandard } from '../lease-agreements/index.ts';

/**
 * POST /api/leaseagreements/report: the tenant's live agreements the filter selects (agreement-filter-condition.ts),
 * by contractor (Polish order), contract and schedule number. The run is stored (kind, the parsed filter,
 * user, time) in the same transaction, so its Excel rebuilds the same rows; the answer carries the report
 * id and the download token of that Excel, and the client's standard, whose columns both show.
 */
export function runLeaseReport(ctx: AppContext, caller: ReportCaller, filter: AgreementFilter): Promise<LeaseReport> {
  return withTenant(ctx.db, caller.tenantId, async (tx) => {
    const reportDetails: LeaseReportRow[] = [];
    for await (const batch of cursorBatches<LeaseReportDbRow>(tx, leaseReportQuery(caller.tenantId, filter))) {
      if (reportDetails.length + batch.length > reportRowLimit) throw tooManyRows();
      for (const row of batch) reportDetails.push(toLeaseReportRow(row));
    }
    const agreementIds = reportDetails.map((row) => row.leaseAgreementId);
    const saved = await saveReportRun(ctx, tx, caller, { kind: 'leaseReport', filter, agreementIds });
    return { accountingStandard: await tenantStandard(tx, caller.tenantId), ...saved, reportDetails };
  });
}
