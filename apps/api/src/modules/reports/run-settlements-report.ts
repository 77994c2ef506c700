import { type SettlementsReport, type SettlementsReportRequest, type SettlementsReportRow } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { fieldFailure } from '../../lib/errors.ts';
import { cursorBatches } from './report-cursor.ts';
import { reportRowLimit, tooManyRows } from './report-limits.ts';
import { saveReportRun, type ReportCaller } from '../../lib/reports/saved-reports.ts';
import { centsOf, settlementsQuery, toSettlementsRow, type SettlementsDbRow } from './settlements-rows.ts';

/** The period's rule the shape cannot say: it may be one day long, never negative. */
export function assertPeriodInOrder(request: SettlementsReportRequest): void {
  if (request.periodEnd < request.periodStart) throw fieldFailure('periodEnd', 'reports.periodEnd.beforeStart', { periodStart: { date: request.periodStart } });
}

/**
 * POST /api/leaseamortizations/report: the schedule rows of the agreements the filter selects whose
 * paymentDate falls in [periodStart, periodEnd] (settlements-rows.ts), with the totals of payment,
 * interest and principal summed exactly, in integer cents. Stored and answered
 * with its report id and Excel token as the lease report is.
 */
export function runSettlementsReport(ctx: AppContext, caller: ReportCaller, request: SettlementsReportRequest): Promise<SettlementsReport> {
  assertPeriodInOrder(request);
  return withTenant(ctx.db, caller.tenantId, async (tx) => {
    const reportDetails: SettlementsReportRow[] = [];
    let payment = 0;
    let interest = 0;
    let principal = 0;
    for await (const batch of cursorBatches<SettlementsDbRow>(tx, settlementsQuery(caller.tenantId, request))) {
      if (reportDetails.length + batch.length > reportRowLimit) throw tooManyRows();
      for (const line of batch) {
        const row = toSettlementsRow(line);
        payment += centsOf(row.paymentAmount);
        interest += centsOf(row.interestAmount);
        principal += centsOf(row.principalAmount);
        reportDetails.push(row);
      }
    }
    const agreementIds = [...new Set(reportDetails.map((row) => row.leaseAgreementId))];
    const saved = await saveReportRun(ctx, tx, caller, { kind: 'settlementsReport', filter: request, agreementIds });
    return { ...saved, reportDetails, totals: { paymentAmount: payment / 100, interestAmount: interest / 100, principalAmount: principal / 100 } };
  });
}
