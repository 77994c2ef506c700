// The numbers an invoice names: its own (`Faktura VAT nr FV/2025/03/12`, `Nr faktury: 12/03/2025`), the agreement's
// (`Umowa leasingu nr UL/2025/001`, `Nr umowy: …`) and the schedule's (`Harmonogram nr 1`, `harm. 2`).

import { agreedReading, findLabels, firstCellOf, labelsOnLine, valueAfter, valueBelow, type LabelName } from './pdf-labels.ts';
import { foldText, type PdfLine } from './pdf-text.ts';

/** A number is one token of letters, digits and `/ _ . -`, starting with a letter or digit and holding a digit. */
const numberToken = /^[\p{L}\p{N}][\p{L}\p{N}/_.-]*$/u;
/** A series prefix printed apart from the number (`FV 12/2025`): a few capitals. */
const seriesPrefix = /^\p{Lu}{1,5}$/u;

/**
 * OCR's O for 0 and l or I for 1 inside a number: a run of them that touches a digit and no other letter
 * (`FV/2O25/O3/12` → `FV/2025/03/12`); `ORG/12` and the roman `II/2025` keep their letters.
 */
export function mendNumberDigits(token: string): string {
  return token.replace(/[OoIl]+/g, (run, offset: number) => {
    const before = token.charAt(offset - 1);
    const after = token.charAt(offset + run.length);
    const bordersOnly = (character: string) => character === '' || /[\d/_.-]/.test(character);
    const touchesDigit = /\d/.test(before) || /\d/.test(after);
    return bordersOnly(before) && bordersOnly(after) && touchesDigit ? run.replace(/[Oo]/g, '0').replace(/[Il]/g, '1') : run;
  });
}

/**
 * The number at the start of a label's value: its first token, or a series prefix and the token after it. Trailing
 * punctuation of a sentence (`UL/2025/001.`) is not part of it.
 */
export function numberAtStart(text: string, allowSeriesPrefix: boolean): string | null {
  const tokens = text.trim().split(' ').map((token) => token.replace(/[.,;:)]+$/, ''));
  const [first = '', second = ''] = tokens;
  const isNumber = (token: string) => numberToken.test(token) && /\d/.test(mendNumberDigits(token));
  if (allowSeriesPrefix && seriesPrefix.test(first) && isNumber(second)) return `${first} ${mendNumberDigits(second)}`;
  return isNumber(first) ? mendNumberDigits(first) : null;
}

/** Every reading of a numbered label in the lines: its value's first cell, or the line below when it has none. */
function numberReadings(name: LabelName, lines: readonly PdfLine[], allowSeriesPrefix: boolean): (string | null)[] {
  return findLabels(name, lines).map((label) => {
    const line = lines[label.lineIndex];
    if (!line) return null;
    const value = valueAfter(line, label);
    if (value.text !== '') return numberAtStart(firstCellOf(value), allowSeriesPrefix);
    const below = valueBelow(lines, label);
    return below === null ? null : numberAtStart(below, allowSeriesPrefix);
  });
}

/**
 * What the printed numbers say: `undefined` when none is printed, else as agreedReading. A label no number follows
 * is not a reading: `Faktura VAT` as a title, `faktura` or `umowy` in a sentence, `Harmonogram spłat`.
 */
const agreedNumber = (readings: (string | null)[]) => agreedReading(readings.filter((reading) => reading !== null));

/** A date after `faktura korygująca:` (`której dotyczy faktura korygująca: 2026-02-15`) is no invoice's number. */
const dateShaped = /^(?:\d{4}-\d{2}-\d{2}|\d{2}[.-]\d{2}[.-]\d{4})$/;

export function readInvoiceNumber(lines: readonly PdfLine[]): string | null | undefined {
  return agreedNumber(numberReadings('invoiceNumber', lines, true).map((reading) => (reading !== null && dateShaped.test(reading) ? null : reading)));
}

export function readAgreementNumber(lines: readonly PdfLine[]): string | null | undefined {
  return agreedNumber(numberReadings('agreementNumber', lines, false));
}

export function readScheduleNumber(lines: readonly PdfLine[]): string | null | undefined {
  return agreedNumber(numberReadings('scheduleNumber', lines, false));
}

/** The number a label names inside one text (a position's description), `undefined` when it names none. */
export function numberInText(name: 'agreementNumber' | 'scheduleNumber', text: string): string | null | undefined {
  const line: PdfLine = { page: 0, text, folded: foldText(text) };
  return agreedNumber(labelsOnLine(name, line, 0).map((label) => numberAtStart(firstCellOf(valueAfter(line, label)), false)));
}
