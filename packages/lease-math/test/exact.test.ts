// The exact-rounding helpers against decimal arithmetic.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundProduct } from '../src/exact.ts';
import { interestCents } from '../src/interest.ts';
import { presentValueCents } from '../src/present-value.ts';
import { rateOfAnnual, rateOfMonthly } from '../src/rate-convention.ts';
import { Dec, exactDecimal } from './support/reference.ts';

const roundDec = (x: InstanceType<typeof Dec>): number => {
  const v = x.toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber();
  return v === 0 ? 0 : v;
};

describe('exact rounding', () => {
  it('rounds the exact product of two doubles, even where the double product misleads', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), fc.double({ min: 0, max: 0.1, noNaN: true }), (balance, j) => {
        expect(roundProduct(balance, j)).toBe(roundDec(new Dec(balance).times(exactDecimal(j))));
      }),
      { numRuns: 5000 },
    );
  });

  it.each([
    { balance: 1, rate: 0.5, rounded: 1 },
    { balance: 5, rate: 0.5, rounded: 3 },
    { balance: 2_000_002, rate: 0.25, rounded: 500_001 },
    { balance: -1, rate: 0.5, rounded: -1 },
    { balance: -5, rate: 0.5, rounded: -3 },
    { balance: -2_000_002, rate: 0.25, rounded: -500_001 },
  ])('rounds a product of exactly a half away from zero: $balance × $rate → $rounded', ({ balance, rate, rounded }) => {
    expect(roundProduct(balance, rate)).toBe(rounded);
  });

  // Found by search: the double product lands on the other side of .5 than the exact one, so only an
  // exact split of both factors (Dekker) rounds them right.
  it.each([
    { balance: 901_277_070_107_884, rate: 0.019728110085261742 },
    { balance: 67_109_620_192_030, rate: 0.027242401559450666 },
    { balance: 27_012_089_703_005, rate: 0.02041028032555982 },
    { balance: 39_052_415_444_615, rate: 0.007052900022538295 },
  ])('rounds $balance × $rate by its exact value, within a hair of a half cent', ({ balance, rate }) => {
    const exact = new Dec(balance).times(exactDecimal(rate));
    expect(exact.minus(exact.floor()).minus('0.5').abs().toNumber()).toBeLessThan(1e-3);
    expect(roundProduct(balance, rate)).toBe(roundDec(exact));
    expect(roundProduct(-balance, rate)).toBe(-roundDec(exact));
  });

  it('rounds B × r / 12 exactly for a decimal nominal rate, true half cents away from zero', () => {
    expect(interestCents(100, rateOfAnnual(0.06, 0, 0))).toBe(1); // 0.5 cent
    expect(interestCents(-100, rateOfAnnual(0.06, 0, 0))).toBe(-1);
    expect(interestCents(12, rateOfAnnual(0.1375, 0, 0))).toBe(0); // 0.1375 cent
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), fc.integer({ min: 0, max: 300_000 }), (balance, r6) => {
        const r = r6 / 1_000_000;
        const rate = rateOfAnnual(r, 0, 0);
        expect(rate.ratio).not.toBeNull();
        expect(interestCents(balance, rate)).toBe(roundDec(new Dec(balance).times(String(r)).div(12)));
      }),
      { numRuns: 5000 },
    );
  });

  it('sums a present value exactly enough to round 10^13 cents by its true value', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.integer({ min: 0, max: 1e11 })), { minLength: 1, maxLength: 240 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.boolean(),
        (steps, bp, nominal) => {
          let tau = 0;
          const flows = { tau: [] as number[], amount: [] as number[] };
          for (const [gap, amount] of steps) {
            tau += gap;
            flows.tau.push(tau);
            flows.amount.push(amount);
          }
          const annual = bp / 10_000;
          const rate = nominal ? rateOfAnnual(annual, 0, 0) : rateOfMonthly(annual / 12 + 1e-9);
          const v = rate.ratio
            ? new Dec(rate.ratio.denominator).div(rate.ratio.denominator + rate.ratio.numerator)
            : new Dec(1).div(exactDecimal(rate.value).plus(1));
          const exact = flows.amount.reduce((s, a, k) => s.plus(v.pow(flows.tau[k] ?? 0).times(a)), new Dec(0));
          expect(presentValueCents(flows, rate)).toBe(roundDec(exact));
        },
      ),
      { numRuns: 400 },
    );
  });
});
