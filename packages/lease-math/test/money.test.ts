import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, roundRatio, toCents } from '../src/index.ts';
import { CompensatedSum } from '../src/money.ts';
import { Dec } from './support/reference.ts';

describe('money', () => {
  it('divides integers exactly, half away from zero', () => {
    expect(roundRatio(53_259_522, 60)).toBe(887_659);
    expect(roundRatio(1, 2)).toBe(1);
    expect(roundRatio(-1, 2)).toBe(-1);
    expect(roundRatio(5, -2)).toBe(-3);
    expect(roundRatio(9_748_588 * 10_000, 10_000_000)).toBe(9749);
    expect(roundRatio(2 ** 60 + 1, 2)).toBe(2 ** 59 + 1);
    fc.assert(
      fc.property(fc.integer({ min: -1e14, max: 1e14 }), fc.integer({ min: 1, max: 100_000 }), (a, b) => {
        const expected = new Dec(a).div(b).toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber();
        expect(roundRatio(a, b)).toBe(expected === 0 ? 0 : expected);
      }),
      { numRuns: 3000 },
    );
  });

  // Expected values from BigInt: q = a / b, then q + 1 when 2 (a − q b) ≥ b, the sign put back after.
  it('divides integers beyond 2^53 exactly, where a double quotient loses the remainder', () => {
    expect(roundRatio(2 ** 54, 3)).toBe(6_004_799_503_160_661); // remainder 1 of 3: down
    expect(roundRatio(-(2 ** 54), 3)).toBe(-6_004_799_503_160_661);
    expect(roundRatio(2 ** 54, -3)).toBe(-6_004_799_503_160_661);
    expect(roundRatio(2 ** 54 + 4, 3)).toBe(6_004_799_503_160_663); // remainder 2 of 3: up
    expect(roundRatio(2 ** 54 + 8, 3)).toBe(6_004_799_503_160_664); // no remainder
    expect(roundRatio(2 ** 54 + 4, 8)).toBe(2_251_799_813_685_249); // a true half: away from zero
    expect(roundRatio(-(2 ** 54 + 4), 8)).toBe(-2_251_799_813_685_249);
    // …0563.6: the double quotient and remainder of the safe-integer path would give …0563.
    expect(roundRatio(2 ** 54 + 383_652, 10)).toBe(1_801_439_850_986_564);
  });

  it('refuses a zero denominator and fractions', () => {
    expect(() => roundRatio(1, 0)).toThrow(new RangeError('roundRatio: division by zero'));
    expect(() => roundRatio(2 ** 54, 0)).toThrow(new RangeError('roundRatio: division by zero'));
    expect(() => roundRatio(0.5, 3)).toThrow(new RangeError('roundRatio: integers expected'));
    expect(() => roundRatio(3, 1.5)).toThrow(new RangeError('roundRatio: integers expected'));
  });

  it('sums with compensation: what each addition rounds away is added back (Neumaier)', () => {
    const sumOf = (values: number[]): number => {
      const sum = new CompensatedSum();
      for (const v of values) sum.add(v);
      return sum.value;
    };
    // A naive sum loses each + 1 (2^53, 0); Kahan's loses the 1s around 1e100, where the larger term comes second.
    expect(sumOf([2 ** 53, 1, 1])).toBe(2 ** 53 + 2);
    expect(sumOf([1, 2 ** 53, 1])).toBe(2 ** 53 + 2);
    expect(sumOf([1, 1e100, 1, -1e100])).toBe(2);
    expect(sumOf([])).toBe(0);
  });

  it('converts between amounts and cents without drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-12.35)).toBe(-1235);
    // An amount too small for a cent is 0 cents, never −0.
    expect(Object.is(toCents(-0.001), 0)).toBe(true);
    expect(fromCents(-0)).toBe(0);
    expect(Object.is(fromCents(0), 0)).toBe(true);
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (c) => {
        expect(toCents(fromCents(c))).toBe(c);
        expect(fromCents(c)).toBe(Number((c / 100).toFixed(2)));
      }),
    );
  });
});
