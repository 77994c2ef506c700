import type { InvoiceLineDraft } from '../../invoice-line-draft.ts';
import { agreementNumberOf, scheduleNumberOf } from './ksef-agreement-reference.ts';
import { centsToNumber, decimalToNumber, multiplyCents, type Decimal } from './ksef-decimal.ts';
import type { KsefFieldReader } from './ksef-field-reader.ts';
import type { KsefInvoiceHeader } from './ksef-invoice-header.ts';
import { firstAt } from './ksef-xml-query.ts';
import type { XmlElement } from './ksef-xml-tree.ts';

/** One line's amounts in cents, in the invoice's currency and in PLN; null where the invoice does not say. */
type LineAmounts = {
  netCurrency: bigint | null;
  vatCurrency: bigint | null;
  grossCurrency: bigint | null;
  netPln: bigint | null;
  vatPln: bigint | null;
  grossPln: bigint | null;
};

const pln: Decimal = { units: 1n, scale: 0 };

/** Each `Fa/FaWiersz` as a line (FORMATS §3), the invoice's totals being the sums over its lines. */
export function readInvoiceLines(rows: XmlElement[], header: KsefInvoiceHeader, reader: KsefFieldReader): InvoiceLineDraft[] {
  const lines = rows.map((row, index) => readLine(row, index + 1, header, reader));
  const totals = {
    netPln: sum(lines.map((line) => line.amounts.netPln), 'Fa/FaWiersz/P_11', reader),
    grossPln: sum(lines.map((line) => line.amounts.grossPln), 'Fa/P_15', reader),
    netCurrency: sum(lines.map((line) => line.amounts.netCurrency), 'Fa/FaWiersz/P_11', reader),
    grossCurrency: sum(lines.map((line) => line.amounts.grossCurrency), 'Fa/P_15', reader),
  };
  return lines.map(({ draft }) => ({
    ...draft,
    invoiceNetAmountPln: money(totals.netPln),
    invoiceGrossAmountPln: money(totals.grossPln),
    invoiceNetAmountCurrency: money(totals.netCurrency),
    invoiceGrossAmountCurrency: money(totals.grossCurrency),
  }));
}

function readLine(row: XmlElement, position: number, header: KsefInvoiceHeader, reader: KsefFieldReader) {
  const path = `Fa/FaWiersz[${position}]`;
  const sequence = reader.lineNumber(firstAt(row, ['NrWierszaFa']), `${path}/NrWierszaFa`) ?? position;
  const positionDescription = reader.text(firstAt(row, ['P_7']), `${path}/P_7`, 512);
  const vatRate = reader.vatRate(firstAt(row, ['P_12']), `${path}/P_12`);
  // KursWaluty says how many PLN one unit of the invoice's currency is; a PLN invoice is its own rate.
  const exchangeRate = header.currency === 'PLN' ? pln : reader.exchangeRate(firstAt(row, ['KursWaluty']), `${path}/KursWaluty`);
  const amounts = lineAmounts(row, path, vatRate, exchangeRate, reader);
  const draft: InvoiceLineDraft = {
    sequence,
    contractorName: header.contractorName,
    taxId: header.taxId,
    agreementNumber: agreementNumberOf(header, sequence),
    scheduleNumber: scheduleNumberOf(header, sequence, positionDescription),
    invoiceNumber: header.invoiceNumber,
    positionDescription,
    positionNetAmountPln: money(amounts.netPln),
    positionVatAmountPln: money(amounts.vatPln),
    positionGrossAmountPln: money(amounts.grossPln),
    positionNetAmountCurrency: money(amounts.netCurrency),
    positionVatAmountCurrency: money(amounts.vatCurrency),
    positionGrossAmountCurrency: money(amounts.grossCurrency),
    invoiceNetAmountPln: null,
    invoiceGrossAmountPln: null,
    invoiceNetAmountCurrency: null,
    invoiceGrossAmountCurrency: null,
    vatRate: vatRate === null ? null : decimalToNumber(vatRate),
    currency: header.currency,
    exchangeRate: exchangeRate === null ? null : decimalToNumber(exchangeRate),
    invoiceDate: header.invoiceDate,
    paymentDate: header.paymentDate,
    incomeDate: header.invoiceDate,
    periodInvoiced: header.periodInvoiced,
    factoringContractNumber: null,
    isPdfBased: false,
  };
  return { draft, amounts };
}

/**
 * P_11 is the net in the invoice's currency; the VAT is P_11Vat when given, else ROUND(net × rate, 2);
 * PLN amounts are ROUND(amount × KursWaluty, 2); gross is net + VAT in each currency. A currency line
 * without a rate has no PLN amounts: incomplete, never guessed.
 */
function lineAmounts(row: XmlElement, path: string, vatRate: Decimal | null, exchangeRate: Decimal | null, reader: KsefFieldReader): LineAmounts {
  const netCurrency = reader.money(firstAt(row, ['P_11']), `${path}/P_11`);
  const statedVat = reader.money(firstAt(row, ['P_11Vat']), `${path}/P_11Vat`);
  const vatCurrency = statedVat ?? (netCurrency === null || vatRate === null ? null : multiplyCents(netCurrency, vatRate));
  const inPln = (cents: bigint | null, element: string) =>
    cents === null || exchangeRate === null ? null : reader.amountInRange(multiplyCents(cents, exchangeRate), `${path}/${element}`);
  const netPln = inPln(netCurrency, 'P_11');
  const vatPln = inPln(vatCurrency, statedVat === null ? 'P_12' : 'P_11Vat');
  return {
    netCurrency,
    vatCurrency,
    grossCurrency: netCurrency === null || vatCurrency === null ? null : reader.amountInRange(netCurrency + vatCurrency, `${path}/P_11`),
    netPln,
    vatPln,
    grossPln: netPln === null || vatPln === null ? null : reader.amountInRange(netPln + vatPln, `${path}/P_11`),
  };
}

/** The sum of the lines' amounts; null when a line lacks its amount (the total is then not known). */
function sum(amounts: (bigint | null)[], path: string, reader: KsefFieldReader): bigint | null {
  if (amounts.some((amount) => amount === null)) return null;
  return reader.amountInRange(
    amounts.reduce<bigint>((total, amount) => total + (amount ?? 0n), 0n),
    path,
  );
}

function money(cents: bigint | null): number | null {
  return cents === null ? null : centsToNumber(cents);
}
