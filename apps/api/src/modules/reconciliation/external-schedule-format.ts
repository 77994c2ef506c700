import { csvDate, csvInteger, csvMoney } from '../../lib/csv/csv-cells.ts';
import { optionalColumn, requiredColumn, type CsvFormat } from '../../lib/csv/csv-format.ts';
import { agreementNumberColumns } from './agreement-numbers.ts';

/**
 * Period numbers another system may give. 0 is taken because some systems number an initial payment 0; ours start at
 * 1 (a period only one side has is reported, not refused). 9 999 is far beyond any term (lease-math takes 1 200 months).
 */
const periodNumbers = csvInteger(0, 9_999);

/** Another system's schedule (FORMATS §5): one row per period of an agreement; rows of several agreements in one file. */
export const externalScheduleCsvFormat = {
  ...agreementNumberColumns,
  periodNumber: requiredColumn(periodNumbers),
  paymentDate: requiredColumn(csvDate),
  paymentAmount: requiredColumn(csvMoney),
  interestAmount: requiredColumn(csvMoney),
  principalAmount: requiredColumn(csvMoney),
  closingBalance: requiredColumn(csvMoney),
  openingBalance: optionalColumn(csvMoney),
} as const satisfies CsvFormat;

/** The template's example row: DOMAIN §12 A, row 1, as Polish Excel writes it. */
export const externalScheduleExampleRow: Record<keyof typeof externalScheduleCsvFormat, string> = {
  contractorTaxId: '113-285-38-69',
  contractNumber: 'UL/2025/001',
  scheduleNumber: '1',
  periodNumber: '1',
  paymentDate: '01.03.2025',
  paymentAmount: '9 500,00',
  interestAmount: '900,72',
  principalAmount: '8 599,28',
  closingBalance: '92 400,72',
  openingBalance: '101 000,00',
};
