import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { annualRate, monthlyRate, rateOfAnnual, rateOfMonthly } from '../src/rate-convention.ts';
import { PaymentInterval, RateConvention } from '../src/types.ts';

const { Nominal, Effective } = RateConvention;
const { Monthly, Quarterly, HalfYearly, Yearly } = PaymentInterval;

describe('monthly and annual rates under a convention', () => {
  it('divides a nominal rate of monthly payments by 12, to the last bit', () => {
    // For 3.25 %, (1 + r/12)^(1/1) − 1 through log1p/expm1 lands one bit below r / 12.
    expect(monthlyRate(0.0325, Nominal, Monthly)).toBe(0.0325 / 12);
    expect(monthlyRate(0.06, Nominal, Monthly)).toBe(0.005);
    expect(monthlyRate(0, Nominal, Monthly)).toBe(0);
  });

  it.each([
    [Quarterly, 0.08, (1 + 0.02) ** (1 / 3) - 1],
    [HalfYearly, 0.08, (1 + 0.04) ** (1 / 6) - 1],
    [Yearly, 0.08, (1 + 0.08) ** (1 / 12) - 1],
    [Quarterly, 0.2, (1 + 0.05) ** (1 / 3) - 1],
  ])('spreads a nominal rate over the months of interval %i: %d a year is %d a month', (interval, annual, monthly) => {
    expect(monthlyRate(annual, Nominal, interval)).toBeCloseTo(monthly, 15);
  });

  it.each([Monthly, Quarterly, HalfYearly, Yearly])(
    'compounds an effective rate to a year whatever the interval (%i)',
    (interval) => {
      expect(monthlyRate(0.12, Effective, interval)).toBeCloseTo(1.12 ** (1 / 12) - 1, 15);
      expect(annualRate(0.01, Effective, interval)).toBeCloseTo(1.01 ** 12 - 1, 14);
    },
  );

  it('keeps the digits of a tiny effective rate', () => {
    // (1 + x)^(1/12) − 1 = x/12 − 11x²/288 + …, (1 + x)^12 − 1 = 12x + 66x² + …: 1 + x would lose them.
    expect(monthlyRate(1e-12, Effective, Monthly)).toBeCloseTo(1e-12 / 12 - (11 * 1e-24) / 288, 27);
    expect(annualRate(1e-12, Effective, Monthly)).toBeCloseTo(12e-12 + 66e-24, 25);
  });

  it('multiplies a monthly rate by 12 for a nominal rate of monthly payments, to the last bit', () => {
    // (1 + j)^1 − 1 through log1p/expm1, times 12, lands below 12 j for j = 0.001339.
    expect(annualRate(0.001339, Nominal, Monthly)).toBe(0.016068);
    expect(annualRate(0.005, Nominal, Monthly)).toBe(0.06);
  });

  it.each([
    [Quarterly, (1 + 0.02) ** (1 / 3) - 1, 0.08],
    [HalfYearly, (1 + 0.04) ** (1 / 6) - 1, 0.08],
    [Yearly, 0.01, 1.01 ** 12 - 1],
    [Quarterly, 0.01, ((1.01 ** 3 - 1) * 12) / 3],
  ])('reports the nominal annual rate of a monthly rate for interval %i', (interval, monthly, annual) => {
    expect(annualRate(monthly, Nominal, interval)).toBeCloseTo(annual, 14);
  });

  it('turns an annual rate into a monthly one and back', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000 }).map((bp) => bp / 10_000),
        fc.constantFrom(Nominal, Effective),
        fc.constantFrom(Monthly, Quarterly, HalfYearly, Yearly),
        (annual, convention, interval) => {
          expect(annualRate(monthlyRate(annual, convention, interval), convention, interval)).toBeCloseTo(annual, 14);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the monthly rate a schedule runs on', () => {
  it.each([
    [0.065, 65, 12_000],
    [0.06, 6, 1_200],
    [0.1375, 1_375, 120_000],
    [1, 1, 12],
    [0, 0, 12],
    // 3 752 999 × 1 200 000 000 is just below 2^52; one more would not be.
    [0.03752999, 3_752_999, 1_200_000_000],
  ])('carries a nominal rate of monthly payments, %d, as the exact ratio %i / %i', (annual, numerator, denominator) => {
    expect(rateOfAnnual(annual, Nominal, Monthly)).toStrictEqual({ value: numerator / denominator, ratio: { numerator, denominator } });
  });

  it('carries no ratio when numerator × denominator would reach 2^52', () => {
    expect(rateOfAnnual(0.03753001, Nominal, Monthly)).toStrictEqual({ value: 0.03753001 / 12, ratio: null });
    expect(rateOfAnnual(0.123456789, Nominal, Monthly)).toStrictEqual({ value: 0.123456789 / 12, ratio: null });
  });

  it('carries no ratio when the numerator is beyond the exact integers of a double', () => {
    expect(rateOfAnnual(-12_345_678_901_234_568, Nominal, Monthly)).toStrictEqual({
      value: -12_345_678_901_234_568 / 12,
      ratio: null,
    });
  });

  it.each([
    [0.065, Nominal, Quarterly],
    [0.065, Nominal, Yearly],
    [0.065, Effective, Monthly],
    [0.05, Effective, Yearly],
  ])('carries no ratio for %d under convention %i and interval %i, only the double', (annual, convention, interval) => {
    expect(rateOfAnnual(annual, convention, interval)).toStrictEqual({
      value: monthlyRate(annual, convention, interval),
      ratio: null,
    });
  });

  it('takes a solved monthly rate as it is', () => {
    expect(rateOfMonthly(0.004)).toStrictEqual({ value: 0.004, ratio: null });
  });
});
