// The monthly grid and the lease calculation fields on hand-checked cases: month-end
// clamping, leap years, timing, residual value placement, rent-free, indexation.
import { describe, expect, it } from 'vitest';
import { calculateLease, closingDate, type Agreement, type LeaseOutcome } from '../src/index.ts';
import { agreement } from './support/agreements.ts';

function calc(a: Agreement): LeaseOutcome {
  const result = calculateLease(a);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result;
}

const ifrs = (fields: Partial<Agreement> & Pick<Agreement, 'startingDate' | 'termInMonths' | 'rentPaymentAmount'>) =>
  agreement({ accountingStandard: 1, incrementalBorrowingRate: 0.05, ...fields });

describe('the monthly grid', () => {
  it('clamps month ends from the start, never chaining (31 Jan start, in arrears)', () => {
    const rows = calc(ifrs({ startingDate: '2025-01-31', termInMonths: 4, rentPaymentAmount: 100, paymentDue: 1 })).leaseAmortizations;
    expect(rows.map((r) => r.paymentDate)).toEqual(['2025-02-27', '2025-03-30', '2025-04-29', '2025-05-30']);
    expect(rows.map((r) => r.generalLedgerIncomeDate)).toEqual(['2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31']);
    expect(closingDate('2025-01-31', 4)).toBe('2025-05-30');
  });

  it('pays on the first day of each row in advance', () => {
    const rows = calc(ifrs({ startingDate: '2024-01-31', termInMonths: 3, rentPaymentAmount: 100, paymentDue: 0 })).leaseAmortizations;
    expect(rows.map((r) => r.paymentDate)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31']);
    expect(rows.map((r) => r.generalLedgerIncomeDate)).toEqual(['2024-01-31', '2024-02-29', '2024-03-31']);
  });

  it('keeps a 29 February start on the last day of February in later years', () => {
    const result = calc(ifrs({ startingDate: '2024-02-29', termInMonths: 60, rentPaymentAmount: 1200, paymentInterval: 3, paymentDue: 0 }));
    const billing = result.leaseAmortizations.filter((r) => r.isBillingMonth).map((r) => r.paymentDate);
    expect(billing).toEqual(['2024-02-29', '2025-02-28', '2026-02-28', '2027-02-28', '2028-02-29']);
    expect(result.depraciations.at(-1)?.endOfPeriod).toBe('2029-02-27');
  });

  it('bills rows m, 2m, ... in arrears and 1, 1 + m, ... in advance', () => {
    const arrears = calc(ifrs({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 100, paymentInterval: 1, paymentDue: 1 }));
    expect(arrears.leaseAmortizations.filter((r) => r.isBillingMonth).map((r) => r.periodNumber)).toEqual([3, 6, 9, 12]);
    const advance = calc(ifrs({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 100, paymentInterval: 2, paymentDue: 0 }));
    expect(advance.leaseAmortizations.filter((r) => r.isBillingMonth).map((r) => r.periodNumber)).toEqual([1, 7]);
    expect(advance.leaseAmortizations.map((r) => r.paymentAmount)).toEqual([100, 0, 0, 0, 0, 0, 100, 0, 0, 0, 0, 0]);
  });

  it('pays the residual value in the last month, at month n − 1 when in advance', () => {
    const rows = calc(
      ifrs({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 300, paymentInterval: 1, paymentDue: 0, residualValue: 50, residualValueSettlement: 0 }),
    ).leaseAmortizations;
    expect(rows).toHaveLength(12);
    expect(rows.filter((r) => r.isBillingMonth).map((r) => [r.periodNumber, r.paymentAmount])).toEqual([
      [1, 300],
      [4, 300],
      [7, 300],
      [10, 300],
      [12, 50],
    ]);
    expect(rows[11]?.paymentDate).toBe('2025-12-01');
  });

  it('adds row n + 1 for the residual value in an additional month, only when there is one', () => {
    const withRv = calc(
      ifrs({ startingDate: '2025-01-15', termInMonths: 12, rentPaymentAmount: 100, paymentDue: 1, residualValue: 500, residualValueSettlement: 1 }),
    ).leaseAmortizations;
    expect(withRv).toHaveLength(13);
    expect(withRv[12]).toMatchObject({ periodNumber: 13, paymentAmount: 500, paymentDate: '2026-02-14', isBillingMonth: true, rentFreeAmount: 0 });
    expect(withRv[11]?.paymentAmount).toBe(100);
    const without = calc(ifrs({ startingDate: '2025-01-15', termInMonths: 12, rentPaymentAmount: 100, residualValueSettlement: 1 }));
    expect(without.leaseAmortizations).toHaveLength(12);
  });

  it('frees the rent due in the first months only (billing rows among them)', () => {
    const quarterly = calc(
      ifrs({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 900, paymentInterval: 1, paymentDue: 1, rentFreePeriodInMonths: 3 }),
    ).leaseAmortizations;
    expect(quarterly.map((r) => r.rentFreeAmount)).toEqual([0, 0, 900, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(quarterly[2]).toMatchObject({ paymentAmount: 0, isBillingMonth: true });
    const short = calc(
      ifrs({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 900, paymentInterval: 1, paymentDue: 1, rentFreePeriodInMonths: 2 }),
    ).leaseAmortizations;
    expect(short.every((r) => r.rentFreeAmount === 0)).toBe(true);
  });

  it('indexes by lease year, rounding each year half away from zero, and marks the first billing row of each year', () => {
    const rows = calc(
      ifrs({ startingDate: '2025-01-01', termInMonths: 36, rentPaymentAmount: 100.5, paymentInterval: 3, paymentDue: 1, indexationRate: 5 }),
    ).leaseAmortizations;
    // 100.50 × 1.05 = 105.525 exactly: a true half cent, rounded up.
    expect(rows.filter((r) => r.isBillingMonth).map((r) => [r.periodNumber, r.paymentAmount, r.increaseRate])).toEqual([
      [12, 100.5, 0],
      [24, 105.53, 0.05],
      [36, 110.8, 0.05],
    ]);
  });

  it('leaves increaseRate at 0 on an additional residual-value row: no rent is indexed there', () => {
    const rows = calc(
      ifrs({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 100, paymentDue: 0, indexationRate: 3, residualValue: 10, residualValueSettlement: 1 }),
    ).leaseAmortizations;
    expect(rows[12]).toMatchObject({ periodNumber: 13, paymentAmount: 10, increaseRate: 0, isBillingMonth: true });
  });

  it('charges rent-free amounts at the indexed rent of their lease year', () => {
    const rows = calc(
      ifrs({ startingDate: '2025-01-01', termInMonths: 24, rentPaymentAmount: 1000, paymentDue: 0, indexationRate: 2.5, rentFreePeriodInMonths: 14 }),
    ).leaseAmortizations;
    expect(rows[12]).toMatchObject({ rentFreeAmount: 1025, paymentAmount: 0, increaseRate: 0.025 });
    expect(rows[14]).toMatchObject({ rentFreeAmount: 0, paymentAmount: 1025, increaseRate: 0 });
  });
});

describe('the lease calculation fields', () => {
  it('classifies a CSI lease below 90 % as operating', () => {
    const result = calc(
      agreement({ startingDate: '2025-01-01', termInMonths: 24, rentPaymentAmount: 3000, residualValue: 40_000, totalEquipmentCost: 100_000, paymentDue: 1 }),
    );
    expect(result.leaseCalculation.ninetyPercenatageTest).toBeLessThan(0.9);
    expect(result.leaseCalculation.leaseClassification).toBe('operating');
  });

  it('reports an effective rate as entered and discounts at (1 + r)^(1/12) − 1', () => {
    const result = calc(ifrs({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 12_000, paymentInterval: 3, paymentDue: 1, incrementalBorrowingRate: 0.06, rateConvention: 1 }));
    expect(result.leaseCalculation.implicitRate).toBe(0.06);
    expect(result.leaseCalculation.amortizationRate).toBeCloseTo(1.06 ** (1 / 12) - 1, 15);
    // A yearly payment discounts exactly as at 6 % a year.
    expect(result.leaseCalculation.totalPresentValueOfLeasePayments).toBe(Math.round((12_000 / 1.06) * 100) / 100);
  });

  it('solves the rate implicit in an IFRS16 lease from the fair value', () => {
    const result = calc(ifrs({ startingDate: '2025-01-01', termInMonths: 36, rentPaymentAmount: 1000, paymentDue: 1, shouldRateBeCalculated: true, totalEquipmentCost: 33_000 }));
    expect(result.leaseCalculation.totalPresentValueOfLeasePayments).toBe(33_000);
    expect(result.leaseCalculation.ninetyPercenatageTest).toBe(1);
    expect(result.leaseCalculation.implicitRate).toBeCloseTo(result.leaseCalculation.amortizationRate * 12, 15);
    expect(result.leaseCalculation.implicitRate).toBeGreaterThan(0.05);
  });

  it('computes the daily interim rent from the rent per interval', () => {
    const yearly = calc(ifrs({ startingDate: '2025-01-01', termInMonths: 24, rentPaymentAmount: 36_500, paymentInterval: 3 }));
    expect(yearly.leaseCalculation.interimRate).toBe(100);
    const monthly = calc(ifrs({ startingDate: '2025-01-01', termInMonths: 24, rentPaymentAmount: 1000 }));
    expect(monthly.leaseCalculation.interimRate).toBe(32.88);
  });

  it('opens at ROUND(PV) and the right-of-use asset adds premium and costs, less the incentive', () => {
    const result = calc(
      ifrs({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 1000, leasePremium: 100, initialDirectCosts: 50.5, dismantlingProvision: 10, leaseIncentive: 20.25, totalEquipmentCost: 20_000 }),
    );
    const l0 = result.leaseCalculation.totalPresentValueOfLeasePayments;
    expect(result.leaseCalculation.costOfEquipment).toBe(Math.round((l0 + 100 + 50.5 + 10 - 20.25) * 100) / 100);
    expect(result.leaseCalculation.ninetyPercenatageTest).toBe(Math.round((l0 / 20_000) * 10_000) / 10_000);
  });

  it('runs a zero rate without dividing by it', () => {
    const result = calc(ifrs({ startingDate: '2025-01-01', termInMonths: 6, rentPaymentAmount: 100, incrementalBorrowingRate: 0 }));
    expect(result.leaseCalculation.totalPresentValueOfLeasePayments).toBe(600);
    expect(result.leaseAmortizations.every((r) => r.interestAmount === 0)).toBe(true);
  });
});
