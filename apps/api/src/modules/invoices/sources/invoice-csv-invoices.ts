import { invoiceLinesLimit, type MessageParam } from '@leasedesk/contract';
import { csvMaxMoney } from '../../../lib/csv/csv-cells.ts';
import type { CsvErrors } from '../../../lib/csv/csv-errors.ts';
import type { InvoiceLineDraft } from '../invoice-line-draft.ts';
import { fromCents, toCents, type InvoiceCsvLine } from './invoice-csv-line.ts';

/** Lines of one invoice: the same tax id and invoice number (FORMATS §2). */
const invoiceKeyOf = ({ draft }: InvoiceCsvLine) => `${draft.taxId}\u0000${draft.invoiceNumber}`;

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
      const expected = first.draft[column] ?? '';
      if (line.draft[column] === expected) continue;
      const value: MessageParam = date ? { date: expected } : expected;
      errors.add(line.row, column, 'csv.invoice.disagrees', { invoiceNumber: first.draft.invoiceNumber ?? '', row: String(first.row), value });
    }
  }
}

type TotalColumn = 'invoiceNetAmountPln' | 'invoiceGrossAmountPln' | 'invoiceNetAmountCurrency' | 'invoiceGrossAmountCurrency';

/** Each invoice total and the position amount it adds up when no line gives it. */
const totalSources: ReadonlyArray<readonly [TotalColumn, (draft: InvoiceLineDraft) => number | null]> = [
  ['invoiceNetAmountPln', (draft) => draft.positionNetAmountPln],
  ['invoiceGrossAmountPln', (draft) => draft.positionGrossAmountPln],
  ['invoiceNetAmountCurrency', (draft) => draft.positionNetAmountCurrency],
  ['invoiceGrossAmountCurrency', (draft) => draft.positionGrossAmountCurrency],
];

/** The sum over the lines, null when a line has no such amount; beyond the money bound, an error on the last line. */
function sumOfLines(invoice: readonly InvoiceCsvLine[], column: TotalColumn, amountOf: (draft: InvoiceLineDraft) => number | null, errors: CsvErrors): number | null {
  let cents = 0;
  for (const { draft } of invoice) {
    const amount = amountOf(draft);
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
function invoiceTotal(invoice: readonly InvoiceCsvLine[], column: TotalColumn, amountOf: (draft: InvoiceLineDraft) => number | null, errors: CsvErrors): number | null {
  const first = invoice.find((line) => line.draft[column] !== null);
  const given = first?.draft[column] ?? null;
  if (!first || given === null) return sumOfLines(invoice, column, amountOf, errors);
  for (const line of invoice) {
    const own = line.draft[column];
    if (own === null || toCents(own) === toCents(given)) continue;
    errors.add(line.row, column, 'csv.invoice.disagrees', { invoiceNumber: first.draft.invoiceNumber ?? '', row: String(first.row), value: { money: given } });
  }
  return given;
}

/**
 * The rules of FORMATS §2 across the lines of each invoice, set on the lines' drafts: they agree on
 * contractorName, invoiceDate, paymentDate and currency; totals default to the sums over the invoice's lines
 * and agree where given; sequence defaults to the line's position in its invoice in file order. The drafts
 * come in file order.
 */
export function invoiceCsvDrafts(lines: readonly InvoiceCsvLine[], errors: CsvErrors): InvoiceLineDraft[] {
  for (const invoice of groupByInvoice(lines)) {
    // As KSeF's reader: an invoice the correction (PUT /api/invoices) could not take back whole is refused.
    const beyond = invoice[invoiceLinesLimit];
    if (beyond) errors.add(beyond.row, 'invoiceNumber', 'csv.invoice.tooManyLines', { invoiceNumber: beyond.draft.invoiceNumber ?? '', maximum: invoiceLinesLimit });
    checkSharedColumns(invoice, errors);
    for (const [column, amountOf] of totalSources) {
      const total = invoiceTotal(invoice, column, amountOf, errors);
      for (const { draft } of invoice) draft[column] = total;
    }
    invoice.forEach(({ draft }, index) => {
      if (draft.sequence === 0) draft.sequence = index + 1;
    });
  }
  return lines.map(({ draft }) => draft);
}
