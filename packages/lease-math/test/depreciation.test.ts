import { describe, expect, it } from 'vitest';
import { calculateLease, type Agreement, type Depreciation } from '../src/index.ts';
import { agreement } from './support/agreements.ts';

/** An IFRS16 lease at rate 0 whose base is exactly `base` (rent × n, no other costs). */
function depreciation(n: number, base: number, method: 0 | 1, fields: Partial<Agreement> = {}): Depreciation[] {
  const result = calculateLease(
    agreement({ startingDate: '2025-01-01', termInMonths: n, rentPaymentAmount: base / n, accountingStandard: 1, depreciationMethod: method, ...fields }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.depraciations;
}

describe('depreciation (DOMAIN §6)', () => {
  it('straight-line: ROUND(D / n) a month, the last period takes what is left', () => {
    const d = depreciation(3, 1.02, 0, { rentPaymentAmount: 0.34, leaseholdImprovements: 0.98 });
    expect(d.map((p) => p.depraciationCharge)).toEqual([0.67, 0.67, 0.66]);
    expect(d.map((p) => p.closingBalance)).toEqual([1.33, 0.66, 0]);
  });

  it('straight-line: when ROUND(D / n) rounds down, the last period takes the larger rest and closes at 0.00', () => {
    // 1.00 / 3 = 0.333…: 0.33 a month, period 3 takes 1.00 − 0.66 = 0.34.
    const d = depreciation(3, 0, 0, { rentPaymentAmount: 0, leaseholdImprovements: 1 });
    expect(d.map((p) => [p.periodNumber, p.openingBalance, p.depraciationCharge, p.closingBalance])).toEqual([
      [1, 1, 0.33, 0.67],
      [2, 0.67, 0.33, 0.34],
      [3, 0.34, 0.34, 0],
    ]);
  });

  it('straight-line never charges more than is left when rounding up would overshoot', () => {
    // 0.50 over 100 months: ROUND(0.005) = 0.01 a month runs out after 50 months.
    const d = depreciation(100, 0, 0, { rentPaymentAmount: 0, leaseholdImprovements: 0.5 });
    expect(d.slice(0, 50).every((p) => p.depraciationCharge === 0.01)).toBe(true);
    expect(d.slice(50).every((p) => p.depraciationCharge === 0 && p.closingBalance === 0)).toBe(true);
  });

  it('declining balance: 2 / (n / 12) a year on the opening of each lease year, then straight-line on what is left (VDB)', () => {
    // DOMAIN §12 D. (Changed with DOMAIN §6: before, the straight-line floor was D / n and the
    // asset was written off in period 46.) Year 3: 1 440.00; year 4 switches to 25 920.00 / 24.
    const d = depreciation(60, 120_000, 1);
    const charges = d.map((p) => p.depraciationCharge);
    expect(charges.slice(0, 12).every((c) => c === 4000)).toBe(true);
    expect(charges.slice(12, 24).every((c) => c === 2400)).toBe(true);
    expect(charges.slice(24, 36).every((c) => c === 1440)).toBe(true);
    expect(charges.slice(36).every((c) => c === 1080)).toBe(true);
    expect(d[36]?.openingBalance).toBe(25_920);
    expect(d.at(-2)?.closingBalance).toBe(1080);
    expect(d.at(-1)?.closingBalance).toBe(0);
  });

  it('declining balance rounds a true half cent away from zero', () => {
    // 0.09 × 2 / 12 = 0.015 exactly: 0.02, above straight-line ROUND(0.0075) = 0.01.
    const d = depreciation(12, 0, 1, { rentPaymentAmount: 0, leaseholdImprovements: 0.09 });
    expect(d.slice(0, 4).map((p) => p.depraciationCharge)).toEqual([0.02, 0.02, 0.02, 0.02]);
    expect(d.slice(4).every((p) => p.depraciationCharge === 0.01 || p.depraciationCharge === 0)).toBe(true);
    expect(d.at(-1)?.closingBalance).toBe(0);
  });

  it('declining balance over 2 years spends the asset in the first year', () => {
    const d = depreciation(24, 120_000, 1);
    expect(d.slice(0, 12).every((p) => p.depraciationCharge === 10_000)).toBe(true);
    expect(d.slice(12).every((p) => p.depraciationCharge === 0)).toBe(true);
  });

  it('dates each period as S + (t − 1) months .. S + t months − 1 day', () => {
    const result = calculateLease(
      agreement({ startingDate: '2024-01-31', termInMonths: 3, rentPaymentAmount: 100, accountingStandard: 1 }),
    );
    if (!result.ok) throw new Error('failed');
    expect(result.depraciations.map((p) => [p.beginingOfPeriod, p.endOfPeriod])).toEqual([
      ['2024-01-31', '2024-02-28'],
      ['2024-02-29', '2024-03-30'],
      ['2024-03-31', '2024-04-29'],
    ]);
  });
});
