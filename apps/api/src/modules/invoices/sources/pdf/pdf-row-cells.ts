// The value cells at the end of a positions row (amounts, rates, quantities, units), each with where it stands, so
// they can be put under the header's columns. Read from the right end, as pdf-amounts.ts reads amounts: a Polish
// amount ends in `,dd`, which is what splits a row whose cells are one space apart (OCR).

import { amountEndingAt, currencyOfToken, fillerToken, percentOf, percentToken, zeroRateMark } from './pdf-amounts.ts';
import { foldText, tokensOf, type TextToken } from './pdf-text.ts';

export type RowCell =
  | { kind: 'amount'; cents: bigint | null; currency: string | null; start: number; end: number }
  | { kind: 'rate'; percent: number | null; start: number; end: number }
  | { kind: 'number'; value: number; text: string; start: number; end: number }
  | { kind: 'unit'; start: number; end: number }
  | { kind: 'filler'; start: number; end: number }
  | { kind: 'flag'; value: boolean; start: number; end: number };

/** The cells and where the description before them ends. */
export type RowCells = { start: number; cells: RowCell[] };

const unitWord = /^(?:szt|sztuk[a-z]*|usl|usluga|uslugi|kpl|komplet|m-c|m-ce|mc|msc|mies|miesiac|op|godz|h|km|kg|m2|m3|mb|l|t|rycz|ryczalt|para|pary|egz|dzien|dni|doba|doby|tydz|tyg|rok|lata)\.?$/;
const plainNumber = /^\d{1,7}(?:[.,]\d{1,6})?$/;
/** KSeF's `Stan przed` column: `Tak` on a correction's row before the change. */
const flagWord = /^(?:tak|nie)$/;

function numberCell(token: TextToken): RowCell | null {
  if (!plainNumber.test(token.text)) return null;
  return { kind: 'number', value: Number(token.text.replace(',', '.')), text: token.text, start: token.start, end: token.end };
}

/**
 * The cells at the end of a row, left to right: at most `maxCells` (the header's columns after the description),
 * none starting left of `valuesFrom` (where the header's first value column begins: what stands left of it is the
 * description's). A currency after an amount (`86,16 PLN`) belongs to it.
 */
export function readRowCells(text: string, maxCells: number, valuesFrom: number): RowCells {
  const tokens = tokensOf(text);
  const cells: RowCell[] = [];
  let currency: string | null = null;
  let index = tokens.length - 1;
  for (; index >= 0 && cells.length < maxCells; index -= 1) {
    const token = tokens[index];
    if (!token) break;
    const amount = amountEndingAt(tokens, index);
    // An amount may reach left of its column's label (a wide number under a short, centred label); other cells may not.
    if (amount && token.end > valuesFrom) {
      const first = tokens[amount.first];
      cells.unshift({ kind: 'amount', cents: amount.value, currency, start: first?.start ?? token.start, end: token.end });
      currency = null;
      index = amount.first;
      continue;
    }
    if (currency !== null || token.start < valuesFrom) break;
    const code = currencyOfToken(token.text);
    if (code !== null && amountEndingAt(tokens, index - 1)) {
      currency = code;
      continue;
    }
    const folded = foldText(token.text);
    if (zeroRateMark.test(folded)) {
      cells.unshift({ kind: 'rate', percent: 0, start: token.start, end: token.end });
      continue;
    }
    const percent = percentToken.exec(token.text);
    if (percent) {
      cells.unshift({ kind: 'rate', percent: percentOf(percent[1] ?? '', percent[2]), start: token.start, end: token.end });
      continue;
    }
    const before = tokens[index - 1];
    if (token.text === '%' && before && /^\d{1,2}$/.test(before.text)) {
      cells.unshift({ kind: 'rate', percent: percentOf(before.text, undefined), start: before.start, end: token.end });
      index -= 1;
      continue;
    }
    const number = numberCell(token);
    if (number) {
      cells.unshift(number);
      continue;
    }
    if (unitWord.test(folded)) {
      cells.unshift({ kind: 'unit', start: token.start, end: token.end });
      continue;
    }
    if (flagWord.test(folded)) {
      cells.unshift({ kind: 'flag', value: folded === 'tak', start: token.start, end: token.end });
      continue;
    }
    if (fillerToken.test(token.text)) {
      cells.unshift({ kind: 'filler', start: token.start, end: token.end });
      continue;
    }
    break;
  }
  const first = cells[0];
  return { start: first ? first.start : text.length, cells };
}
