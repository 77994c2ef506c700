import { agreementCsvColumns, type AgreementCsvColumn } from './agreement-csv-format.ts';

/** What every agreements CSV this server writes starts with, so Excel reads the Polish letters as UTF-8. */
export const byteOrderMark = '\uFEFF';
export const csvContentType = 'text/csv; charset=utf-8';

/** RFC 4180: a field holding the delimiter, a quote or a line break is quoted, its quotes doubled. */
const csvField = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);

/** One line of a file of these columns, its cells in their order (a column without one empty), `;`-separated, CRLF as Excel writes them. */
export const csvLineOf = <C extends string>(columns: readonly C[], cells: Readonly<Partial<Record<C, string>>>): string => `${columns.map((column) => csvField(cells[column] ?? '')).join(';')}\r\n`;

/** One line of the agreements file, its cells in the format's column order. */
export const agreementCsvLine = (cells: Readonly<Partial<Record<AgreementCsvColumn, string>>>): string => csvLineOf(agreementCsvColumns, cells);

/** The header line: every column of the format. */
export const agreementCsvHeader = (): string => `${agreementCsvColumns.join(';')}\r\n`;

/** A stored numeric's text (`9500.00`, `0.0650000000`) with a decimal comma; `keepZeros` false drops trailing zeros (`0,065`). */
export function decimalComma(numericText: string, keepZeros: boolean): string {
  const text = keepZeros || !numericText.includes('.') ? numericText : numericText.replace(/\.?0+$/, '');
  return text.replace('.', ',');
}
