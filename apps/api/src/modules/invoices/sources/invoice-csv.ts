import { readCsvRows } from '../../../lib/csv/read-csv.ts';
import type { InvoiceLinesRead } from '../invoice-line-draft.ts';
import { invoiceCsvDrafts } from './invoice-csv-invoices.ts';
import { checkPartialInvoiceCsvRow, readInvoiceCsvLine, type InvoiceCsvLine } from './invoice-csv-line.ts';
import { invoiceCsvFormat } from './invoice-csv-format.ts';

export { invoiceCsvTemplate } from './invoice-csv-template.ts';

/**
 * An invoice report CSV (FORMATS §1–§2) as line drafts, or every error at once (at most 100, each naming its
 * row and column, in row order): the cells by the format, then the rules within each row (as it is read:
 * only its compact draft is kept, which matters at 50 000 rows; a row with unreadable cells has the rules on its
 * other cells checked and gives no line), then those across the lines of each invoice.
 * A line that matches no agreement is no error here: matching runs after storing.
 */
export function readInvoiceCsv(bytes: Buffer): InvoiceLinesRead {
  const lines: InvoiceCsvLine[] = [];
  const errors = readCsvRows(
    bytes,
    invoiceCsvFormat,
    ({ row, values }, rowErrors) => {
      const line = readInvoiceCsvLine(row, values, rowErrors);
      if (line) lines.push(line);
    },
    checkPartialInvoiceCsvRow,
  );
  const drafts = invoiceCsvDrafts(lines, errors);
  return errors.any ? { ok: false, errors: errors.inRowOrder() } : { ok: true, lines: drafts };
}
