// The public surface of the calculation core (DOMAIN.md §1–§9, §13). Pure functions only.

export * from './types.ts';
export { calculateLease, validateAgreement } from './calculation.ts';
export { parseAgreement } from './validation.ts';
export {
  accountingEntries,
  ACCOUNTS,
  changeEntryCents,
  dayBefore,
  entriesFromTotals,
  entryTotals,
  ENTRY_RULES,
  reportingPeriod,
  zeroEntryTotals,
  type AccountLabel,
  type AccountingEntry,
  type EntryAgreement,
  type EntryChange,
  type EntryDetail,
  type EntrySource,
  type EntryTotals,
  type ReportingPeriod,
} from './entries.ts';
export {
  disclosureDates,
  disclosures,
  disclosuresFromTotals,
  disclosureTotals,
  hasChangeLines,
  zeroDisclosureTotals,
  type DisclosureDates,
  type Disclosures,
  type DisclosureSource,
  type DisclosureTotals,
} from './disclosures.ts';
export { sensitivityAnalysis, type SensitivityAnalysis } from './sensitivity.ts';
export { borrowingRate, type BorrowingRate } from './borrowing-rate.ts';
export { monthlyRate, annualRate } from './rate-convention.ts';
export {
  addDays,
  addMonths,
  closingDate,
  daysInMonth,
  endOfMonth,
  isLeapYear,
  normalizeDate,
} from './dates.ts';
export { fromCents, roundRatio, toCents } from './money.ts';
export {
  MAX_AMOUNT,
  MAX_ANNUAL_RATE,
  MAX_INDEXATION_PERCENT,
  MAX_TERM_MONTHS,
  MAX_TOTAL_PAYMENTS_CENTS,
} from './limits.ts';
export { runCli, type CliResult, type CliFieldError } from './cli-core.ts';
export {
  ChangeKind,
  CHANGE_KIND_FIELDS,
  type AppliedChange,
  type ChangeField,
  type ChangeFigures,
  type CurrentVersion,
  type LeaseChangeInput,
  type VersionAmortization,
  type VersionDepreciation,
  type VersionRate,
  type VersionTerms,
} from './change-types.ts';
export { applyChange, inceptionTerms } from './lease-change.ts';
