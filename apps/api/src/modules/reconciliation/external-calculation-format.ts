import { csvCell, csvMoney, type CsvCell } from '../../lib/csv/csv-cells.ts';
import { readCsvNumber } from '../../lib/csv/csv-number.ts';
import { optionalColumn, type CsvFormat } from '../../lib/csv/csv-format.ts';
import { agreementNumberColumns } from './agreement-numbers.ts';

/** The largest fraction taken (10 000 %): anything beyond is a typing error, not a rate. */
const maximumFraction = 100;

/** A rate or a ratio as a fraction (`0,065` for 6.5 %), with as many decimals as given: the comparison allows 1e−6. */
export const fractionCell: CsvCell<number> = csvCell<number>((text) => {
  const read = readCsvNumber(text);
  if (read === null || Math.abs(read.value) > maximumFraction) return { error: { key: 'reconciliation.rate', params: { maximum: maximumFraction } } };
  return { value: read.value };
});

/**
 * Another system's lease calculation (FORMATS §5): one row per agreement, then any of its figures (SPEC §3 names,
 * spelling included). interimRate is an amount despite its name (DOMAIN §5: the daily interim rent, to the cent).
 */
export const externalCalculationCsvFormat = {
  ...agreementNumberColumns,
  implicitRate: optionalColumn(fractionCell),
  presentValueOfRent: optionalColumn(csvMoney),
  totalPresentValueOfLeasePayments: optionalColumn(csvMoney),
  costOfEquipment: optionalColumn(csvMoney),
  ninetyPercenatageTest: optionalColumn(fractionCell),
  interimRate: optionalColumn(csvMoney),
} as const satisfies CsvFormat;

/** The template's example row: DOMAIN §12 A's calculation, as Polish Excel writes it. */
export const externalCalculationExampleRow: Record<keyof typeof externalCalculationCsvFormat, string> = {
  contractorTaxId: '113-285-38-69',
  contractNumber: 'UL/2025/001',
  scheduleNumber: '1',
  implicitRate: '0,119294',
  presentValueOfRent: '97 485,88',
  totalPresentValueOfLeasePayments: '101 000,00',
  costOfEquipment: '100 000,00',
  ninetyPercenatageTest: '0,9749',
  interimRate: '104,11',
};
