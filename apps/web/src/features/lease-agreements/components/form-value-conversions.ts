/** An optional number input's value: a number, or '' while empty. */
export type NumberField = number | '';

/** An empty optional number is sent as 0 (SPEC §5). */
export function numberOrZero(value: NumberField | string | null | undefined): number {
  if (value === '' || value === null || value === undefined) return 0;
  const parsed = typeof value === 'number' ? value : Number(String(value).replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(parsed) ? parsed : 0;
}

/** A 1-based choice as shown → the wire's 0-based index. */
export function toZeroBased(shown: string | number): number {
  return Math.max(0, Number(shown) - 1);
}

/** The wire's 0-based index → the 1-based choice the form shows. */
export function toOneBased(index: number): string {
  return String(index + 1);
}

/** A percent as typed → a fraction (6 → 0.06), rounded away from float noise. */
export function percentToFraction(percent: NumberField): number {
  return Number((numberOrZero(percent) / 100).toPrecision(12));
}

/** A fraction from the wire → the percent the form shows (0.06 → 6). */
export function fractionToPercent(fraction: number): number {
  return Number((fraction * 100).toPrecision(12));
}

/**
 * A calendar date as the wire wants it (`YYYY-MM-DD`) with no timezone drift: the form already holds
 * the date as text; a full ISO date-time keeps its own date part. Empty → null.
 */
export function toWireDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return match?.[1] ?? null;
}

/** Rounds an amount to the cent (inputs allow at most 2 decimals). */
export function amountToCent(value: NumberField): number {
  return Math.round(numberOrZero(value) * 100) / 100;
}

/** A chosen record's id as the form holds it (text, null while none) → the wire's number. */
export const nullableId = (value: string | null): number | null => (value === null || value === '' ? null : Number(value));
