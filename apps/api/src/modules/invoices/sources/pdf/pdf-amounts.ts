// Amounts and VAT rates at the end of a table row or a totals line. A Polish amount always ends in a comma and two
// digits (`9 500,00`, `9500,00`, `9.500,00`, `-1 234,56`), which is how a row whose words and numbers are all one
// space apart (OCR) is split: the row is read from its right end, each amount ending at `,dd` and taking the
// three-digit groups before it. Amounts are whole cents in BigInt, so no sum or product depends on binary rounding.

import { MAX_AMOUNT } from '@leasedesk/lease-math';
import { digitLike, foldText, ocrToDigits, realDigitCount, tokensOf, type TextToken } from './pdf-text.ts';

/** The largest amount the product holds, in cents: every figure, sums included, stays an exact double of cents. */
export const maxAmountCents = BigInt(MAX_AMOUNT) * 100n;
/** Digits before the comma: one more than the largest amount has, so a longer run is not an amount at all. */
const maxWholeDigits = String(MAX_AMOUNT).length;

const lastGroup = new RegExp(`^(-?)([${digitLike}]+(?:\\.[${digitLike}]{3})*),([${digitLike}]{2})$`);
const spaceGroup = new RegExp(`^(-?)([${digitLike}]{1,3})$`);

/** A VAT rate as a percent: the Polish rates KSeF's FA takes (23, 8, 5 and the earlier 22, 7, 4, 3) and 0. */
const polishRates = new Set([23, 22, 8, 7, 5, 4, 3, 0]);
export const percentToken = new RegExp(`^([${digitLike}]{1,2})(?:[.,]([${digitLike}]))?%$`);
const percentNumber = new RegExp(`^([${digitLike}]{1,2})(?:[.,]([${digitLike}]))?$`);
/**
 * Exempt (`zw`), outside the scope of Polish VAT (`np`) and reverse charge (`oo`): no VAT on the line, a rate of 0,
 * as the CSV (FORMATS §2) and KSeF (FORMATS §3) sources map them.
 */
export const zeroRateMark = /^(?:zw|np|oo|z\.w|n\.p|o\.o)\.?$/;
/** What a totals line prints in the rate column. */
export const fillerToken = /^(?:x|\*|-|–|—)$/i;

const currencyCodes = new Set(Intl.supportedValuesOf('currency'));

/** An amount in cents, null when it is too large to be one. */
export type AmountCell = { kind: 'amount'; cents: bigint | null; currency: string | null };
/** A rate as a percent (23 for 23%), null when the mark is no Polish VAT rate (an OCR misreading). */
export type RateCell = { kind: 'rate'; percent: number | null };
export type TailCell = AmountCell | RateCell;

/** The run of amounts and rates that ends a line, and where it begins (the text before it is the description). */
export type ValueTail = { start: number; cells: TailCell[] };

/** A rate as the fraction the line stores (`23` → 0.23; 23 / 100 is the double nearest 0.23). */
export const rateFraction = (percent: number): number => percent / 100;

/** `zł`, `PLN`, `EUR`: the ISO code the token names, or null. */
export function currencyOfToken(token: string): string | null {
  const folded = foldText(token).replace(/\.$/, '');
  if (folded === 'zl' || folded === 'pln') return 'PLN';
  return /^[A-Z]{3}$/.test(token) && currencyCodes.has(token) ? token : null;
}

function centsOf(sign: string, whole: string, fraction: string): bigint | null {
  const digits = ocrToDigits(whole);
  if (digits.length > maxWholeDigits) return null;
  const cents = BigInt(digits + ocrToDigits(fraction));
  if (cents > maxAmountCents) return null;
  return sign === '-' ? -cents : cents;
}

type Read<T> = { value: T; first: number };

/**
 * The amount whose last token is `tokens[last]`, with the index of its first token. Groups of three digits one space
 * before it belong to it (`9 500,00`), never across a column gap, and the leading group has a real digit and no
 * leading zero, so `Rata nr 05 500,00` keeps its `05`.
 */
