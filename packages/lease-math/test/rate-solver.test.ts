// The monthly rate solver (DOMAIN §3) on the inputs the random agreements rarely reach: no rate at all, a
// Newton step that would leave its bracket, and amounts too large for a double to meet the tolerance.
import { describe, expect, it, vi } from 'vitest';
import { presentValue, type CashFlows } from '../src/present-value.ts';
import { MAX_MONTHLY_RATE, solveMonthlyRate } from '../src/rate-solver.ts';

function flowsOf(cash: ReadonlyArray<readonly [tau: number, cents: number]>): CashFlows {
  return { tau: cash.map(([tau]) => tau), amount: cash.map(([, cents]) => cents) };
}

/** `count` equal payments every `interval` months, the first at month `first`, and an optional last one. */
function levelFlows(count: number, interval: number, first: number, cents: number, last?: readonly [number, number]): CashFlows {
  const cash: Array<[number, number]> = Array.from({ length: count }, (_, k) => [first + k * interval, cents]);
  if (last) cash.push([last[0], last[1]]);
  return flowsOf(cash);
}

function solved(flows: CashFlows, targetCents: number): number {
  const solution = solveMonthlyRate(flows, targetCents);
  if (!solution.ok) throw new Error(solution.reason);
  return solution.monthlyRate;
}

/** The solver's stopping rule: 1e−10 currency units, or 1e−15 of the target where a double cannot resolve that. */
const tolerance = (targetCents: number): number => Math.max(1e-8, targetCents * 1e-15);

