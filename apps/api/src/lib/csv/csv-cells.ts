import { z } from 'zod';
import { messageOfZodIssue, type MessageRef } from '@leasedesk/contract';
import { readCsvDate } from './csv-date.ts';
import { readCsvNumber } from './csv-number.ts';

/**
 * The shared cell parsers of every CSV format (FORMATS §1). A cell schema takes the cell's text, trimmed
 * and never empty (an empty cell is absent and never reaches its schema), and gives the value or an issue
 * whose message is a catalog key saying what was expected.
 */
export type CsvCell<T> = z.ZodType<T, string>;

export type CellReading<T> = { value: T } | { error: MessageRef };

/** The function behind each schema csvCell made, so the reader can call it without zod's per-parse work. */
const cellReaders = new WeakMap<CsvCell<unknown>, (text: string) => CellReading<unknown>>();

/** A cell schema from a function that reads the text or says what it expected. */
export function csvCell<T>(read: (text: string) => CellReading<T>): CsvCell<T> {
  const schema = z.string().transform((text, ctx) => {
    const reading = read(text);
    if ('value' in reading) return reading.value;
    ctx.addIssue({ code: 'custom', message: reading.error.key, params: reading.error.params ?? {} });
    return z.NEVER;
  });
  cellReaders.set(schema, read);
  return schema;
}

/**
 * A cell's value or its error. A schema made by csvCell is read by its function directly, which is exactly
 * what its safeParse does but a third of the time (a 50 000-row file has a million cells); any other zod
 * schema (a pipe, a refinement) is parsed, its first issue worded by the contract's catalog keys.
 */
export function readCell<T>(cell: CsvCell<T>, text: string): CellReading<T> {
  const read = cellReaders.get(cell);
  if (read) return read(text) as CellReading<T>;
  const parsed = cell.safeParse(text);
  if (parsed.success) return { value: parsed.data };
  const { key, params = {} } = messageOfZodIssue(parsed.error.issues[0] ?? { code: 'custom' });
  return { error: Object.keys(params).length > 0 ? { key, params } : { key } };
}

/** Text as typed (trimmed), at most `maximum` characters; NUL is refused since PostgreSQL text cannot hold it. */
export const csvText = (maximum: number): CsvCell<string> =>
  csvCell<string>((text) => {
    if (text.includes('\u0000')) return { error: { key: 'csv.text.nul' } };
    if (text.length > maximum) return { error: { key: 'csv.text.tooLong', params: { maximum, actual: text.length } } };
    return { value: text };
  });

/** Any number FORMATS §1 allows. */
export const csvNumber: CsvCell<number> = csvCell<number>((text) => {
  const read = readCsvNumber(text);
  return read ? { value: read.value } : { error: { key: 'csv.number' } };
});

/** A whole number from `minimum` to `maximum` (a position, a count). */
export const csvInteger = (minimum: number, maximum: number): CsvCell<number> =>
  csvCell<number>((text) => {
    const read = readCsvNumber(text);
    if (!read || read.decimals > 0 || read.value < minimum || read.value > maximum) return { error: { key: 'csv.integer', params: { minimum, maximum } } };
    return { value: read.value };
  });

/**
 * The largest amount taken (100 billion): far within numeric(18, 2) and exact to the cent in a JavaScript
 * number. A format that adds amounts up (invoice totals) holds its sums to the same bound.
 */
export const csvMaxMoney = 99_999_999_999.99;

/** An amount: a number with at most 2 decimals (by its text: `1,005` is refused, never rounded). */
export const csvMoney: CsvCell<number> = csvCell<number>((text) => {
  const read = readCsvNumber(text);
  if (!read || read.decimals > 2) return { error: { key: 'csv.money' } };
  if (Math.abs(read.value) > csvMaxMoney) return { error: { key: 'csv.money.range', params: { maximum: { money: csvMaxMoney } } } };
  return { value: read.value };
});

/** A date, `YYYY-MM-DD` or `DD.MM.YYYY`, as `YYYY-MM-DD`. */
export const csvDate: CsvCell<string> = csvCell<string>((text) => {
  const read = readCsvDate(text);
  return 'date' in read ? { value: read.date } : read;
});

const booleanWords: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false, tak: true, nie: false, yes: true, no: false };

/** `true`/`false`, `1`/`0`, `tak`/`nie`, `yes`/`no`, in any case. */
export const csvBoolean: CsvCell<boolean> = csvCell<boolean>((text) => {
  const value = booleanWords[text.toLowerCase()];
  return value === undefined ? { error: { key: 'csv.boolean' } } : { value };
});
