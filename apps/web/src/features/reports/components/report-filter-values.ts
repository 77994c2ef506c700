import type { AgreementFilter, SettlementsReportRequest } from '@leasedesk/contract';

/** "Any" of a single choice: the filter sends null for it (ARCHITECTURE: not SPEC's old defaults). */
export const ANY = 'any';

/**
 * The report filter as the form holds it: lists of ids as text, dates as `YYYY-MM-DD` or '', and single
 * choices as text with 'any'. Payment timing and interval are shown 1-based (SPEC §5) and held so.
 * The names are the wire's, so a server error on a field lands under that field.
 */
export interface ReportFilterValues {
  contractorIds: string[];
  salesPersonIds: string[];
  scheduleNumbers: string[];
  contractNumbers: string[];
  startingDate: string;
  closingDate: string;
  /** 'yes': sent to a factor; 'no': not sent. */
  isFactoring: string;
  factorContractNumbers: string[];
  /** The lease type's 0-based index as text. */
  leaseType: string;
  /** 1-based as shown: '1' in advance, '2' in arrears. */
  paymentDue: string;
  /** 1-based as shown: '1' monthly … '4' yearly. */
  paymentInterval: string;
  /** The settlements report's period (required there, unused by the lease report). */
  periodStart: string;
  periodEnd: string;
}

export const reportFilterFields = [
  'contractorIds',
  'salesPersonIds',
  'scheduleNumbers',
  'contractNumbers',
  'startingDate',
  'closingDate',
  'isFactoring',
  'factorContractNumbers',
  'leaseType',
  'paymentDue',
  'paymentInterval',
  'periodStart',
  'periodEnd',
] as const satisfies readonly (keyof ReportFilterValues)[];

export const emptyReportFilter: ReportFilterValues = {
  contractorIds: [],
  salesPersonIds: [],
  scheduleNumbers: [],
  contractNumbers: [],
  startingDate: '',
  closingDate: '',
  isFactoring: ANY,
  factorContractNumbers: [],
  leaseType: ANY,
  paymentDue: ANY,
  paymentInterval: ANY,
  periodStart: '',
  periodEnd: '',
};

const ids = (values: readonly string[]) => values.map(Number);
const texts = (values: readonly string[]) => values.map((value) => value.trim()).filter(Boolean);
const dateOrNull = (value: string) => value || null;
/** A choice's index, `shift` below what the form shows; null for "any". */
const indexOrNull = (value: string, shift = 0) => (value === ANY || value === '' ? null : Number(value) - shift);

/** The wire's agreement filter: empty lists and null mean "any"; 1-based choices sent 0-based. */
export function agreementFilterOf(values: ReportFilterValues): AgreementFilter {
  return {
    contractorIds: ids(values.contractorIds),
    salesPersonIds: ids(values.salesPersonIds),
    scheduleNumbers: texts(values.scheduleNumbers),
    contractNumbers: texts(values.contractNumbers),
    startingDate: dateOrNull(values.startingDate),
    closingDate: dateOrNull(values.closingDate),
    isFactoring: values.isFactoring === 'yes' ? true : values.isFactoring === 'no' ? false : null,
    factorContractNumbers: texts(values.factorContractNumbers),
    leaseType: indexOrNull(values.leaseType),
    paymentDue: indexOrNull(values.paymentDue, 1),
    paymentInterval: indexOrNull(values.paymentInterval, 1),
  };
}

/** The settlements report's request: the filter and its period (both required by the form). */
export function settlementsRequestOf(values: ReportFilterValues): SettlementsReportRequest {
  return { ...agreementFilterOf(values), periodStart: values.periodStart, periodEnd: values.periodEnd };
}
