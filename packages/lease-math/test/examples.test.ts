// DOMAIN §12's worked examples, every figure it states, then every row against the
// decimal reference.
import { describe, expect, it } from 'vitest';
import { calculateLease } from '../src/index.ts';
import type { LeaseOutcome } from '../src/index.ts';
import { EXAMPLE_A, EXAMPLE_B, sumCents } from './support/agreements.ts';
import { Dec, nominal, refDepreciation, refPresentValue, refFlows, refSchedule } from './support/reference.ts';

function calculated(input: Parameters<typeof calculateLease>[0]): LeaseOutcome {
  const result = calculateLease(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

function row(outcome: LeaseOutcome, periodNumber: number) {
  const found = outcome.leaseAmortizations.find((r) => r.periodNumber === periodNumber);
  if (!found) throw new Error(`no row ${periodNumber}`);
  return found;
}

describe('DOMAIN §12 A: CSI, quarterly in advance, residual value in an additional month', () => {
  const a = calculated(EXAMPLE_A);

  it('reproduces the lease calculation', () => {
    const c = a.leaseCalculation;
    expect(c.totalPresentValueOfLeasePayments).toBe(101_000);
    expect(c.implicitRate.toFixed(6)).toBe('0.118128');
    expect(c.amortizationRate.toFixed(7)).toBe('0.0098440');
    expect(c.implicitRate).toBeCloseTo(c.amortizationRate * 12, 15);
    expect(c.presentValueOfRent).toBe(97_485.88);
    expect(c.ninetyPercenatageTest).toBe(0.9749);
    expect(c.interimRate).toBe(104.11);
    expect(c.costOfEquipment).toBe(100_000);
    expect(c.leaseClassification).toBe('finance');
  });

  it('has 37 rows and no depreciation (CSI)', () => {
    expect(a.leaseAmortizations).toHaveLength(37);
    expect(a.depraciations).toEqual([]);
  });

  it('reproduces rows 1, 2, 13 and 37', () => {
    expect(row(a, 1)).toMatchObject({
      paymentDate: '2025-03-01',
      paymentAmount: 9500,
      interestAmount: 900.72,
      principalAmount: 8599.28,
      openingBalance: 101_000,
      closingBalance: 92_400.72,
      isBillingMonth: true,
      accountingStandard: 0,
    });
    expect(row(a, 2)).toMatchObject({
      paymentDate: '2025-04-01',
      generalLedgerIncomeDate: '2025-04-30',
      paymentAmount: 0,
      interestAmount: 909.59,
      principalAmount: -909.59,
      closingBalance: 93_310.31,
      isBillingMonth: false,
    });
    expect(row(a, 13)).toMatchObject({ paymentDate: '2026-03-01', paymentAmount: 9500, interestAmount: 621.94, closingBalance: 63_801.46 });
    expect(row(a, 37)).toMatchObject({
      paymentDate: '2028-03-01',
      paymentAmount: 5000,
      openingBalance: 5000.02,
      interestAmount: -0.02,
      principalAmount: 5000.02,
      closingBalance: 0,
      isBillingMonth: true,
    });
  });

  it('bills rows 1, 4, ..., 34 and the residual row, and sums interest to 18 000.00', () => {
    const billing = a.leaseAmortizations.filter((r) => r.isBillingMonth).map((r) => r.periodNumber);
    expect(billing).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37]);
    expect(sumCents(a.leaseAmortizations, (r) => r.interestAmount)).toBe(1_800_000);
  });

  it('agrees with the decimal reference on every row', () => {
    const j = new Dec(a.leaseCalculation.amortizationRate);
    expect(refPresentValue(refFlows(EXAMPLE_A), j).minus(10_100_000 / 100).abs().toNumber()).toBeLessThan(1e-10);
    const reference = refSchedule(EXAMPLE_A, j, new Dec(101_000));
    expect(a.leaseAmortizations.map(({ accountingStandard: _, ...r }) => r)).toEqual(reference);
  });
});

describe('DOMAIN §12 B: IFRS16, monthly in arrears, 3 rent-free months, 3 % indexation', () => {
  const b = calculated(EXAMPLE_B);

  it('reproduces L0, ROU and the rate', () => {
    const c = b.leaseCalculation;
    expect(c.totalPresentValueOfLeasePayments).toBe(517_595.22);
    expect(c.costOfEquipment).toBe(532_595.22);
    expect(c.implicitRate).toBe(0.06);
    expect(c.amortizationRate).toBe(0.005);
    // No fair value given: the ratio is 0 by DOMAIN §5.
    expect(c.ninetyPercenatageTest).toBe(0);
    expect(c.interimRate).toBe(328.77);
    expect(c.leaseClassification).toBeNull();
  });

  it('reproduces rows 1, 13 and 60', () => {
    expect(row(b, 1)).toMatchObject({
      paymentDate: '2025-01-31',
      paymentAmount: 0,
      rentFreeAmount: 10_000,
      interestAmount: 2587.98,
      closingBalance: 520_183.2,
      increaseRate: 0,
      accountingStandard: 1,
    });
    expect(row(b, 13)).toMatchObject({ paymentAmount: 10_300, increaseRate: 0.03, interestAmount: 2288.49, closingBalance: 449_686.71 });
    expect(row(b, 60)).toMatchObject({ paymentDate: '2029-12-31', paymentAmount: 11_255.09, interestAmount: 55.94, closingBalance: 0 });
    expect(b.leaseAmortizations).toHaveLength(60);
  });

  it('indexes the rent by lease year and marks the first row of each year', () => {
    const payments = [1, 3, 4, 12, 13, 24, 25, 37, 49].map((t) => row(b, t).paymentAmount);
    expect(payments).toEqual([0, 0, 10_000, 10_000, 10_300, 10_300, 10_609, 10_927.27, 11_255.09]);
    const increases = b.leaseAmortizations.filter((r) => r.increaseRate !== 0).map((r) => r.periodNumber);
    expect(increases).toEqual([13, 25, 37, 49]);
    expect(b.leaseAmortizations.filter((r) => r.rentFreeAmount > 0).map((r) => r.periodNumber)).toEqual([1, 2, 3]);
  });

  it('sums interest to 89 501.10', () => {
    expect(sumCents(b.leaseAmortizations, (r) => r.interestAmount)).toBe(8_950_110);
  });

  it('depreciates 8 876.59 a month, period 60 taking 8 876.41', () => {
    expect(b.depraciations).toHaveLength(60);
    for (const d of b.depraciations.slice(0, 59)) expect(d.depraciationCharge).toBe(8876.59);
    expect(b.depraciations[59]).toEqual({
      periodNumber: 60,
      beginingOfPeriod: '2029-12-01',
      endOfPeriod: '2029-12-31',
      openingBalance: 8876.41,
      depraciationCharge: 8876.41,
      closingBalance: 0,
    });
    expect(b.depraciations[0]).toMatchObject({ beginingOfPeriod: '2025-01-01', endOfPeriod: '2025-01-31', openingBalance: 532_595.22 });
  });

  it('agrees with the decimal reference on every row', () => {
    const j = nominal(0.06);
    const l0 = refPresentValue(refFlows(EXAMPLE_B), j).toDecimalPlaces(2);
    expect(l0.toNumber()).toBe(517_595.22);
    expect(b.leaseAmortizations.map(({ accountingStandard: _, ...r }) => r)).toEqual(refSchedule(EXAMPLE_B, j, l0));
    expect(b.depraciations).toEqual(refDepreciation(EXAMPLE_B, new Dec('532595.22')));
  });
});
