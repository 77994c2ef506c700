import type { ReconciliationDifference, ReconciliationField } from '@leasedesk/contract';

/** Rates and ratios match within this (FORMATS §5), both ends included. */
export const rateTolerance = 1e-6;
/** What binary doubles add to a decimal difference (0.119295 − 0.119294 is 1.0000000000001e-6): never a real one. */
const binaryNoise = 1e-12;

/**
 * An amount in whole cents. Stored amounts are numeric(18, 2) texts and file amounts have at most 2 decimals, so
 * rounding only removes the binary error of × 100; comparing and subtracting cents is then exact.
 */
export const centsOf = (amount: number | string): number => Math.round(Number(amount) * 100);

/** Two amounts that differ by a cent or more; null when they are equal to the cent. */
export function moneyDifference(periodNumber: number | null, field: ReconciliationField, ours: number | string | null, theirs: number | string): ReconciliationDifference | null {
  const theirsCents = centsOf(theirs);
  if (ours === null) return { periodNumber, field, ours: null, theirs: theirsCents / 100, difference: null };
  const oursCents = centsOf(ours);
  if (oursCents === theirsCents) return null;
  return { periodNumber, field, ours: oursCents / 100, theirs: theirsCents / 100, difference: (theirsCents - oursCents) / 100 };
}

/** Two rates (fractions) further apart than rateTolerance; null when within it. The difference drops binary noise. */
export function rateDifference(periodNumber: number | null, field: ReconciliationField, ours: number | string | null, theirs: number | string): ReconciliationDifference | null {
  const theirsValue = Number(theirs);
  if (ours === null) return { periodNumber, field, ours: null, theirs: theirsValue, difference: null };
  const oursValue = Number(ours);
  const difference = theirsValue - oursValue;
  if (Math.abs(difference) <= rateTolerance + binaryNoise) return null;
  return { periodNumber, field, ours: oursValue, theirs: theirsValue, difference: Number(difference.toFixed(12)) };
}

/** Two dates (`YYYY-MM-DD`) that are not the same day; null when they are. */
export function dateDifference(periodNumber: number, field: ReconciliationField, ours: string, theirs: string): ReconciliationDifference | null {
  return ours === theirs ? null : { periodNumber, field, ours, theirs, difference: null };
}
