import { CsvError, parse } from 'csv-parse/sync';
import type { MessageKey } from '@leasedesk/contract';
import { readCell } from './csv-cells.ts';
import { CsvErrors } from './csv-errors.ts';
import type { CsvColumn, CsvFormat, CsvPartialRow, CsvRow, CsvValues } from './csv-format.ts';
import { detectCsvDelimiter, readCsvHeader, type CsvHeader } from './csv-header.ts';
import { csvMaxBytes, csvMaxDataRows } from './csv-limits.ts';
import { decodeCsvBytes, isUtf16 } from './decode-csv-bytes.ts';

/**
 * What a file gave: its rows that read without errors, and every error (at most csvMaxErrors). The format's
 * own rules across cells and rows add to the same errors; the file is good only when there are none.
 */
export type CsvRead<F extends CsvFormat> = { rows: CsvRow<F>[]; errors: CsvErrors };

/** Thrown from inside the parser to stop reading: the answer is already decided. */
class StopReading extends Error {}

/** csv-parse's syntax errors as what the user must fix. */
const syntaxErrorKeys: Readonly<Record<string, MessageKey>> = {
  CSV_QUOTE_NOT_CLOSED: 'csv.quote',
  CSV_INVALID_CLOSING_QUOTE: 'csv.quote.misplaced',
  INVALID_OPENING_QUOTE: 'csv.quote.misplaced',
  CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE: 'csv.quote.misplaced',
};

const isBlank = (record: readonly string[]) => record.every((field) => field.trim() === '');

/** A format column with its field's position in this file's rows (undefined: the header left it out). */
type PlacedColumn = { name: string; column: CsvColumn; position: number | undefined };

const placeColumns = (format: CsvFormat, header: CsvHeader): PlacedColumn[] =>
  Object.entries(format).map(([name, column]) => ({ name, column, position: header.positions.get(name) }));

/**
 * One data row's values by the format: every cell read, or the readable ones with the columns that were not (each
 * wrong cell is an error, in the row's column order).
 */
function readValues<F extends CsvFormat>(columns: readonly PlacedColumn[], record: readonly string[], row: number, errors: CsvErrors): CsvRow<F> | CsvPartialRow<F> {
  const values: Record<string, unknown> = {};
  const unreadable = new Set<keyof F & string>();
  for (const { name, column, position } of columns) {
    const text = position === undefined ? '' : (record[position] ?? '').trim();
    if (text === '') {
      if (column.required) {
        errors.add(row, name, 'csv.required');
        unreadable.add(name);
      } else values[name] = column.default;
      continue;
    }
    const reading = readCell(column.cell, text);
    if ('value' in reading) {
      values[name] = reading.value;
    } else {
      errors.add(row, name, reading.error.key, reading.error.params);
      unreadable.add(name);
    }
  }
  return unreadable.size === 0 ? { row, values: values as CsvValues<F> } : { row, values: values as Partial<CsvValues<F>>, unreadable };
}

/**
 * The one CSV reader of the product (FORMATS §1): the file's bytes in UTF-8 (a byte-order mark or not) or
 * Windows-1250, `;` or `,` as the header row uses, RFC 4180 quoting (csv-parse), CRLF, LF or CR; the header's
 * names matched to `format` in any case and order; every data row's cells read by their column's schema and
 * handed to `onRow` as it is read, with the errors for the format's own rules on the row (nothing is kept: a
 * format turns each row into its own compact record). A row with unreadable cells goes to `onPartialRow` instead,
 * so the format's rules that involve only its readable cells still find their errors (every error of every row at
 * once, as the forms answer).
 * Rows are numbered as records (the header is row 1; a line break inside quotes does not shift later rows);
 * blank rows are skipped but counted. Errors name the row and column; reading stops at the 100th error, at
 * the first syntax error (nothing after it can be trusted), or past the row limit. The errors are answered;
 * `onRow` was called only for rows whose every cell read.
 */
export function readCsvRows<F extends CsvFormat>(
  bytes: Buffer,
  format: F,
  onRow: (row: CsvRow<F>, errors: CsvErrors) => void,
  onPartialRow: (row: CsvPartialRow<F>, errors: CsvErrors) => void = () => undefined,
): CsvErrors {
  const errors = new CsvErrors();
  if (bytes.length > csvMaxBytes) {
    errors.add(1, undefined, 'csv.file.tooLarge', { maximum: csvMaxBytes / 1024 / 1024 });
    return errors;
  }
  // Read as UTF-8 or Windows-1250, UTF-16 becomes a header of letters and NULs ("Unknown column ˙ţc\0o…").
  if (isUtf16(bytes)) {
    errors.add(1, undefined, 'csv.file.utf16');
    return errors;
  }
  const text = decodeCsvBytes(bytes);
  let header: CsvHeader | null = null;
  let columns: PlacedColumn[] = [];
  let row = 0;
  let dataRows = 0;

  const onRecord = (record: string[]): null => {
    row += 1;
    if (isBlank(record)) return null;
    if (header === null) {
      header = readCsvHeader(row, record, format, errors);
      if (header === null) throw new StopReading();
      columns = placeColumns(format, header);
      errors.placeColumns(header.positions);
      return null;
    }
    dataRows += 1;
    if (dataRows > csvMaxDataRows) {
      errors.add(row, undefined, 'csv.rows.tooMany', { maximum: csvMaxDataRows });
      throw new StopReading();
    }
    if (record.length !== header.fieldCount) {
      errors.add(row, undefined, 'csv.fieldCount', { expected: header.fieldCount, actual: record.length });
    } else {
      const read = readValues<F>(columns, record, row, errors);
      if ('unreadable' in read) onPartialRow(read, errors);
      else onRow(read, errors);
    }
    if (errors.full) throw new StopReading();
    return null;
  };

  try {
    parse(text, {
      delimiter: detectCsvDelimiter(text),
      record_delimiter: ['\r\n', '\n', '\r'],
      relax_column_count: true,
      trim: true,
      on_record: onRecord,
    });
  } catch (error) {
    if (error instanceof StopReading) return errors;
    if (!(error instanceof CsvError)) throw error;
    errors.add(row + 1, undefined, syntaxErrorKeys[error.code] ?? 'csv.quote.misplaced');
    return errors;
  }
  if (header === null) errors.add(1, undefined, 'csv.empty');
  else if (dataRows === 0) errors.add(row + 1, undefined, 'csv.rows.none');
  return errors;
}

/** readCsvRows with the rows kept: for small files and tests. */
export function readCsv<F extends CsvFormat>(bytes: Buffer, format: F): CsvRead<F> {
  const rows: CsvRow<F>[] = [];
  const errors = readCsvRows(bytes, format, (row) => rows.push(row));
  return { rows, errors };
}
