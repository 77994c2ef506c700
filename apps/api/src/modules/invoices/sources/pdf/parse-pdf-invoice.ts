// The text of one Polish invoice PDF (per page, its lines top to bottom, from the text layer or OCR) as invoice
// lines. Pure: no I/O, never throws; reading the PDF is read-pdf-invoice.ts's job. What cannot be read stays null and
// the line is stored incomplete, to be corrected beside the PDF (DOMAIN §11): nothing is guessed.

import type { InvoiceLineDraft } from '../../invoice-line-draft.ts';
import type { Decimal } from '../ksef/ksef-decimal.ts';
import { decimalToNumber } from '../ksef/ksef-decimal.ts';
import { rateFraction } from './pdf-amounts.ts';
import { readBankAccount } from './pdf-bank-account.ts';
import { completeAmounts } from './pdf-completion.ts';
import { readCurrency } from './pdf-currency.ts';
import { daysAfter, readInvoiceDates, readPaymentTermDays } from './pdf-dates.ts';
import { lineReadings } from './pdf-field-readings.ts';
import { readKsefNumber } from './pdf-ksef-number.ts';
import { invoiceTotals, lineAmounts, money } from './pdf-line-amounts.ts';
import { readSeller } from './pdf-parties.ts';
import { periodAfterFor, readInvoicePeriod } from './pdf-period.ts';
import { isTableHeader, readPositions, type TablePosition } from './pdf-positions.ts';
import { numberInText, readAgreementNumber, readInvoiceNumber, readScheduleNumber } from './pdf-references.ts';
import { toPdfLines, type PdfLine } from './pdf-text.ts';
import { readPrintedTotals } from './pdf-totals.ts';
import { readVatSummary } from './pdf-vat-summary.ts';
import { readPaymentQr } from './pdf-payment-qr.ts';
import { readVerifiedLink } from './pdf-verification-link.ts';

const pln = 'PLN';
const oneToOne: Decimal = { units: 1n, scale: 0 };

/** A position's own reading, when the invoice does not state the value for all its lines. */
function ownOrInvoice(invoiceValue: string | null | undefined, ownValue: string | null | undefined): string | null {
  if (typeof invoiceValue === 'string') return invoiceValue;
  return typeof ownValue === 'string' ? ownValue : (invoiceValue ?? null);
}

/**
 * The currency: as `Waluta` states it; else the one code printed beside the amounts (`11 685,00 EUR`; two
 * different codes say nothing for sure); else PLN, as FORMATS §2 takes a PLN invoice's, when the text is an
 * invoice at all (random text is not a PLN invoice).
 */
function currencyOf(stated: string | null | undefined, printedCodes: readonly string[], isInvoice: boolean): string | null {
  if (stated !== undefined) return stated;
  const codes = new Set(printedCodes);
  if (codes.size === 1) return [...codes][0] ?? null;
  if (codes.size > 1) return null;
  return isInvoice ? pln : null;
}

/**
 * The invoice's lines, one per position in table order (`sequence` 1..n), every one with the invoice's header
 * fields; one line with the header fields alone when no position could be read.
 *
 * Header fields: the seller is the lessor (contractorName, taxId); `Data wystawienia` is invoiceDate, `Data
 * sprzedaży` incomeDate and `Termin płatności` paymentDate. As FORMATS §2 and §3 map them, an incomeDate not printed
 * is the invoiceDate (the law prints a sale date only when it differs) and a paymentDate not printed is the
 * invoiceDate (KSeF's rule); a label printed with an unreadable date stays null. The period is the `Okres` printed,
 * else `za <month> <year>`, else the sale date's month (KSeF takes P_6's month the same way).
 */