export function amountEndingAt(tokens: readonly TextToken[], last: number): Read<bigint | null> | null {
  const token = tokens[last];
  const match = token && lastGroup.exec(token.text);
  if (!token || !match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (realDigitCount(token.text) === 0 && !/[Oo]/.test(whole)) return null;
  if (sign !== '' || whole.includes('.') || whole.length !== 3 || token.afterGap) return { value: centsOf(sign, whole.replaceAll('.', ''), fraction), first: last };
  const groups: { index: number; sign: string; digits: string }[] = [];
  for (let index = last - 1; index >= 0; index -= 1) {
    const previous = tokens[index];
    const group = previous && spaceGroup.exec(previous.text);
    if (!previous || !group) break;
    groups.unshift({ index, sign: group[1] ?? '', digits: group[2] ?? '' });
    // A shorter group, or a signed one, is the leading group: nothing before it belongs to the amount.
    if (group[1] !== '' || (group[2] ?? '').length < 3 || previous.afterGap) break;
  }
  while (groups.length > 0) {
    const [head] = groups;
    if (head && realDigitCount(head.digits) > 0 && !ocrToDigits(head.digits).startsWith('0')) break;
    groups.shift();
  }
  const headSign = groups[0]?.sign ?? '';
  const cents = centsOf(headSign, groups.map((group) => group.digits).join('') + whole, fraction);
  return { value: cents, first: groups[0]?.index ?? last };
}

export function percentOf(whole: string, tenth: string | undefined): number | null {
  if (tenth !== undefined && ocrToDigits(tenth) !== '0') return null;
  const percent = Number(ocrToDigits(whole));
  return polishRates.has(percent) ? percent : null;
}

/**
 * The rate whose last token is `tokens[last]`: `23%`, `8 %`, `zw`/`np`/`oo`, or (in a text-layer row, between
 * amounts, alone in its column) a bare `23` under a `VAT %` header.
 */
function rateEndingAt(tokens: readonly TextToken[], last: number, amountsAfter: number): Read<number | null> | null {
  const token = tokens[last];
  if (!token) return null;
  if (zeroRateMark.test(foldText(token.text))) return { value: 0, first: last };
  const percent = percentToken.exec(token.text);
  if (percent) return { value: percentOf(percent[1] ?? '', percent[2]), first: last };
  const before = tokens[last - 1];
  const number = before && percentNumber.exec(before.text);
  if (token.text === '%' && before && number) return { value: percentOf(number[1] ?? '', number[2]), first: last - 1 };
  const next = tokens[last + 1];
  const aloneInColumn = token.afterGap && (next === undefined || next.afterGap);
  if (aloneInColumn && amountsAfter > 0 && /^\d{1,2}$/.test(token.text) && polishRates.has(Number(token.text)) && amountEndingAt(tokens, last - 1)) {
    return { value: Number(token.text), first: last };
  }
  return null;
}

/**
 * Reads the amounts and rates at the end of a line, right to left, and stops at the first word that is neither:
 * everything before it is the description. A currency after an amount (`11 685,00 zł`) belongs to that amount; a
 * second rate is a word of the description (`np.` means "for example" too). `filler` lets a totals line's `X` in the
 * rate column through.
 */
export function readValueTail(text: string, options: { filler?: boolean } = {}): ValueTail {
  const tokens = tokensOf(text);
  const cells: TailCell[] = [];
  let currency: string | null = null;
  let index = tokens.length - 1;
  for (; index >= 0; index -= 1) {
    const token = tokens[index];
    if (!token) break;
    const amount = amountEndingAt(tokens, index);
    if (amount) {
      cells.unshift({ kind: 'amount', cents: amount.value, currency });
      currency = null;
      index = amount.first;
      continue;
    }
    if (currency !== null) break;
    const code = currencyOfToken(token.text);
    if (code !== null && amountEndingAt(tokens, index - 1)) {
      currency = code;
      continue;
    }
    const amountsAfter = cells.filter((cell) => cell.kind === 'amount').length;
    const rate = cells.some((cell) => cell.kind === 'rate') ? null : rateEndingAt(tokens, index, amountsAfter);
    if (rate) {
      cells.unshift({ kind: 'rate', percent: rate.value });
      index = rate.first;
      continue;
    }
    if (options.filler && fillerToken.test(token.text) && cells.length > 0) continue;
    break;
  }
  const firstCell = tokens[index + 1];
  return { start: cells.length === 0 || !firstCell ? text.length : firstCell.start, cells };
}

/** The amounts of a tail, left to right. */
export function amountsOf(tail: ValueTail): AmountCell[] {
  return tail.cells.filter((cell): cell is AmountCell => cell.kind === 'amount');
}

const firstAmount = new RegExp(
  `(?<![${digitLike},.])(-?)([${digitLike}]{1,3}(?:[ .][${digitLike}]{3})+|[${digitLike}]+),([${digitLike}]{2})(?![${digitLike}])`,
);

/** The first amount in a text read left to right (`Do zapłaty: 11 685,00 PLN słownie …`), with the currency printed after it. */
export function firstAmountIn(text: string): AmountCell | null {
  const match = firstAmount.exec(text);
  if (!match || realDigitCount(match[0]) === 0) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  const after = text.slice(match.index + match[0].length).trimStart().split(/\s/)[0] ?? '';
  return { kind: 'amount', cents: centsOf(sign, whole.replace(/[ .]/g, ''), fraction), currency: currencyOfToken(after.replace(/[,;.]$/, '')) };
}
