import type { AccountingEntryRequest } from '@leasedesk/contract';

/** The accounting search as the form holds it; the names are the wire's, so server errors land under their fields. */
export interface AccountingFilterValues {
  contractorIds: string[];
  contractNumbers: string[];
  scheduleNumbers: string[];
  reportingPeriodStartingDate: string;
  reportingPeriodClosingDate: string;
}

export const accountingFilterFields = [
  'contractorIds',
  'contractNumbers',
  'scheduleNumbers',
  'reportingPeriodStartingDate',
  'reportingPeriodClosingDate',
] as const satisfies readonly (keyof AccountingFilterValues)[];

export const emptyAccountingFilter: AccountingFilterValues = {
  contractorIds: [],
  contractNumbers: [],
  scheduleNumbers: [],
  reportingPeriodStartingDate: '',
  reportingPeriodClosingDate: '',
};

/**
 * SPEC §2: agreement and schedule numbers are offered only when more than one contractor is chosen;
 * with fewer they are not sent (empty lists: all of those contractors' agreements).
 */
export const numbersOffered = (contractorIds: readonly string[]) => contractorIds.length > 1;

/** The wire's request (the form has checked that a contractor and both dates are there). */
export function accountingRequestOf(values: AccountingFilterValues): AccountingEntryRequest {
  const offered = numbersOffered(values.contractorIds);
  return {
    contractorIds: values.contractorIds.map(Number),
    contractNumbers: offered ? values.contractNumbers : [],
    scheduleNumbers: offered ? values.scheduleNumbers : [],
    reportingPeriodStartingDate: values.reportingPeriodStartingDate,
    reportingPeriodClosingDate: values.reportingPeriodClosingDate,
  };
}
