import type { MessageParam } from '@leasedesk/contract';
import { csvMaxMoney } from '../../../lib/csv/csv-cells.ts';
import type { CsvErrors } from '../../../lib/csv/csv-errors.ts';
import type { InvoiceLineDraft } from '../invoice-line-draft.ts';
import { fromCents, toCents, type InvoiceCsvLine } from './invoice-csv-line.ts';

/** Lines of one invoice: the same tax id and invoice number (FORMATS §2). */
const invoiceKeyOf = (line: InvoiceCsvLine) => `${line.values.taxId}\u0000${line.values.invoiceNumber}`;

/** The invoice's lines in file order, invoices in the order they first appear. */
function groupByInvoice(lines: readonly InvoiceCsvLine[]): InvoiceCsvLine[][] {
  const invoices = new Map<string, InvoiceCsvLine[]>();
  for (const line of lines) {
    const key = invoiceKeyOf(line);
    const invoice = invoices.get(key);
    if (invoice) invoice.push(line);
    else invoices.set(key, [line]);
  }
  return [...invoices.values()];
}

/** What every line of an invoice must give alike; dates are shown as dates in the message. */
const sharedColumns = [
  { column: 'contractorName', date: false },
  { column: 'invoiceDate', date: true },
  { column: 'paymentDate', date: true },
  { column: 'currency', date: false },
] as const;

/** A line that differs from the invoice's first line on a shared column is an error on that row and column. */
function checkSharedColumns(invoice: readonly InvoiceCsvLine[], errors: CsvErrors): void {
  const [first, ...others] = invoice;
  if (!first) return;
  for (const line of others) {
    for (const { column, date } of sharedColumns) {
      const expected = first.values[column];
      if (line.values[column] === expected) continue;
      const value: MessageParam = date ? { date: expected } : expected;
      errors.add(line.row, column, 'csv.invoice.disagrees', { invoiceNumber: first.values.invoiceNumber, row: String(first.row), value });
    }
  }
}

type InvoiceTotals = Pick<InvoiceLineDraft, 'invoiceNetAmountPln' | 'invoiceGrossAmountPln' | 'invoiceNetAmountCurrency' | 'invoiceGrossAmountCurrency'>;
type TotalColumn = keyof InvoiceTotals;

/** Each invoice total and the position amount it adds up when no line gives it. */
const totalSources: ReadonlyArray<readonly [TotalColumn, (line: InvoiceCsvLine) => number | null]> = [
  ['invoiceNetAmountPln', (line) => line.values.positionNetAmountPln],
  ['invoiceGrossAmountPln', (line) => line.positionGrossAmountPln],
  ['invoiceNetAmountCurrency', (line) => line.positionNetAmountCurrency],
  ['invoiceGrossAmountCurrency', (line) => line.positionGrossAmountCurrency],
];

/** The sum over the lines, null when a line has no such amount; beyond the money bound, an error on the last line. */
function sumOfLines(invoice: readonly InvoiceCsvLine[], column: TotalColumn, amountOf: (line: InvoiceCsvLine) => number | null, errors: CsvErrors): number | null {
  let cents = 0;
  for (const line of invoice) {
    const amount = amountOf(line);
    if (amount === null) return null;
    cents += toCents(amount);
  }
  const sum = fromCents(cents);
  if (Math.abs(sum) <= csvMaxMoney) return sum;
  const last = invoice[invoice.length - 1];
  if (last) errors.add(last.row, column, 'csv.money.range', { maximum: { money: csvMaxMoney } });
  return null;
}

/**
 * One total of the invoice: as given (every line that gives it must give the same), else the sum over its
 * lines (FORMATS §2). A given total is not held to the lines' sum: the file may hold only the lease positions
 * of an invoice that has others.
 */
function invoiceTotal(invoice: readonly InvoiceCsvLine[], column: TotalColumn, amountOf: (line: InvoiceCsvLine) => number | null, errors: CsvErrors): number | null {
  const givers = invoice.filter((line) => line.values[column] !== undefined);
  const [first] = givers;
  if (!first) return sumOfLines(invoice, column, amountOf, errors);
  const given = first.values[column] as number;
  for (const line of givers) {
    if (toCents(line.values[column] as number) === toCents(given)) continue;
    errors.add(line.row, column, 'csv.invoice.disagrees', { invoiceNumber: first.values.invoiceNumber, row: String(first.row), value: { money: given } });
  }
  return given;
}

function invoiceTotals(invoice: readonly InvoiceCsvLine[], errors: CsvErrors): InvoiceTotals {
  const totals: Partial<InvoiceTotals> = {};
  for (const [column, amountOf] of totalSources) totals[column] = invoiceTotal(invoice, column, amountOf, errors);
  return totals as InvoiceTotals;
}

function draftOf(line: InvoiceCsvLine, position: number, totals: InvoiceTotals): InvoiceLineDraft {
  const { values } = line;
  return {
    sequence: values.sequence ?? position,
    contractorName: values.contractorName,
    taxId: values.taxId,
    agreementNumber: values.agreementNumber,
    scheduleNumber: values.scheduleNumber,
    invoiceNumber: values.invoiceNumber,
    positionDescription: values.positionDescription,
    positionNetAmountPln: values.positionNetAmountPln,
    positionVatAmountPln: values.positionVatAmountPln,
    positionGrossAmountPln: line.positionGrossAmountPln,
    positionNetAmountCurrency: line.positionNetAmountCurrency,
    positionVatAmountCurrency: line.positionVatAmountCurrency,
    positionGrossAmountCurrency: line.positionGrossAmountCurrency,
    ...totals,
    vatRate: values.vatRate,
    currency: values.currency,
    exchangeRate: line.exchangeRate,
    invoiceDate: values.invoiceDate,
    paymentDate: values.paymentDate,
    incomeDate: values.incomeDate ?? values.invoiceDate,
    periodInvoiced: values.periodInvoiced ?? null,
    factoringContractNumber: values.factoringContractNumber ?? null,
    isPdfBased: false,
  };
}

/**
 * The rules of FORMATS §2 across the lines of each invoice: they agree on contractorName, invoiceDate,
 * paymentDate and currency; totals default to the sums over the invoice's lines and agree where given;
 * sequence defaults to the line's position in its invoice in file order. The drafts come in file order.
 */
export function invoiceCsvDrafts(lines: readonly InvoiceCsvLine[], errors: CsvErrors): InvoiceLineDraft[] {
  const drafts: { row: number; draft: InvoiceLineDraft }[] = [];
  for (const invoice of groupByInvoice(lines)) {
    checkSharedColumns(invoice, errors);
    const totals = invoiceTotals(invoice, errors);
    invoice.forEach((line, index) => drafts.push({ row: line.row, draft: draftOf(line, index + 1, totals) }));
  }
  return drafts.sort((a, b) => a.row - b.row).map(({ draft }) => draft);
}
