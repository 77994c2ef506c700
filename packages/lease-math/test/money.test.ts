import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromCents, roundRatio, toCents } from '../src/index.ts';
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

  it('converts between amounts and cents without drift', () => {
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(-12.35)).toBe(-1235);
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
