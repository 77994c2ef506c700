import type { CsvFormat } from '../../lib/csv/csv-format.ts';

/**
 * A CSV template (GET <import route>/template): the header of every column of the format in its order and one
 * example row, `;`-separated with CRLF line ends as Excel writes them; the route adds the byte-order mark so Excel
 * reads the Polish letters as UTF-8. No example cell needs quoting.
 */
export function csvTemplate<F extends CsvFormat>(format: F, exampleRow: Readonly<Record<keyof F & string, string>>): string {
  const columns = Object.keys(format) as (keyof F & string)[];
  return `${columns.join(';')}\r\n${columns.map((column) => exampleRow[column]).join(';')}\r\n`;
}
