import type { AccountingEntryRequest } from '@leasedesk/contract';
import type { ReportingPeriod } from '@leasedesk/lease-math';

/**
 * What an accounting entry or disclosure run chose (SPEC §3's accounting entry request, parsed): the
 * contractors (at least one), contract and schedule numbers (empty: all of those contractors' agreements)
 * and the period. It is what saved_reports.filter keeps, so the Excel rebuilds the same run.
 */
export type AccountingSelection = {
  contractorIds: number[];
  contractNumbers: string[];
  scheduleNumbers: string[];
  reportingPeriodStartingDate: string;
  reportingPeriodClosingDate: string;
};

/** The parsed request as stored: absent or null number lists are empty lists ("all"). */
export function selectionOf(request: AccountingEntryRequest): AccountingSelection {
  return {
    contractorIds: request.contractorIds,
    contractNumbers: request.contractNumbers ?? [],
    scheduleNumbers: request.scheduleNumbers ?? [],
    reportingPeriodStartingDate: request.reportingPeriodStartingDate,
    reportingPeriodClosingDate: request.reportingPeriodClosingDate,
  };
}

export function periodOf(selection: AccountingSelection): ReportingPeriod {
  return { from: selection.reportingPeriodStartingDate, to: selection.reportingPeriodClosingDate };
}
