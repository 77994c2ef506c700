import type { PortfolioSensitivity, PortfolioSensitivityRequest } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { fieldFailures } from '../../lib/errors.ts';
import { saveReportRun, type ReportCaller } from '../../lib/reports/saved-reports.ts';
import { portfolioAgreements } from './portfolio-agreements.ts';
import { portfolioRows, portfolioTotals } from './portfolio-rows.ts';
import { auditorRateFailures } from './sensitivity-outcome.ts';

/**
 * POST /api/sensitivityanalisys/portfolio: DOMAIN §8 for every live IFRS16 agreement of the tenant (or of the
 * given contractors; none given: all), with exact totals. The run is stored (kind, the parsed request, the
 * agreements answered) in the same transaction, so its Excel shows exactly those agreements; the answer carries
 * the report id and the download token of that Excel. A bad rate is refused before anything is read, so an
 * empty portfolio refuses it too.
 */
export async function runPortfolioSensitivity(ctx: AppContext, caller: ReportCaller, request: PortfolioSensitivityRequest): Promise<PortfolioSensitivity> {
  const refused = auditorRateFailures(request.auditorRate);
  if (refused.length > 0) throw fieldFailures(refused);
  return withTenant(ctx.db, caller.tenantId, async (tx) => {
    const agreements = await portfolioAgreements(tx, caller.tenantId, { contractorIds: request.contractorIds });
    const details = portfolioRows(agreements, request.auditorRate);
    const agreementIds = details.map((row) => row.leaseAgreementId);
    const saved = await saveReportRun(ctx, tx, caller, { kind: 'sensitivityPortfolio', filter: request, agreementIds });
    return { ...saved, auditorRate: request.auditorRate, details, totals: portfolioTotals(details) };
  });
}
