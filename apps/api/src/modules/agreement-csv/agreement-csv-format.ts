import { csvBoolean, csvDate, csvMoney, csvNumber } from '../../lib/csv/csv-cells.ts';
import { optionalColumn, requiredColumn, type CsvFormat, type CsvPartialRow, type CsvRow, type CsvValues } from '../../lib/csv/csv-format.ts';
import { taxIdCell } from '../../lib/csv/csv-tax-id.ts';
import { annualRateCell, guardedText, percentCell } from './agreement-csv-cells.ts';

/**
 * The agreements CSV of FORMATS §4, one row per agreement, declared once: the importer reads by it, the export and
 * the template write its columns in this order. Every column but contractorTaxId and salesPerson is the agreement
 * input's field of the same wire name (SPEC §3, DOMAIN §1), so a field error of POST /api/leaseagreement names
 * its column.
 *
 * The cells only turn text into values (FORMATS §1: numbers with either decimal mark, dates in both forms,
 * booleans, text as typed); what the values must be (whole numbers, enumeration ranges, amounts not negative, the
 * term a multiple of the interval, ...) is the agreement's own validation, run on each row exactly as on a body of
 * POST /api/leaseagreement. Hence plain numbers for whole numbers and enumerations (0-based) rather than cells of
 * their own. Text limits are the contract's; a sales person is `First Last` (each name at most 100 characters).
 */
export const agreementCsvFormat = {
  contractorTaxId: requiredColumn(taxIdCell),
  contractNumber: requiredColumn(guardedText(100)),
  scheduleNumber: requiredColumn(guardedText(100)),
  startingDate: requiredColumn(csvDate),
  termInMonths: requiredColumn(csvNumber),
  rentPaymentAmount: requiredColumn(csvMoney),
  /** Derived from startingDate and termInMonths: taken and recomputed, as POST takes it from old clients. */
  closingDate: optionalColumn(csvDate),
  paymentDue: optionalColumn(csvNumber),
  paymentInterval: optionalColumn(csvNumber),
  residualValueSettlement: optionalColumn(csvNumber),
  totalEquipmentCost: optionalColumn(csvMoney),
  salesPersonCommission: optionalColumn(csvMoney),
  subRentAndArrangmentFee: optionalColumn(csvMoney),
  residualValue: optionalColumn(csvMoney),
  rentFreePeriodInMonths: optionalColumn(csvNumber),
  indexationRate: optionalColumn(percentCell),
  incrementalBorrowingRate: optionalColumn(annualRateCell),
  rateConvention: optionalColumn(csvNumber),
  shouldRateBeCalculated: optionalColumn(csvBoolean),
  accountingStandard: optionalColumn(csvNumber),
  leaseType: optionalColumn(csvNumber),
  assetCategory: optionalColumn(csvNumber),
  assetName: optionalColumn(guardedText(300)),
  leasePremium: optionalColumn(csvMoney),
  initialDirectCosts: optionalColumn(csvMoney),
  dismantlingProvision: optionalColumn(csvMoney),
  leaseIncentive: optionalColumn(csvMoney),
  leaseholdImprovements: optionalColumn(csvMoney),
  depreciationMethod: optionalColumn(csvNumber),
  transferToFactorDate: optionalColumn(csvDate),
  factoringContractNumber: optionalColumn(guardedText(100)),
  salesPerson: optionalColumn(guardedText(201)),
} as const satisfies CsvFormat;

export type AgreementCsvColumn = keyof typeof agreementCsvFormat;
export type AgreementCsvValues = CsvValues<typeof agreementCsvFormat>;
export type AgreementCsvRow = CsvRow<typeof agreementCsvFormat>;
/** Any data row of a file, its unreadable cells named (none for a row read whole): what the row checks take. */
export type AgreementFileRow = CsvPartialRow<typeof agreementCsvFormat>;
export const agreementCsvColumns = Object.keys(agreementCsvFormat) as AgreementCsvColumn[];
