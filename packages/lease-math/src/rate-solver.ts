import type { CashFlows } from './present-value.ts';
import { presentValue } from './present-value.ts';
import { CompensatedSum } from './money.ts';

/** Monthly rates above this (≈ 10 000 % a month) are no lease rate but a data error. */
export const MAX_MONTHLY_RATE = 100;

export type RateSolution =
  | { ok: true; monthlyRate: number }
  | {
      ok: false;
      /**
       * payments-below-target: Σ payments < target, only a negative rate would do;
       * upfront-covers-target: the cash at the start alone reaches the target, no finite rate does;
       * rate-too-high: the rate exceeds MAX_MONTHLY_RATE; no-payments: nothing to discount.
       */
      reason: 'payments-below-target' | 'upfront-covers-target' | 'rate-too-high' | 'no-payments';
    };

/**
 * The monthly rate j ≥ 0 with PV(j) = target (cents), DOMAIN §3.
 *
 * PV is decreasing and convex in j, so a Newton step from the left of the root never
 * overshoots; each step is still kept inside a shrinking bracket and replaced by
 * bisection when it would leave it. It stops at |PV − target| < 1e−10 (in currency
 * units) or, for amounts so large that a double cannot resolve that, once the bracket
 * has shrunk to the precision of j itself.
 */
export function solveMonthlyRate(flows: CashFlows, targetCents: number): RateSolution {
  let total = 0;
  let upfront = 0;
  // Stryker disable next-line EqualityOperator: k <= length reads one past the end, which `?? 0` makes a payment of 0 at no month 0.
  for (let k = 0; k < flows.amount.length; k += 1) {
    const a = flows.amount[k] ?? 0;
    total += a;
    if (flows.tau[k] === 0) upfront += a;
  }
  if (total <= 0) return { ok: false, reason: 'no-payments' };
  if (total < targetCents) return { ok: false, reason: 'payments-below-target' };
  if (total === targetCents) return { ok: true, monthlyRate: 0 };
  if (upfront >= targetCents) return { ok: false, reason: 'upfront-covers-target' };

  const f = (j: number): number => presentValue(flows, j) - targetCents;
  const tolerance = Math.max(1e-8, Math.abs(targetCents) * 1e-15);

  let lo = 0;
  let hi = 0.01;
  let fHi = f(hi);
  while (fHi > 0) {
    lo = hi;
    hi *= 2;
    // Stryker disable next-line EqualityOperator: hi is 0.01 × 2^k, never exactly 100, so > and >= agree.
    if (hi > MAX_MONTHLY_RATE) return { ok: false, reason: 'rate-too-high' };
    fHi = f(hi);
  }
  // Stryker disable next-line EqualityOperator: a tie needs |PV − target| to equal the tolerance exactly, a double that is no multiple of ulp(PV).
  if (Math.abs(fHi) <= tolerance) return { ok: true, monthlyRate: hi };

  let j = lo;
  // Stryker disable next-line AssignmentOperator,EqualityOperator: a safety cap; solves end by the tolerance or the bracket within some 20 steps.
  for (let iteration = 0; iteration < 200; iteration += 1) {
    const logGrowth = Math.log1p(j);
    const pv = new CompensatedSum();
    let slope = 0;
    // Stryker disable next-line EqualityOperator: k <= length reads one past the end, which `?? 0` makes an amount 0 at month 0: it adds 0 to the sum and the slope.
    for (let k = 0; k < flows.amount.length; k += 1) {
      const tau = flows.tau[k] ?? 0;
      const discounted = (flows.amount[k] ?? 0) * Math.exp(-tau * logGrowth);
      pv.add(discounted);
      slope -= tau * discounted;
    }
    slope /= 1 + j;
    const value = pv.value - targetCents;
    // Stryker disable next-line EqualityOperator: a tie needs |PV − target| to equal the tolerance exactly, a double that is no multiple of ulp(PV).
    if (Math.abs(value) <= tolerance) return { ok: true, monthlyRate: j };
    // Stryker disable next-line EqualityOperator: value 0 has returned on the line above.
    if (value > 0) lo = j;
    else hi = j;
    if (hi - lo <= hi * 4e-16) break;
    // Stryker disable next-line EqualityOperator: at slope 0 (every discounted term underflowed) j − value / 0 is ±Infinity, which the bracket test sends to bisection as it does NaN.
    let next = slope < 0 ? j - value / slope : Number.NaN;
    if (!(next > lo && next < hi)) next = lo + (hi - lo) / 2;
    j = next;
  }
  // The bracket is as narrow as a double allows: take the end nearer to the target.
  return { ok: true, monthlyRate: Math.abs(f(lo)) <= Math.abs(f(hi)) ? lo : hi };
}