export function parsePdfInvoiceText(pages: readonly (readonly string[])[], qrTexts: readonly string[] = []): InvoiceLineDraft[] {
  const lines = toPdfLines(pages);
  const table = readPositions(lines);
  // The header's labels are read outside the table's rows: a description's words are never taken for them.
  const headerLines: PdfLine[] = lines.map((line, index) => (table.rowLines.has(index) ? { ...line, text: '', folded: '' } : line));
  const endsPartyBlock = (index: number) => {
    const line = headerLines[index];
    return table.rowLines.has(index) || (line !== undefined && isTableHeader(line));
  };
  const seller = readSeller(headerLines, endsPartyBlock);
  const dates = readInvoiceDates(headerLines);
  const invoiceNumber = readInvoiceNumber(headerLines) ?? null;
  const agreementNumber = readAgreementNumber(headerLines);
  const scheduleNumber = readScheduleNumber(headerLines);
  const statedPeriod = readInvoicePeriod(headerLines);
  const ksefNumber = readKsefNumber(headerLines);
  const printedAccount = readBankAccount(headerLines);
  // The verification QR code says the seller's NIP and the issue date: a second source where the print was not read.
  const link = readVerifiedLink(qrTexts);
  const payment = readPaymentQr(qrTexts);
  const invoiceDate = dates.invoiceDate ?? link?.issueDate ?? null;
  const taxId = seller.taxId ?? link?.sellerTaxId ?? payment?.sellerTaxId ?? null;
  const contractorName = seller.name ?? payment?.sellerName ?? null;
  const account = printedAccount ?? payment?.bankAccount ?? null;
  const termDays = dates.paymentDate == null ? readPaymentTermDays(headerLines) : null;
  const termDate = termDays !== null && invoiceDate !== null ? daysAfter(invoiceDate, termDays) : null;
  const saleMonth = typeof dates.incomeDate === 'string' ? `${dates.incomeDate.slice(0, 7)}-01` : null;

  const isInvoice =
    table.positions.length > 0 ||
    [invoiceNumber, invoiceDate, dates.incomeDate, dates.paymentDate, seller.name, taxId, agreementNumber, scheduleNumber, statedPeriod, ksefNumber].some((value) => typeof value === 'string');
  const stated = readCurrency(headerLines);
  const printed = readPrintedTotals(lines, table.endLineIndex, null);
  const printedCodes = [...table.positions.flatMap((position) => position.currencies), ...printed.currencies];
  const currency = currencyOf(stated.currency, printedCodes, isInvoice);
  // PLN is its own rate (FORMATS §2: PLN: 1); another currency's is the `Kurs` printed, else unknown.
  const rate = currency === pln ? oneToOne : currency === null ? null : (stated.rate ?? null);

  // The VAT summary may stand between the last row and the totals line that ends the table.
  const lastRowLine = table.rowLines.size > 0 ? Math.max(...table.rowLines) + 1 : table.endLineIndex;
  const summaries = readVatSummary(lines, lastRowLine);
  const inCurrency = readPrintedTotals(lines, table.endLineIndex, currency);
  const [wholeNet] = inCurrency.net;
  const [wholeGross] = inCurrency.gross;
  // `Suma netto` and `Razem brutto` printed without the VAT: the document's VAT is their difference.
  const wholeVat = inCurrency.vat[0] ?? (wholeNet !== undefined && wholeGross !== undefined ? wholeGross - wholeNet : undefined);
  const wholeInvoice = wholeNet !== undefined && wholeVat !== undefined ? { percent: -1, net: wholeNet, vat: wholeVat, gross: null } : null;
  const completed = completeAmounts(table.positions, summaries, wholeInvoice);
  const amounts = table.positions.length > 0 ? completed.map((position) => lineAmounts(position, rate, currency)) : [lineAmounts(null, rate, currency)];
  const totals = invoiceTotals(table.positions.length > 0 ? amounts : [], inCurrency);
  const positions: (TablePosition | null)[] = table.positions.length > 0 ? table.positions : [null];

  return positions.map((position, index): InvoiceLineDraft => {
    const description = position?.description ?? null;
    const own = (name: 'agreementNumber' | 'scheduleNumber') => (description === null ? undefined : numberInText(name, description));
    const ownPeriod = description === null ? undefined : periodAfterFor(description);
    const lineAmount = amounts[index];
    const line: InvoiceLineDraft = {
      sequence: index + 1,
      contractorName,
      taxId,
      agreementNumber: ownOrInvoice(agreementNumber, own('agreementNumber')),
      scheduleNumber: ownOrInvoice(scheduleNumber, own('scheduleNumber')),
      invoiceNumber,
      positionDescription: description,
      positionNetAmountPln: money(lineAmount?.netPln ?? null),
      positionVatAmountPln: money(lineAmount?.vatPln ?? null),
      positionGrossAmountPln: money(lineAmount?.grossPln ?? null),
      positionNetAmountCurrency: money(lineAmount?.netCurrency ?? null),
      positionVatAmountCurrency: money(lineAmount?.vatCurrency ?? null),
      positionGrossAmountCurrency: money(lineAmount?.grossCurrency ?? null),
      invoiceNetAmountPln: money(totals.netPln),
      invoiceGrossAmountPln: money(totals.grossPln),
      invoiceNetAmountCurrency: money(totals.netCurrency),
      invoiceGrossAmountCurrency: money(totals.grossCurrency),
      vatRate: position?.percent == null ? null : rateFraction(position.percent),
      currency,
      exchangeRate: rate === null ? null : decimalToNumber(rate),
      invoiceDate,
      paymentDate: dates.paymentDate != null ? dates.paymentDate : termDate !== null ? termDate : dates.paymentDate === undefined ? invoiceDate : null,
      incomeDate: dates.incomeDate === undefined ? invoiceDate : dates.incomeDate,
      periodInvoiced: statedPeriod !== undefined ? statedPeriod : ownPeriod !== undefined ? ownPeriod : saleMonth,
      // No label of a factoring agreement is read: a number taken from free text could be anything.
      factoringContractNumber: null,
      isPdfBased: true,
      ksefNumber: ksefNumber ?? null,
      bankAccount: account,
    };
    return {
      ...line,
      fieldReadings: lineReadings(line, {
        amounts: completed[index] ?? null,
        disagreement: totals.disagreement,
        sellerTaxIdFromQr: seller.taxId === null && taxId !== null,
        sellerNameFromQr: seller.name === null && contractorName !== null,
        bankAccountFromQr: printedAccount == null && account !== null,
        invoiceDateFromLink: dates.invoiceDate == null && link?.issueDate != null,
        incomeDateIsInvoiceDate: dates.incomeDate === undefined,
        paymentDateFrom: dates.paymentDate != null ? 'printed' : termDate !== null ? 'terms' : dates.paymentDate === undefined ? 'invoiceDate' : 'printed',
        periodFrom: statedPeriod !== undefined ? 'printed' : ownPeriod !== undefined ? 'position' : 'saleMonth',
        agreementFromPosition: agreementNumber === undefined && own('agreementNumber') != null,
        scheduleFromPosition: scheduleNumber === undefined && own('scheduleNumber') != null,
        currencyStated: stated.currency !== undefined || new Set(printedCodes).size > 0,
      }),
    };
  });
}
