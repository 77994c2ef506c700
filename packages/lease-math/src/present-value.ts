import type { CashFlowGrid } from './grid.ts';
import { ddAddInPlace, ddDivide, ddMul, ddMulNumber, onePlus, roundExact, type DoubleDouble } from './exact.ts';
import { CompensatedSum } from './money.ts';
import type { MonthlyRate } from './rate-convention.ts';

/** The non-zero cash of a grid: amount (cents) at month tau from the start. */
export interface CashFlows {
  tau: number[];
  amount: number[];
}

/** Cash flows of a grid: all payments, or the rent actually paid only (no residual value). */
export function cashFlowsOf(grid: CashFlowGrid, what: 'payments' | 'rent'): CashFlows {
  const tau: number[] = [];
  const amount: number[] = [];
  // Stryker disable next-line EqualityOperator: i <= rows reads one past the end, which `?? 0` makes a value of 0 that is not kept.
  for (let i = 0; i < grid.rows; i += 1) {
    const value =
      what === 'payments' ? (grid.payment[i] ?? 0) : (grid.rent[i] ?? 0) - (grid.rentFree[i] ?? 0);
    if (value !== 0) {
      tau.push(grid.tau[i] ?? 0);
      amount.push(value);
    }
  }
  return { tau, amount };
}

/**
 * PV(j) = Σ amount × (1 + j)^(−τ), in cents, unrounded.
 *
 * (1 + j)^(−τ) is taken as exp(−τ log1p(j)): forming 1 + j first would cost the low
 * bits of j, an error that τ = 480 magnifies to cents on large amounts. The sum is
 * compensated for the same reason.
 */
export function presentValue(flows: CashFlows, monthlyRate: number): number {
  // Stryker disable next-line BlockStatement: a shortcut; at j = 0 the sum below multiplies by exp(0) = 1 and adds the same integers.
  if (monthlyRate === 0) {
    let total = 0;
    for (const a of flows.amount) total += a;
    return total;
  }
  const logGrowth = Math.log1p(monthlyRate);
  const sum = new CompensatedSum();
  // Stryker disable next-line EqualityOperator: k <= length reads one past the end, which `?? 0` makes a term of 0 × exp(0) = 0.
  for (let k = 0; k < flows.amount.length; k += 1) {
    sum.add((flows.amount[k] ?? 0) * Math.exp(-(flows.tau[k] ?? 0) * logGrowth));
  }
  return sum.value;
}

/** The discount factor 1 / (1 + j) in double-double; exact for a ratio up to its 32 digits. */
function discountFactor(rate: MonthlyRate): DoubleDouble {
  if (rate.ratio !== null) {
    const { numerator, denominator } = rate.ratio;
    return ddDivide(denominator, { hi: denominator + numerator, lo: 0 });
  }
  return ddDivide(1, onePlus(rate.value));
}

/**
 * ROUND(PV(j), 2) in cents: the figure DOMAIN §3 and §5 store (L0, presentValueOfRent).
 * Summed in double-double, so even a present value of 10^13 cents rounds by its exact
 * value and not by a double's last bits.
 */
export function presentValueCents(flows: CashFlows, rate: MonthlyRate): number {
  const sum = presentValueExact(flows, rate);
  return roundExact(sum.hi, sum.lo);
}

/** PV(j) in cents as a double-double, unrounded: for a share of it rounded once (DOMAIN §14's f × PV). */
export function presentValueExact(flows: CashFlows, rate: MonthlyRate): DoubleDouble {
  const v = discountFactor(rate);
  const power: DoubleDouble = { hi: 1, lo: 0 };
  // Stryker disable next-line ObjectLiteral: ddMulNumber writes both fields of term before anything reads them.
  const term: DoubleDouble = { hi: 0, lo: 0 };
  const sum: DoubleDouble = { hi: 0, lo: 0 };
  let powerTau = 0;
  // Stryker disable next-line EqualityOperator: k <= length reads one past the end, which `?? 0` makes an amount of 0 at month 0: it adds an exact 0 to the sum.
  for (let k = 0; k < flows.amount.length; k += 1) {
    const tau = flows.tau[k] ?? 0;
    // Flows come in row order, so tau never decreases.
    while (powerTau < tau) {
      ddMul(power, v, power);
      powerTau += 1;
    }
    ddAddInPlace(sum, ddMulNumber(power, flows.amount[k] ?? 0, term));
  }
  return sum;
}
