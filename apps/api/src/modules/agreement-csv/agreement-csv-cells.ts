import { csvCell, csvText, readCell, type CsvCell } from '../../lib/csv/csv-cells.ts';
import { readCsvNumber } from '../../lib/csv/csv-number.ts';
import { unguardFormula } from './formula-guard.ts';

/** The cells of FORMATS §4 that only agreement files have; the rest are lib/csv's. */

/** A text cell as csvText reads it, after the export's formula guard is taken off (formula-guard.ts). */
export function guardedText(maximum: number): CsvCell<string> {
  const text = csvText(maximum);
  return csvCell<string>((typed) => readCell(text, unguardFormula(typed)));
}

/** A number with an optional `%` after it (a space before it allowed): the number, and whether `%` was there. */
function readPercentSign(text: string): { value: number; percent: boolean } | null {
  const percent = text.endsWith('%');
  const read = readCsvNumber(percent ? text.slice(0, -1).trimEnd() : text);
  return read === null ? null : { value: read.value, percent };
}

/**
 * incrementalBorrowingRate: a fraction a year (`0,065`), or a percent with `%` (`6,5%`), as a fraction. Its range
 * and decimals are the agreement's rules (contract and lease-math), checked as for POST /api/leaseagreement.
 */
export const annualRateCell: CsvCell<number> = csvCell<number>((text) => {
  const read = readPercentSign(text);
  if (read === null) return { error: { key: 'csv.agreement.rate' } };
  // A percent's binary noise (1,1% is 1.1 / 100 = 0.011000000000000001) is the contract's to round away, as for any client.
  return { value: read.percent ? read.value / 100 : read.value };
});

/** indexationRate: a percent a year, `3`, `2,5` or `3%`. */
export const percentCell: CsvCell<number> = csvCell<number>((text) => {
  const read = readPercentSign(text);
  return read === null ? { error: { key: 'csv.agreement.percent' } } : { value: read.value };
});
