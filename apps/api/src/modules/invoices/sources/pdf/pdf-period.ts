// The month invoiced: `Okres rozliczeniowy: 2025-03` / `03.2025` / `marzec 2025` / a date range (its first day's
// month, as KSeF's OkresFa/P_6_Od), or `za marzec 2025` / `za marca 2025` in the text. Always the month's first day.

import { calendarDate, datesIn } from './pdf-dates.ts';
import { agreedReading, findLabels, valueAfter } from './pdf-labels.ts';
import { digitLike, foldText, ocrToDigits, realDigitCount, type PdfLine } from './pdf-text.ts';

/** Polish month names folded (no diacritics), nominative and genitive, with their numbers. */
const monthNumbers: Readonly<Record<string, number>> = {
  styczen: 1, stycznia: 1,
  luty: 2, lutego: 2,
  marzec: 3, marca: 3,
  kwiecien: 4, kwietnia: 4,
  maj: 5, maja: 5,
  czerwiec: 6, czerwca: 6,
  lipiec: 7, lipca: 7,
  sierpien: 8, sierpnia: 8,
  wrzesien: 9, wrzesnia: 9,
  pazdziernik: 10, pazdziernika: 10,
  listopad: 11, listopada: 11,
  grudzien: 12, grudnia: 12,
};

const monthName = new RegExp(`(?<![\\p{L}\\p{N}])(${Object.keys(monthNumbers).join('|')})\\s+([0-9oil]{4})(?![0-9oil])`, 'gdu');
const yearMonth = new RegExp(`(?<![${digitLike}-])([${digitLike}]{4})-([${digitLike}]{2})(?![${digitLike}-])`, 'g');
const monthYear = new RegExp(`(?<![${digitLike}./-])([${digitLike}]{1,2})[./-]([${digitLike}]{4})(?![${digitLike}./-])`, 'g');
/** `za marzec 2025`, `za miesiąc marzec 2025`, `za m-c 03.2025`, `za okres 2025-03`: the period follows at once. */
const forPeriod = /(?<![\p{L}\p{N}])za(?:\s+(?:miesiac|m-c|mc|okres))?\s*:?\s+/gu;

/** `października 2025 r.` and `01.03.2025` fit in this many characters. */
const lookAhead = 24;

/** A month found in a text: where it starts and its first day, null when no such month exists. */
type PeriodReading = { start: number; period: string | null };

/** The month's first day, null when there is no such month (or it lies outside the dates the product stores). */
function firstDay(year: string, month: string): string | null {
  return calendarDate(Number(ocrToDigits(year)), Number(ocrToDigits(month)), 1);
}

/** Every month-naming run of the text (OCR's O and l read as 0 and 1), left to right. */
function periodsIn(text: string): PeriodReading[] {
  const folded = foldText(text);
  const readings: PeriodReading[] = [];
  for (const match of folded.matchAll(monthName)) {
    const month = monthNumbers[match[1] ?? ''];
    const [yearStart, yearEnd] = match.indices?.[2] ?? [0, 0];
    const year = text.slice(yearStart, yearEnd);
    readings.push({ start: match.index, period: month === undefined || realDigitCount(year) < 2 ? null : firstDay(year, String(month)) });
  }
  for (const pattern of [yearMonth, monthYear]) {
    for (const match of text.matchAll(pattern)) {
      if (realDigitCount(match[0]) < 3) continue;
      const [year = '', month = ''] = pattern === yearMonth ? [match[1], match[2]] : [match[2], match[1]];
      readings.push({ start: match.index, period: firstDay(year, month) });
    }
  }
  for (const date of datesIn(text)) readings.push({ start: date.start, period: date.date === null ? null : `${date.date.slice(0, 7)}-01` });
  return readings.sort((a, b) => a.start - b.start);
}

/** `za <month> <year>` in a text (a description, a note): the month right after `za`. */
export function periodAfterFor(text: string): string | null | undefined {
  const readings = [...foldText(text).matchAll(forPeriod)].flatMap((match) => {
    // The month follows `za` at once: a short look ahead is enough, and keeps a line of many `za` linear.
    const rest = text.slice(match.index + match[0].length, match.index + match[0].length + lookAhead);
    const [first] = periodsIn(rest);
    return first && first.start === 0 ? [first.period] : [];
  });
  return agreedReading(readings);
}

/**
 * The period the invoice states for all its lines: `Okres …` when a month follows it at once (`Okres leasingu: 36
 * miesięcy od 01.01.2024` is another okres, and its date no period), else `za <month> <year>` outside the table.
 */
export function readInvoicePeriod(lines: readonly PdfLine[]): string | null | undefined {
  const labelled = findLabels('period', lines).flatMap((label) => {
    const line = lines[label.lineIndex];
    const value = line ? valueAfter(line, label).text.replace(/^(?:od|za)\s+/i, '') : '';
    const [first] = periodsIn(value);
    return first && first.start === 0 ? [first.period] : [];
  });
  const stated = agreedReading(labelled);
  if (stated !== undefined) return stated;
  return agreedReading(lines.flatMap((line) => {
    const period = periodAfterFor(line.text);
    return period === undefined ? [] : [period];
  }));
}
