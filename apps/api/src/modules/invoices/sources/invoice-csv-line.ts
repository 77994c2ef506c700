import type { CsvErrors } from '../../../lib/csv/csv-errors.ts';
import { percentRateCode } from '../vat-rate-code.ts';
import type { InvoiceLineDraft } from '../invoice-line-draft.ts';
import type { InvoiceCsvValues } from './invoice-csv-format.ts';

/** Amounts are compared and added in whole cents: 0.1 + 0.2 is not 0.3 in binary. */
export const toCents = (amount: number): number => Math.round(amount * 100);
export const fromCents = (cents: number): number => cents / 100;

/**
 * One row as its line's draft, the defaults of FORMATS §2 within the row applied. What belongs to the whole
 * invoice is as the row gave it, until the invoice's lines are all read: the four totals (null: not given)
 * and sequence (0: not given; a given one is at least 1).
 */
export type InvoiceCsvLine = { row: number; draft: InvoiceLineDraft };

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

type CurrencyAmounts = { net: number | null; vat: number | null; gross: number | null };

/** The amounts in the currency: the PLN ones for PLN (given ones must equal them); else as given, gross defaulting to net + VAT. */
function currencyAmounts(row: number, values: InvoiceCsvValues, grossPln: number | null, errors: CsvErrors): CurrencyAmounts | null {
  if (values.currency !== pln) {
    const net = values.positionNetAmountCurrency ?? null;
    const vat = values.positionVatAmountCurrency ?? null;
    const gross = values.positionGrossAmountCurrency ?? (net !== null && vat !== null ? fromCents(toCents(net) + toCents(vat)) : null);
    return { net, vat, gross };
  }
  const net = plnCurrencyAmount(row, 'positionNetAmountCurrency', values.positionNetAmountPln, values.positionNetAmountCurrency, errors);
  const vat = plnCurrencyAmount(row, 'positionVatAmountCurrency', values.positionVatAmountPln, values.positionVatAmountCurrency, errors);
  const gross = grossPln === null ? null : plnCurrencyAmount(row, 'positionGrossAmountCurrency', grossPln, values.positionGrossAmountCurrency, errors);
  return net === null || vat === null || gross === null ? null : { net, vat, gross };
}

/**
 * The rules of FORMATS §2 within one row: the exchange rate, the gross amount (net + VAT), and the amounts in
 * the currency; incomeDate defaults to invoiceDate. Null when a rule fails (each failure is an error).
 */
export function readInvoiceCsvLine(row: number, values: InvoiceCsvValues, errors: CsvErrors): InvoiceCsvLine | null {
  const rate = exchangeRate(row, values, errors);
  const grossPln = grossAmount(row, 'positionGrossAmountPln', values.positionNetAmountPln, values.positionVatAmountPln, values.positionGrossAmountPln, errors);
  const inCurrency = currencyAmounts(row, values, grossPln, errors);
  if (rate === null || grossPln === null || inCurrency === null) return null;
  const draft: InvoiceLineDraft = {
    sequence: values.sequence ?? 0,
    contractorName: values.contractorName,
    taxId: values.taxId,
    agreementNumber: values.agreementNumber,
    scheduleNumber: values.scheduleNumber,
    invoiceNumber: values.invoiceNumber,
    positionDescription: values.positionDescription,
    positionNetAmountPln: values.positionNetAmountPln,
    positionVatAmountPln: values.positionVatAmountPln,
    positionGrossAmountPln: grossPln,
    positionNetAmountCurrency: inCurrency.net,
    positionVatAmountCurrency: inCurrency.vat,
    positionGrossAmountCurrency: inCurrency.gross,
    invoiceNetAmountPln: values.invoiceNetAmountPln ?? null,
    invoiceGrossAmountPln: values.invoiceGrossAmountPln ?? null,
    invoiceNetAmountCurrency: values.invoiceNetAmountCurrency ?? null,
    invoiceGrossAmountCurrency: values.invoiceGrossAmountCurrency ?? null,
    vatRate: values.vatRate,
    currency: values.currency,
    exchangeRate: rate,
    invoiceDate: values.invoiceDate,
    paymentDate: values.paymentDate,
    incomeDate: values.incomeDate ?? values.invoiceDate,
    periodInvoiced: values.periodInvoiced ?? null,
    factoringContractNumber: values.factoringContractNumber ?? null,
    isPdfBased: false,
    vatRateCode: percentRateCode(values.vatRate),
  };
  return { row, draft };
}
