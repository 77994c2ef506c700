// DOMAIN §12's worked examples, every figure it states, then every row against the
// decimal reference.
import { describe, expect, it } from 'vitest';
import { calculateLease } from '../src/index.ts';
import type { LeaseOutcome } from '../src/index.ts';
import { EXAMPLE_A, EXAMPLE_B, EXAMPLE_C, EXAMPLE_D, sumCents } from './support/agreements.ts';
import { Dec, nominal, refDepreciation, refMonthlyRate, refPresentValue, refFlows, refSchedule } from './support/reference.ts';

// Each test calculates its example itself, not its describe block: code run while the file loads counts for
// no test, so a mutation tool would have to rerun every test against every mutant of it.
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
  it('reproduces the lease calculation', () => {
    const a = calculated(EXAMPLE_A);
    const c = a.leaseCalculation;
    expect(c.totalPresentValueOfLeasePayments).toBe(101_000);
    // Nominal: 4 × the quarterly rate (DOMAIN §1; 0.118128 = 12 j before DOMAIN changed).
    expect(c.implicitRate.toFixed(6)).toBe('0.119294');
    expect(c.amortizationRate.toFixed(8)).toBe('0.00984397');
    expect(c.implicitRate).toBeCloseTo(((1 + c.amortizationRate) ** 3 - 1) * 4, 14);
    expect(c.presentValueOfRent).toBe(97_485.88);
    expect(c.ninetyPercenatageTest).toBe(0.9749);
    expect(c.interimRate).toBe(104.11);
    expect(c.costOfEquipment).toBe(100_000);
    expect(c.leaseClassification).toBe('finance');
  });

  it('has 37 rows and no depreciation (CSI)', () => {
    const a = calculated(EXAMPLE_A);
    expect(a.leaseAmortizations).toHaveLength(37);
    expect(a.depraciations).toEqual([]);
  });

  it('reproduces rows 1, 2, 13 and 37', () => {
    const a = calculated(EXAMPLE_A);
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
    const a = calculated(EXAMPLE_A);
    const billing = a.leaseAmortizations.filter((r) => r.isBillingMonth).map((r) => r.periodNumber);
    expect(billing).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34, 37]);
    expect(sumCents(a.leaseAmortizations, (r) => r.interestAmount)).toBe(1_800_000);
  });

  it('agrees with the decimal reference on every row', () => {
    const a = calculated(EXAMPLE_A);
    const j = new Dec(a.leaseCalculation.amortizationRate);
    expect(refPresentValue(refFlows(EXAMPLE_A), j).minus(10_100_000 / 100).abs().toNumber()).toBeLessThan(1e-10);
    const reference = refSchedule(EXAMPLE_A, j, new Dec(101_000));
    expect(a.leaseAmortizations.map(({ accountingStandard: _, ...r }) => r)).toEqual(reference);
  });
});

describe('DOMAIN §12 B: IFRS16, monthly in arrears, 3 rent-free months, 3 % indexation', () => {
  it('reproduces L0, ROU and the rate', () => {
    const b = calculated(EXAMPLE_B);
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
    const b = calculated(EXAMPLE_B);
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
    const b = calculated(EXAMPLE_B);
    const payments = [1, 3, 4, 12, 13, 24, 25, 37, 49].map((t) => row(b, t).paymentAmount);
    expect(payments).toEqual([0, 0, 10_000, 10_000, 10_300, 10_300, 10_609, 10_927.27, 11_255.09]);
    const increases = b.leaseAmortizations.filter((r) => r.increaseRate !== 0).map((r) => r.periodNumber);
    expect(increases).toEqual([13, 25, 37, 49]);
    expect(b.leaseAmortizations.filter((r) => r.rentFreeAmount > 0).map((r) => r.periodNumber)).toEqual([1, 2, 3]);
  });

  it('sums interest to 89 501.10', () => {
    const b = calculated(EXAMPLE_B);
    expect(sumCents(b.leaseAmortizations, (r) => r.interestAmount)).toBe(8_950_110);
  });

  it('depreciates 8 876.59 a month, period 60 taking 8 876.41', () => {
    const b = calculated(EXAMPLE_B);
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
    const b = calculated(EXAMPLE_B);
    const j = nominal(0.06);
    const l0 = refPresentValue(refFlows(EXAMPLE_B), j).toDecimalPlaces(2);
    expect(l0.toNumber()).toBe(517_595.22);
    expect(b.leaseAmortizations.map(({ accountingStandard: _, ...r }) => r)).toEqual(refSchedule(EXAMPLE_B, j, l0));
    expect(b.depraciations).toEqual(refDepreciation(EXAMPLE_B, new Dec('532595.22')));
  });
});

