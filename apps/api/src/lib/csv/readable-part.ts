import type { CsvFormat, CsvPartialRow, CsvRow, CsvValues } from './csv-format.ts';

/** The values of the named columns, or null when one of them could not be read. */
export type ReadablePart<F extends CsvFormat> = <K extends keyof F & string>(...columns: K[]) => Pick<CsvValues<F>, K> | null;

/**
 * What a row's rules may read (FORMATS §1: every error of every row at once). A rule asks for the columns it involves
 * and is skipped when one of them was unreadable: the reader has named that cell, and a rule run on a stand-in value
 * would report what the file never said. A row read whole gives every column.
 */
export function readablePartOf<F extends CsvFormat>(row: CsvRow<F> | CsvPartialRow<F>): ReadablePart<F> {
  const unreadable: ReadonlySet<string> = 'unreadable' in row ? row.unreadable : new Set();
  // Every named column was read, so each holds its column's value (a required one is there, an optional one may be absent).
  const values = row.values as CsvValues<F>;
  return (...columns) => (columns.some((column) => unreadable.has(column)) ? null : values);
}
