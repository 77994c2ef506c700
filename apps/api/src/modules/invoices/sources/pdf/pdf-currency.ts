// The invoice's currency (`Waluta: EUR`) and exchange rate (`Kurs: 4,3125`, `Kurs 1 EUR = 4,3125 PLN`). The rate is
// kept as an exact decimal, so PLN amounts are ROUND(amount × rate, 2) computed exactly, as KSeF's reader does.

import { parseDecimal, significantDecimals, type Decimal } from '../ksef/ksef-decimal.ts';
import { currencyOfToken } from './pdf-amounts.ts';
import { agreedReading, findLabels, valueAfter, valueBelow } from './pdf-labels.ts';
import { digitLike, foldText, ocrToDigits, realDigitCount, type PdfLine } from './pdf-text.ts';

/** NBP publishes 4 decimals; KSeF's KursWaluty takes at most 6. */
const maxRateDecimals = 6;
const rateNumber = new RegExp(`(?<![${digitLike}.,])([${digitLike}]{1,4})[.,]([${digitLike}]{1,6})(?![${digitLike}.,])`);
const oneUnitIs = new RegExp(`(?<![\\p{L}\\p{N}])1\\s*([A-Z]{3})\\s*=\\s*([${digitLike}]{1,4}[.,][${digitLike}]{1,6})\\s*(?:PLN|zł|zl)(?![\\p{L}])`, 'gu');

/** A rate above 0 with at most 6 decimals, from `4,3125` or `4.3125` (OCR's O and l read as 0 and 1). */
function rateOf(whole: string, fraction: string): Decimal | null {
  if (realDigitCount(whole + fraction) === 0) return null;
  const rate = parseDecimal(`${ocrToDigits(whole)}.${ocrToDigits(fraction)}`);
  return rate !== null && rate.units > 0n && significantDecimals(rate) <= maxRateDecimals ? rate : null;
}

/** A currency written out: `polski złoty`, `złotych`, `euro`. */
const currencyNames: readonly [RegExp, string][] = [
  [/^(?:polski\s+)?zlot(?:y|ych|e)(?:\s+polski)?(?![\p{L}])/u, 'PLN'],
  [/^euro(?![\p{L}])/u, 'EUR'],
];

/**
 * The code after `Waluta` (or under it, in a box of labels over values): an ISO 4217 code (in any case), `zł`/`PLN`,
 * or the currency written out.
 */
function currencyReadings(lines: readonly PdfLine[]): (string | null)[] {
  return findLabels('currency', lines).map((label) => {
    const line = lines[label.lineIndex];
    const after = line ? valueAfter(line, label).text : '';
    const value = after !== '' ? after : (valueBelow(lines, label) ?? '');
    const named = currencyNames.find(([name]) => name.test(foldText(value)));
    if (named) return named[1];
    const [first = ''] = value.split(/\s+/);
    const token = first.replace(/[,;.)]$/, '');
    return currencyOfToken(token.toUpperCase());
  });
}

/** The number after `Kurs` (after `=` when one is printed), skipping dates and table numbers that may come first. */
function rateAfterLabel(text: string): Decimal | null {
  const equals = text.indexOf('=');
  const match = rateNumber.exec(equals >= 0 ? text.slice(equals + 1) : text);
  return match ? rateOf(match[1] ?? '', match[2] ?? '') : null;
}

export type CurrencyReading = {
  /** The stated code; `undefined` when no `Waluta` is printed, null when it is printed but unreadable. */
  currency: string | null | undefined;
  /** PLN for one unit of the currency, as printed after `Kurs`; `undefined` when no rate is printed. */
  rate: Decimal | null | undefined;
};

/** Readings of one rate agree when they are the same number (`4,3125` and `4,31250`); as agreedReading otherwise. */
function agreedRate(readings: readonly (Decimal | null)[]): Decimal | null | undefined {
  if (readings.length === 0) return undefined;
  const readable = readings.filter((rate): rate is Decimal => rate !== null);
  const [first] = readable;
  if (!first) return null;
  const scaled = (rate: Decimal) => rate.units * 10n ** BigInt(maxRateDecimals - rate.scale);
  return readable.every((rate) => scaled(rate) === scaled(first)) ? first : null;
}

export function readCurrency(lines: readonly PdfLine[]): CurrencyReading {
  const currency = agreedReading(currencyReadings(lines));
  const rateReadings = findLabels('exchangeRate', lines).map((label) => {
    const line = lines[label.lineIndex];
    return line ? rateAfterLabel(valueAfter(line, label).text) : null;
  });
  // `1 EUR = 4,3125 PLN` names its currency: it counts for the invoice's (or when none is stated), and is not read
  // twice when a `Kurs` label introduced it.
  for (const line of lines) {
    if (findLabels('exchangeRate', [line]).length > 0) continue;
    for (const match of line.text.matchAll(oneUnitIs)) {
      if (typeof currency === 'string' && match[1] !== currency) continue;
      const [whole = '', fraction = ''] = (match[2] ?? '').split(/[.,]/);
      rateReadings.push(rateOf(whole, fraction));
    }
  }
  return { currency, rate: agreedRate(rateReadings) };
}
