import type { Disclosure } from '@leasedesk/contract';
import { disclosuresFromTotals } from '@leasedesk/lease-math';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { periodOf, type AccountingSelection } from './accounting-selection.ts';
import { sumDisclosureTotals } from './disclosure-totals.ts';
import { saveReportRun, type ReportCaller } from '../../lib/reports/saved-reports.ts';

/**
 * POST /api/customers/leaseagreements/periods/disclosure: DOMAIN §13 for the chosen agreements and period (the
 * same request as the entries). The database sums §13's totals over the stored schedules and depreciation;
 * lease-math shapes them (roll-forwards, maturity total, non-current = closing − current). Stored as a run.
 */
export function runDisclosure(ctx: AppContext, caller: ReportCaller, selection: AccountingSelection): Promise<Disclosure> {
  return withTenant(ctx.db, caller.tenantId, async (tx) => {
    const totals = await sumDisclosureTotals(tx, caller.tenantId, selection, periodOf(selection));
    const saved = await saveReportRun(ctx, tx, caller, { kind: 'disclosure', filter: selection });
    return { ...saved, ...disclosuresFromTotals(totals) };
  });
}