describe('solveMonthlyRate', () => {
  it('says why no rate exists', () => {
    expect(solveMonthlyRate(flowsOf([]), 100)).toEqual({ ok: false, reason: 'no-payments' });
    expect(solveMonthlyRate(flowsOf([[0, 0], [1, 0]]), 100)).toEqual({ ok: false, reason: 'no-payments' });
    expect(solveMonthlyRate(flowsOf([[1, 50], [2, 49]]), 100)).toEqual({ ok: false, reason: 'payments-below-target' });
    expect(solveMonthlyRate(flowsOf([[0, 100], [1, 50]]), 100)).toEqual({ ok: false, reason: 'upfront-covers-target' });
    expect(solveMonthlyRate(flowsOf([[0, 101], [1, 50]]), 100)).toEqual({ ok: false, reason: 'upfront-covers-target' });
    // 1 000 000.00 a month after a month for 1.00 now: a rate of 99 999 999 % a month.
    expect(solveMonthlyRate(flowsOf([[1, 100_000_000]]), 100)).toEqual({ ok: false, reason: 'rate-too-high' });
    expect(MAX_MONTHLY_RATE).toBe(100);
  });

  it('answers 0 when the payments add up to the target, and solves one payment exactly', () => {
    expect(solveMonthlyRate(flowsOf([[0, 40], [1, 60]]), 100)).toEqual({ ok: true, monthlyRate: 0 });
    // 110.00 in a month for 100.00 now: 10 % a month; 121.00 in two months: the same.
    expect(solved(flowsOf([[1, 11_000]]), 10_000)).toBeCloseTo(0.1, 12);
    expect(solved(flowsOf([[2, 12_100]]), 10_000)).toBeCloseTo(0.1, 12);
    // Everything paid at the start and nothing more to earn: 0 %, not 'upfront covers the target'.
    expect(solveMonthlyRate(flowsOf([[0, 100]]), 100)).toEqual({ ok: true, monthlyRate: 0 });
  });

  it('stops on a doubling step that lands on the root', () => {
    // 2 % a month: the bracket doubles from 1 % to 2 %, where the present value meets the target; no Newton step.
    const log1p = vi.spyOn(Math, 'log1p');
    try {
      expect(solved(flowsOf([[1, 10_200]]), 10_000)).toBe(0.02);
      expect(log1p).toHaveBeenCalledTimes(2);
    } finally {
      log1p.mockRestore();
    }
  });

  it('converges in a handful of Newton steps, where bisection alone would take dozens', () => {
    // Each present value the solver takes (doubling its bracket or a Newton step) calls log1p once.
    const log1p = vi.spyOn(Math, 'log1p');
    try {
      const leases: Array<[count: number, interval: number, first: number, cents: number, monthlyRate: number]> = [
        [12, 3, 0, 950_000, 0.01],
        [60, 1, 1, 1_000_000, 0.005],
        [480, 1, 0, 2_000_000_000_000, 0.025],
        [1, 12, 12, 100, 0.0008],
        [40, 3, 3, 5_000_000, 0.02],
        [480, 1, 1, 1_000_000, 0.0004],
      ];
      for (const [count, interval, first, cents, monthlyRate] of leases) {
        const flows = levelFlows(count, interval, first, cents);
        const target = Math.round(presentValue(flows, monthlyRate));
        log1p.mockClear();
        const j = solved(flows, target);
        expect(log1p.mock.calls.length).toBeLessThanOrEqual(10);
        expect(Math.abs(presentValue(flows, j) - target)).toBeLessThanOrEqual(tolerance(target));
      }
    } finally {
      log1p.mockRestore();
    }
  });

  it('bisects where a Newton step would leave the bracket, and still ends within the tolerance', () => {
    // The step budgets are what the solver takes today: a fallback that halved the bracket worse would take more.
    const log1p = vi.spyOn(Math, 'log1p');
    try {
      // Fourteen half-yearly payments of 10 000 000 000.00 against 17 490 741.85: about 188 % a month.
      const halfYearly = levelFlows(14, 6, 6, 1_000_000_000_000);
      log1p.mockClear();
      const j = solved(halfYearly, 1_749_074_185);
      expect(log1p.mock.calls.length).toBeLessThanOrEqual(19);
      expect(j).toBeCloseTo(1.88176427599, 10);
      expect(Math.abs(presentValue(halfYearly, j) - 1_749_074_185)).toBeLessThanOrEqual(tolerance(1_749_074_185));

      // Quarterly rents of 10 000.00 in advance and a residual value of 1 000 000 000 000.00 after three years.
      const residual = levelFlows(12, 3, 0, 1_000_000, [36, 100_000_000_000_000]);
      log1p.mockClear();
      const k = solved(residual, 967_722_401_599);
      expect(log1p.mock.calls.length).toBeLessThanOrEqual(15);
      expect(k).toBeCloseTo(0.1375, 12);
      expect(Math.abs(presentValue(residual, k) - 967_722_401_599)).toBeLessThanOrEqual(tolerance(967_722_401_599));
    } finally {
      log1p.mockRestore();
    }
  });

  // 10 000.00 a month (or a quarter) in arrears for three years, then 1 000 000 000 000.00: against a target
  // this small, one unit in the last place of j moves the present value by more than the tolerance, so the
  // bracket closes on two doubles (found by running the solver) and the solver takes the end nearer the target,
  // the lower one on a tie.
  it.each([
    { interval: 1, count: 36, target: 278_878_979_291, ends: [0.17750000000004457, 0.17750000000004462], nearer: 0 },
    { interval: 1, count: 36, target: 79_754_269_967, ends: [0.2191666666668257, 0.21916666666682574], nearer: 0 },
    { interval: 3, count: 12, target: 342_120_640_125, ends: [0.17083333333333317, 0.17083333333333323], nearer: 1 },
  ])('takes the end of the last bracket nearer the target when a double cannot meet the tolerance ($target)', ({ interval, count, target, ends, nearer }) => {
    const flows = levelFlows(count, interval, interval, 1_000_000, [36, 100_000_000_000_000]);
    const miss = (rate: number): number => Math.abs(presentValue(flows, rate) - target);
    const [lower = 0, upper = 0] = ends;
    expect(Math.min(miss(lower), miss(upper))).toBeGreaterThan(tolerance(target));
    expect(solved(flows, target)).toBe(ends[nearer]);
    expect(miss(ends[nearer] ?? 0)).toBeLessThanOrEqual(miss(ends[1 - nearer] ?? 0));
  });
});
