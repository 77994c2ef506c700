import { csvCell, type CsvCell } from '../../../lib/csv/csv-cells.ts';
import { readCsvDate } from '../../../lib/csv/csv-date.ts';
import { readCsvNumber } from '../../../lib/csv/csv-number.ts';

/** The cells of FORMATS §2 that only invoice files have. */

/** Polish VAT marks for no rate charged: exempt (zw), outside the scope (np), reverse charge (oo). */
const zeroRateMarks = new Set(['zw', 'np', 'oo']);

/**
 * A VAT rate as a fraction: `0.23`, a percent `23` or `23%` (`23 %`), or `zw`/`np`/`oo` for 0. Without `%`, a
 * number up to 1 is a fraction and one above is a percent: no VAT rate lies between 1% and 100% as a fraction.
 */
export const vatRateCell: CsvCell<number> = csvCell<number>((text) => {
  const lower = text.toLowerCase();
  if (zeroRateMarks.has(lower)) return { value: 0 };
  const percent = lower.endsWith('%');
  const read = readCsvNumber(percent ? lower.slice(0, -1).trimEnd() : lower);
  const rate = read === null ? null : percent || read.value > 1 ? read.value / 100 : read.value;
  return rate !== null && rate >= 0 && rate <= 1 ? { value: rate } : { error: { key: 'csv.invoice.vatRate' } };
});

const currencyCodes = new Set(Intl.supportedValuesOf('currency'));

/** An ISO 4217 code (the runtime's list of current codes), upper-cased. */
export const currencyCell: CsvCell<string> = csvCell<string>((text) => {
  const code = text.toUpperCase();
  return /^[A-Z]{3}$/.test(code) && currencyCodes.has(code) ? { value: code } : { error: { key: 'csv.invoice.currency' } };
});

/** An exchange rate: a number above 0, with as many decimals as given (NBP publishes 4). */
export const exchangeRateCell: CsvCell<number> = csvCell<number>((text) => {
  const read = readCsvNumber(text);
  return read !== null && read.value > 0 ? { value: read.value } : { error: { key: 'csv.invoice.exchangeRate.positive' } };
});

const yearMonth = /^(\d{4})-(\d{2})$/;

/** The month invoiced, `YYYY-MM` or any date of it, as its first day `YYYY-MM-01`. */
export const periodCell: CsvCell<string> = csvCell<string>((text) => {
  const month = yearMonth.exec(text);
  const read = readCsvDate(month ? `${month[1]}-${month[2]}-01` : text);
  return 'date' in read ? { value: `${read.date.slice(0, 7)}-01` } : { error: { key: 'csv.invoice.period' } };
});
