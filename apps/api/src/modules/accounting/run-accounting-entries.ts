import type { AccountingEntries } from '@leasedesk/contract';
import { entriesFromTotals } from '@leasedesk/lease-math';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { periodOf, type AccountingSelection } from './accounting-selection.ts';
import { sumEntryTotals } from './entry-totals.ts';
import { saveReportRun, type ReportCaller } from '../../lib/reports/saved-reports.ts';

/**
 * POST /api/customers/leaseagreements/periods/accountingentry: DOMAIN §7's entries of the chosen agreements
 * over the period. The database sums the eight totals over the stored schedules; lease-math turns them into
 * entries (order, labels, entries of 0 left out). The run is stored in the same transaction, and its id and
 * download token come back with the entries.
 */
export function runAccountingEntries(ctx: AppContext, caller: ReportCaller, selection: AccountingSelection): Promise<AccountingEntries> {
  return withTenant(ctx.db, caller.tenantId, async (tx) => {
    const totals = await sumEntryTotals(tx, caller.tenantId, selection, periodOf(selection));
    const saved = await saveReportRun(ctx, tx, caller, { kind: 'accountingEntries', filter: selection });
    return { ...saved, details: entriesFromTotals(totals) };
  });
}
