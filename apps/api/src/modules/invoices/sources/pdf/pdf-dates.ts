// Dates as Polish invoices print them: `DD.MM.YYYY`, `YYYY-MM-DD` or `DD-MM-YYYY`, OCR's O and l read as 0 and 1.
// Slashes are not a date form here: `12/03/2025` is an invoice number far more often than a date.

import { earliestWireDate, latestWireDate } from '@leasedesk/contract';
import { agreedReading, findLabels, labelsOnLine, nextTextLine, valueAfter, holdsLabel, type LabelMatch, type LabelName } from './pdf-labels.ts';
import { cellsOf, digitLike, foldText, ocrToDigits, realDigitCount, type PdfLine } from './pdf-text.ts';

const d = `[${digitLike}]`;
const notDigit = `(?<![${digitLike}])`;
const noDigitAfter = `(?![${digitLike}])`;
/** Day, month and year with one separator used twice; OCR may put a space around it. */
const dayMonthYear = new RegExp(`${notDigit}(${d}{1,2}) ?([.-]) ?(${d}{1,2}) ?\\2 ?(${d}{4})${noDigitAfter}`, 'g');
const yearMonthDay = new RegExp(`${notDigit}(${d}{4})-(${d}{1,2})-(${d}{1,2})${noDigitAfter}`, 'g');

/** `5 marca 2026`, `5 mar 2026`: Polish month names in the genitive (as dates are written), folded, or their first three letters. */
const monthNames = ['stycznia', 'lutego', 'marca', 'kwietnia', 'maja', 'czerwca', 'lipca', 'sierpnia', 'wrzesnia', 'pazdziernika', 'listopada', 'grudnia'];
const dayMonthNameYear = new RegExp(`${notDigit}(${d}{1,2})\\.? (\\p{L}{3,12})\\.? (${d}{4})(?: ?r\\.?)?${noDigitAfter}`, 'gu');

function monthOfName(name: string): number | null {
  const folded = foldText(name);
  const index = monthNames.findIndex((month) => month === folded || (folded.length === 3 && month.startsWith(folded)));
  return index < 0 ? null : index + 1;
}

/** A date-like run of text: where it is and the calendar date it names, null when no such day exists. */
export type DateReading = { start: number; end: number; date: string | null };

/** `YYYY-MM-DD` when the day exists and lies within the dates the product stores, else null. */
export function calendarDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return null;
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  const date = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return date < earliestWireDate || date > latestWireDate ? null : date;
}

function reading(match: RegExpExecArray, year: string, month: string, day: string): DateReading | null {
  // Eight look-alike letters in a row are a word (`lo.lo.lolo`), not a date OCR garbled.
  if (realDigitCount(match[0]) < 4) return null;
  const date = calendarDate(Number(ocrToDigits(year)), Number(ocrToDigits(month)), Number(ocrToDigits(day)));
  return { start: match.index, end: match.index + match[0].length, date };
}

/** Every date-like run in the text, left to right. */
export function datesIn(text: string): DateReading[] {
  const readings: DateReading[] = [];
  for (const match of text.matchAll(dayMonthYear)) {
    const found = reading(match, match[4] ?? '', match[3] ?? '', match[1] ?? '');
    if (found) readings.push(found);
  }
  for (const match of text.matchAll(dayMonthNameYear)) {
    const month = monthOfName(match[2] ?? '');
    if (month === null || readings.some((other) => match.index < other.end && other.start < match.index + match[0].length)) continue;
    const found = reading(match, match[3] ?? '', String(month), match[1] ?? '');
    if (found) readings.push(found);
  }
  for (const match of text.matchAll(yearMonthDay)) {
    const found = reading(match, match[1] ?? '', match[2] ?? '', match[3] ?? '');
    if (found && !readings.some((other) => found.start < other.end && other.start < found.end)) readings.push(found);
  }
  return readings.sort((a, b) => a.start - b.start);
}

/** The three dates an invoice prints; `undefined` when its label is not printed at all. */
export type InvoiceDates = { invoiceDate: string | null | undefined; incomeDate: string | null | undefined; paymentDate: string | null | undefined };

const dateLabels: readonly LabelName[] = ['invoiceDate', 'incomeDate', 'paymentDate'];

/**
 * One reading per printed label: the first date after the label on its line (a date that does not exist is read
 * as null, never mended). A label with nothing after it takes its value from the line below, when that line holds
 * no labels of its own and exactly as many dates as there are such labels on the label's line: labels and values
 * printed as a header row (`Data wystawienia  Data sprzedaży` over `05.03.2025  05.03.2025`) pair in order.
 */
function readingsOf(name: LabelName, lines: readonly PdfLine[]): (string | null)[] {
  return findLabels(name, lines).flatMap((label) => {
    const line = lines[label.lineIndex];
    if (!line) return [null];
    const value = valueAfter(line, label);
    const [first] = datesIn(value.text);
    if (first) return [first.date];
    // Words without a digit after the label (`Data dostawy / wykonania` heading a column, a sentence) are no date
    // printed at all; `14 dni` or `31.02.2025` are a date printed and unreadable.
    if (value.text !== '') return /\d/.test(value.text) ? [null] : [];
    return [dateBelow(lines, label)];
  });
}

/** Cells this far apart still stand in one column (a value printed a little left or right of its label). */
const columnSlack = 6;

function dateBelow(lines: readonly PdfLine[], label: LabelMatch): string | null {
  const line = lines[label.lineIndex];
  const below = nextTextLine(lines, label.lineIndex);
  if (!line || !below) return null;
  if (holdsLabel(below.line.folded)) {
    // Two columns of labels (KSeF's `Szczegóły`): the date in the label's column, when the line below prints one there.
    const inColumn = cellsOf(below.line.text).filter((cell) => Math.abs(cell.start - label.start) <= columnSlack && !holdsLabel(foldText(cell.text)));
    const [date] = inColumn.flatMap((cell) => datesIn(cell.text));
    return inColumn.length === 1 && date ? date.date : null;
  }
  const valueless = dateLabels
    .flatMap((name) => labelsOnLine(name, line, label.lineIndex))
    .filter((other) => valueAfter(line, other).text === '')
    .sort((a, b) => a.start - b.start);
  const dates = datesIn(below.line.text);
  const position = valueless.findIndex((other) => other.start === label.start);
  return dates.length === valueless.length ? (dates[position]?.date ?? null) : null;
}

/** invoiceDate from `Data wystawienia`, incomeDate from `Data sprzedaży`, paymentDate from `Termin płatności`. */
export function readInvoiceDates(lines: readonly PdfLine[]): InvoiceDates {
  return {
    invoiceDate: agreedReading(readingsOf('invoiceDate', lines)),
    incomeDate: agreedReading(readingsOf('incomeDate', lines)),
    paymentDate: agreedReading(readingsOf('paymentDate', lines)),
  };
}

/** `Termin płatności: 14 dni` (days from the issue date): the days, when every such term printed agrees. */
export function readPaymentTermDays(lines: readonly PdfLine[]): number | null {
  const terms = findLabels('paymentDate', lines).flatMap((label) => {
    const line = lines[label.lineIndex];
    const days = line ? /^(\d{1,3}) ?dni(?![\p{L}])/u.exec(valueAfter(line, label).text.toLowerCase()) : null;
    return days ? [Number(days[1])] : [];
  });
  const [first] = terms;
  return first !== undefined && terms.every((days) => days === first) ? first : null;
}

/** The day `days` after an ISO date (within the dates the product stores), or null. */
export function daysAfter(date: string, days: number): string | null {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return calendarDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}
