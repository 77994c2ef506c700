import { readCsv } from '../../../lib/csv/read-csv.ts';
import type { InvoiceLinesRead } from '../invoice-line-draft.ts';
import { invoiceCsvDrafts } from './invoice-csv-invoices.ts';
import { readInvoiceCsvLine, type InvoiceCsvLine } from './invoice-csv-line.ts';
import { invoiceCsvFormat } from './invoice-csv-format.ts';

export { invoiceCsvTemplate } from './invoice-csv-template.ts';

/**
 * An invoice report CSV (FORMATS §1–§2) as line drafts, or every error at once (at most 100, each naming its
 * row and column): the cells by the format, then the rules within each row, then those across each
 * invoice's lines. A line that matches no agreement is no error here: matching runs after storing.
 */
export function readInvoiceCsv(bytes: Buffer): InvoiceLinesRead {
  const { rows, errors } = readCsv(bytes, invoiceCsvFormat);
  const lines: InvoiceCsvLine[] = [];
  for (const { row, values } of rows) {
    const line = readInvoiceCsvLine(row, values, errors);
    if (line) lines.push(line);
  }
  const drafts = invoiceCsvDrafts(lines, errors);
  return errors.any ? { ok: false, errors: errors.inRowOrder() } : { ok: true, lines: drafts };
}
