import { roundProduct } from './exact.ts';
import { roundRatio } from './money.ts';
import type { MonthlyRate } from './rate-convention.ts';

/**
 * ROUND(base × j, 2) in cents (DOMAIN §4), by the exact product: with an exact ratio
 * j = R / D in integers, split base = q D + rest so every step stays below 2^53;
 * otherwise by the exact product of the two doubles.
 */
export function interestCents(baseCents: number, rate: MonthlyRate): number {
  if (rate.ratio === null) return roundProduct(baseCents, rate.value);
  const { numerator, denominator } = rate.ratio;
  // % on doubles is exact, and base − rest is a multiple of the denominator.
  const rest = baseCents % denominator;
  const whole = (baseCents - rest) / denominator;
  return whole * numerator + roundRatio(rest * numerator, denominator);
}
