import { csvDate, csvMoney, csvNumber } from '../../lib/csv/csv-cells.ts';
import { optionalColumn, requiredColumn, type CsvFormat, type CsvPartialRow } from '../../lib/csv/csv-format.ts';
import { taxIdCell } from '../../lib/csv/csv-tax-id.ts';
import { annualRateCell, guardedText, percentCell } from './agreement-csv-cells.ts';

/**
 * The lease changes CSV (FORMATS §4, beside the agreements CSV): one row per change (DOMAIN §14), naming its
 * agreement as the agreements CSV does (contractor's tax id, contract and schedule number), its version (2 for an
 * agreement's first change), and the change's body (POST /api/leaseagreements/{id}/changes) by its wire names:
 * effectiveDate, changeKind (0-based) and the fields the change gave, empty when it kept them. Amounts, rates and
 * percents are read as in the agreements CSV; what the values must be is the change's own validation.
 */
export const leaseChangeCsvFormat = {
  contractorTaxId: requiredColumn(taxIdCell),
  contractNumber: requiredColumn(guardedText(100)),
  scheduleNumber: requiredColumn(guardedText(100)),
  version: requiredColumn(csvNumber),
  effectiveDate: requiredColumn(csvDate),
  changeKind: requiredColumn(csvNumber),
  termInMonths: optionalColumn(csvNumber),
  rentPaymentAmount: optionalColumn(csvMoney),
  indexationRate: optionalColumn(percentCell),
  residualValue: optionalColumn(csvMoney),
  residualValueSettlement: optionalColumn(csvNumber),
  incrementalBorrowingRate: optionalColumn(annualRateCell),
  remainingScope: optionalColumn(csvNumber),
} as const satisfies CsvFormat;

export type LeaseChangeCsvColumn = keyof typeof leaseChangeCsvFormat;
export const leaseChangeCsvColumns = Object.keys(leaseChangeCsvFormat) as LeaseChangeCsvColumn[];
/** Any data row of a changes file, its unreadable cells named (none for a row read whole). */
export type LeaseChangeFileRow = CsvPartialRow<typeof leaseChangeCsvFormat>;
