import type { CsvErrors } from '../../../lib/csv/csv-errors.ts';
import type { InvoiceCsvValues } from './invoice-csv-format.ts';

/** Amounts are compared and added in whole cents: 0.1 + 0.2 is not 0.3 in binary. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/** One row's position figures with the defaults of FORMATS §2 applied. */
export type InvoiceCsvLine = {
  row: number;
  values: InvoiceCsvValues;
  exchangeRate: number;
  positionGrossAmountPln: number;
  positionNetAmountCurrency: number | null;
  positionVatAmountCurrency: number | null;
  positionGrossAmountCurrency: number | null;
};

const pln = 'PLN';

/** Net + VAT, or the given gross when it equals that; a given gross that does not is an error on it. */
function grossAmount(row: number, column: string, net: number, vat: number, given: number | undefined, errors: CsvErrors): number | null {
  const expected = fromCents(toCents(net) + toCents(vat));
  if (given === undefined || toCents(given) === toCents(expected)) return expected;
  errors.add(row, column, 'csv.invoice.grossAmount', { expected: { money: expected } });
  return null;
}

/** For PLN an amount in the currency is the PLN amount: taken when absent, an error when it differs. */
function plnCurrencyAmount(row: number, column: string, plnAmount: number, given: number | undefined, errors: CsvErrors): number | null {
  if (given === undefined || toCents(given) === toCents(plnAmount)) return plnAmount;
  errors.add(row, column, 'csv.invoice.plnCurrencyAmount', { expected: { money: plnAmount } });
  return null;
}

/** The exchange rate: 1 for PLN (another given rate is an error), required for any other currency. */
function exchangeRate(row: number, values: InvoiceCsvValues, errors: CsvErrors): number | null {
  if (values.currency === pln) {
    if (values.exchangeRate === undefined || values.exchangeRate === 1) return 1;
    errors.add(row, 'exchangeRate', 'csv.invoice.exchangeRate.pln');
    return null;
  }
  if (values.exchangeRate !== undefined) return values.exchangeRate;
  errors.add(row, 'exchangeRate', 'csv.invoice.exchangeRate.required');
  return null;
}

/**
 * The rules of FORMATS §2 within one row: the exchange rate, the gross amount (net + VAT), and the amounts in
 * the currency (the PLN ones for PLN; for another currency as given, the gross defaulting to net + VAT when
 * both are given). Null when a rule fails (each failure is an error).
 */
export function readInvoiceCsvLine(row: number, values: InvoiceCsvValues, errors: CsvErrors): InvoiceCsvLine | null {
  const rate = exchangeRate(row, values, errors);
  const grossPln = grossAmount(row, 'positionGrossAmountPln', values.positionNetAmountPln, values.positionVatAmountPln, values.positionGrossAmountPln, errors);
  if (values.currency === pln) {
    const net = plnCurrencyAmount(row, 'positionNetAmountCurrency', values.positionNetAmountPln, values.positionNetAmountCurrency, errors);
    const vat = plnCurrencyAmount(row, 'positionVatAmountCurrency', values.positionVatAmountPln, values.positionVatAmountCurrency, errors);
    const gross = grossPln === null ? null : plnCurrencyAmount(row, 'positionGrossAmountCurrency', grossPln, values.positionGrossAmountCurrency, errors);
    if (rate === null || grossPln === null || net === null || vat === null || gross === null) return null;
    return { row, values, exchangeRate: rate, positionGrossAmountPln: grossPln, positionNetAmountCurrency: net, positionVatAmountCurrency: vat, positionGrossAmountCurrency: gross };
  }
  const net = values.positionNetAmountCurrency ?? null;
  const vat = values.positionVatAmountCurrency ?? null;
  const gross = values.positionGrossAmountCurrency ?? (net !== null && vat !== null ? fromCents(toCents(net) + toCents(vat)) : null);
  if (rate === null || grossPln === null) return null;
  return { row, values, exchangeRate: rate, positionGrossAmountPln: grossPln, positionNetAmountCurrency: net, positionVatAmountCurrency: vat, positionGrossAmountCurrency: gross };
}