describe('DOMAIN §12 C: IFRS 16 IE13, yearly in advance at an effective 5 %', () => {
  it('reproduces L0 and ROU, and the first lease year as IE13', () => {
    const c = calculated(EXAMPLE_C);
    expect(c.leaseCalculation.totalPresentValueOfLeasePayments).toBe(405_391.08);
    expect(c.leaseCalculation.costOfEquipment).toBe(420_391.08);
    expect(c.leaseCalculation.implicitRate).toBe(0.05);
    expect(row(c, 1)).toMatchObject({ paymentDate: '2025-01-01', paymentAmount: 50_000, closingBalance: 355_391.08 + sumInterest(c, 1, 1) });
    expect(sumInterest(c, 1, 12)).toBe(17_769.56);
    expect(row(c, 12).closingBalance).toBe(373_160.64);
  });

  it('closes at the last payment (row 109) and leaves rows 110–120 at 0.00', () => {
    const c = calculated(EXAMPLE_C);
    expect(c.leaseAmortizations).toHaveLength(120);
    expect(row(c, 109)).toMatchObject({
      paymentDate: '2034-01-01',
      openingBalance: 50_000.02,
      paymentAmount: 50_000,
      interestAmount: -0.02,
      principalAmount: 50_000.02,
      closingBalance: 0,
    });
    const after = c.leaseAmortizations.slice(109);
    expect(after).toHaveLength(11);
    for (const r of after) {
      expect([r.paymentAmount, r.interestAmount, r.principalAmount, r.openingBalance, r.closingBalance]).toEqual([0, 0, 0, 0, 0]);
    }
    // Σ interest = Σ payment − L0 = 500 000.00 − 405 391.08.
    expect(sumCents(c.leaseAmortizations, (r) => r.interestAmount)).toBe(9_460_892);
  });

  it('agrees with the decimal reference on every row', () => {
    const c = calculated(EXAMPLE_C);
    const j = refMonthlyRate(0.05, 1, 3);
    const l0 = refPresentValue(refFlows(EXAMPLE_C), j).toDecimalPlaces(2);
    expect(l0.toNumber()).toBe(405_391.08);
    expect(c.leaseAmortizations.map(({ accountingStandard: _, ...r }) => r)).toEqual(refSchedule(EXAMPLE_C, j, l0));
  });
});

describe('DOMAIN §12 D: declining balance over 60 months (Excel VDB)', () => {
  it('charges 4 000.00, 2 400.00, 1 440.00 a month in years 1–3, then 1 080.00 to period 60', () => {
    const d = calculated(EXAMPLE_D);
    expect(d.leaseCalculation.costOfEquipment).toBe(120_000);
    const charges = d.depraciations.map((p) => p.depraciationCharge);
    expect(charges).toEqual([
      ...Array<number>(12).fill(4000),
      ...Array<number>(12).fill(2400),
      ...Array<number>(12).fill(1440),
      ...Array<number>(24).fill(1080),
    ]);
    expect(d.depraciations.at(-1)).toMatchObject({ periodNumber: 60, endOfPeriod: '2029-12-31', closingBalance: 0 });
  });

  it('sums the lease years to 48 000.00, 28 800.00, 17 280.00, 12 960.00, 12 960.00', () => {
    const d = calculated(EXAMPLE_D);
    const years = [0, 1, 2, 3, 4].map((y) => sumCents(d.depraciations.slice(12 * y, 12 * y + 12), (p) => p.depraciationCharge) / 100);
    expect(years).toEqual([48_000, 28_800, 17_280, 12_960, 12_960]);
  });

  it('agrees with the decimal reference', () => {
    const d = calculated(EXAMPLE_D);
    expect(d.depraciations).toEqual(refDepreciation(EXAMPLE_D, new Dec(120_000)));
  });
});

/** Σ interest of rows from..to, in currency units. */
function sumInterest(outcome: LeaseOutcome, from: number, to: number): number {
  return sumCents(outcome.leaseAmortizations.slice(from - 1, to), (r) => r.interestAmount) / 100;
}
