// Amounts and rates of an invoice are decimal text; they are read and multiplied exactly as integers
// (BigInt), so ROUND(amount × rate, 2) never depends on where binary floating point happens to fall.

/** A decimal read exactly: its value is units / 10^scale. */
export type Decimal = { units: bigint; scale: number };

/** Digits a decimal may have: far beyond any amount or rate, short enough to stay cheap on hostile input. */
const maxDigits = 30;
const decimalPattern = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** `1234.56`, `-0.5`, `+3`: the xsd:decimal forms with digits before the point; anything else is null. */
export function parseDecimal(text: string): Decimal | null {
  const match = decimalPattern.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', fraction = ''] = match;
  if (whole.length + fraction.length > maxDigits) return null;
  const units = BigInt(whole + fraction);
  return { units: sign === '-' ? -units : units, scale: fraction.length };
}

/** The value in cents, or null when it has a non-zero digit beyond the second decimal. */
export function decimalToCents(value: Decimal): bigint | null {
  if (value.scale <= 2) return value.units * 10n ** BigInt(2 - value.scale);
  const divisor = 10n ** BigInt(value.scale - 2);
  return value.units % divisor === 0n ? value.units / divisor : null;
}

/** Decimals that are not trailing zeros. */
export function significantDecimals(value: Decimal): number {
  let { units, scale } = value;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale -= 1;
  }
  return scale;
}

/** numerator / denominator (denominator > 0) rounded half away from zero, as Excel's ROUND. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const quotient = magnitude / denominator;
  const remainder = magnitude - quotient * denominator;
  const rounded = 2n * remainder >= denominator ? quotient + 1n : quotient;
  return negative ? -rounded : rounded;
}

/** ROUND(cents / 100 × factor, 2) in cents, exactly, for a factor ≥ 0 (a VAT rate, an exchange rate). */
export function multiplyCents(cents: bigint, factor: Decimal): bigint {
  return divideRounded(cents * factor.units, 10n ** BigInt(factor.scale));
}

/** The double nearest to the decimal (the text a JSON number of it would be). */
export function decimalToNumber(value: Decimal): number {
  return Number(`${value.units}e-${value.scale}`);
}

/** The double nearest to cents / 100; exact to the cent while |cents| < 2^53. */
export function centsToNumber(cents: bigint): number {
  return cents === 0n ? 0 : Number(cents) / 100;
}
