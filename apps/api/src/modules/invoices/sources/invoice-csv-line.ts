import type { CsvErrors } from '../../../lib/csv/csv-errors.ts';
import type { CsvPartialRow } from '../../../lib/csv/csv-format.ts';
import { readablePartOf, type ReadablePart } from '../../../lib/csv/readable-part.ts';
import { percentRateCode } from '../vat-rate-code.ts';
import type { InvoiceLineDraft } from '../invoice-line-draft.ts';
import type { InvoiceCsvFormat, InvoiceCsvValues } from './invoice-csv-format.ts';

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

type InvoiceCsvPart = ReadablePart<InvoiceCsvFormat>;

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
function exchangeRate(row: number, part: InvoiceCsvPart, errors: CsvErrors): number | null {
  const given = part('currency', 'exchangeRate');
  if (!given) return null;
  if (given.currency === pln) {
    if (given.exchangeRate === undefined || given.exchangeRate === 1) return 1;
    errors.add(row, 'exchangeRate', 'csv.invoice.exchangeRate.pln');
    return null;
  }
  if (given.exchangeRate !== undefined) return given.exchangeRate;
  errors.add(row, 'exchangeRate', 'csv.invoice.exchangeRate.required');
  return null;
}

/** The gross PLN amount: net + VAT, or the given gross when it equals that. */
function grossPlnAmount(row: number, part: InvoiceCsvPart, errors: CsvErrors): number | null {
  const amounts = part('positionNetAmountPln', 'positionVatAmountPln', 'positionGrossAmountPln');
  if (!amounts) return null;
  return grossAmount(row, 'positionGrossAmountPln', amounts.positionNetAmountPln, amounts.positionVatAmountPln, amounts.positionGrossAmountPln, errors);
}

type CurrencyAmounts = { net: number | null; vat: number | null; gross: number | null };

/** For PLN, each amount in the currency against its PLN amount (each pair checked on its own). */
function plnCurrencyAmounts(row: number, part: InvoiceCsvPart, grossPln: number | null, errors: CsvErrors): CurrencyAmounts | null {
  const netPair = part('positionNetAmountPln', 'positionNetAmountCurrency');
  const vatPair = part('positionVatAmountPln', 'positionVatAmountCurrency');
  const grossGiven = part('positionGrossAmountCurrency');
  const net = netPair ? plnCurrencyAmount(row, 'positionNetAmountCurrency', netPair.positionNetAmountPln, netPair.positionNetAmountCurrency, errors) : null;
  const vat = vatPair ? plnCurrencyAmount(row, 'positionVatAmountCurrency', vatPair.positionVatAmountPln, vatPair.positionVatAmountCurrency, errors) : null;
  const gross = grossPln === null || !grossGiven ? null : plnCurrencyAmount(row, 'positionGrossAmountCurrency', grossPln, grossGiven.positionGrossAmountCurrency, errors);
  return net === null || vat === null || gross === null ? null : { net, vat, gross };
}

/** The amounts in the currency: the PLN ones for PLN (given ones must equal them); else as given, gross defaulting to net + VAT. */
function currencyAmounts(row: number, part: InvoiceCsvPart, grossPln: number | null, errors: CsvErrors): CurrencyAmounts | null {
  const currency = part('currency');
  if (!currency) return null;
  if (currency.currency === pln) return plnCurrencyAmounts(row, part, grossPln, errors);
  const given = part('positionNetAmountCurrency', 'positionVatAmountCurrency', 'positionGrossAmountCurrency');
  if (!given) return null;
  const net = given.positionNetAmountCurrency ?? null;
  const vat = given.positionVatAmountCurrency ?? null;
  const gross = given.positionGrossAmountCurrency ?? (net !== null && vat !== null ? fromCents(toCents(net) + toCents(vat)) : null);
  return { net, vat, gross };
}

/**
 * The rules of FORMATS §2 within one row: the exchange rate, the gross amount (net + VAT), and the amounts in
 * the currency, each on the row's readable cells (a rule involving an unreadable one is skipped: the reader named
 * it). The line's own values when every rule passed on a row read whole; null otherwise (each failure is an error).
 */
function checkInvoiceCsvRow(row: number, part: InvoiceCsvPart, errors: CsvErrors): { rate: number; grossPln: number; inCurrency: CurrencyAmounts } | null {
  const rate = exchangeRate(row, part, errors);
  const grossPln = grossPlnAmount(row, part, errors);
  const inCurrency = currencyAmounts(row, part, grossPln, errors);
  return rate === null || grossPln === null || inCurrency === null ? null : { rate, grossPln, inCurrency };
}

/** A row with unreadable cells: its rules on the cells that did read, for their errors; it gives no line. */
export function checkPartialInvoiceCsvRow(partial: CsvPartialRow<InvoiceCsvFormat>, errors: CsvErrors): void {
  checkInvoiceCsvRow(partial.row, readablePartOf(partial), errors);
}

/** One row read whole as its line's draft, incomeDate defaulting to invoiceDate; null when a rule fails (each failure is an error). */
export function readInvoiceCsvLine(row: number, values: InvoiceCsvValues, errors: CsvErrors): InvoiceCsvLine | null {
  const checked = checkInvoiceCsvRow(row, readablePartOf<InvoiceCsvFormat>({ row, values }), errors);
  if (checked === null) return null;
  const { rate, grossPln, inCurrency } = checked;
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
