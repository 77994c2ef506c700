// Excel (through @formulajs/formulajs) as an independent oracle: for level payments the
// core's rate, present value and payment must agree with RATE, PV and PMT in every
// interval and both timings, with and without a residual value. Excel puts fv at the end
// of the last period, which is DOMAIN's residual value in an additional month when in
// advance and in the last month when in arrears (DOMAIN §2, Timing).
import * as formulajs from '@formulajs/formulajs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { borrowingRate, calculateLease, type Agreement } from '../src/index.ts';
import { agreement } from './support/agreements.ts';

const INTERVALS = [1, 3, 6, 12] as const;

function excelNumber(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`Excel returned ${String(value)}`);
  return value;
}

/** Excel's type: 1 at the start of each period (DOMAIN's paymentDue 0), 0 at its end. */
function excelType(c: Case): 0 | 1 {
  return c.due === 0 ? 1 : 0;
}

interface Case {
  interval: 0 | 1 | 2 | 3;
  due: 0 | 1;
  periods: number;
  rent: number;
  residual: number;
  annualRate: number;
}

const cases = fc.record({
  interval: fc.constantFrom(0, 1, 2, 3),
  due: fc.constantFrom(0, 1),
  periods: fc.integer({ min: 1, max: 40 }),
  rent: fc.integer({ min: 10_000, max: 100_000_000 }).map((c) => c / 100),
  residual: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 500_000_000 }).map((c) => c / 100)),
  annualRate: fc.integer({ min: 10, max: 3000 }).map((bp) => bp / 10_000),
}) as fc.Arbitrary<Case>;

function levelAgreement(c: Case, fields: Partial<Agreement>): Agreement {
  const m = INTERVALS[c.interval];
  return agreement({
    startingDate: '2025-01-31',
    termInMonths: c.periods * m,
    rentPaymentAmount: c.rent,
    residualValue: c.residual,
    paymentInterval: c.interval,
    paymentDue: c.due,
    // Excel's fv sits at the end of period nper: month n from the start.
    residualValueSettlement: c.due === 0 ? 1 : 0,
    ...fields,
  });
}

describe('Excel as an oracle for level payments', () => {
  // DOMAIN §1: a nominal annual rate r is the payment period's rate r·m/12 times the periods in a year.
  it('PV: the IFRS16 liability at a nominal borrowing rate is Excel PV at r·m/12 a payment period', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const m = INTERVALS[c.interval];
        const result = calculateLease(levelAgreement(c, { accountingStandard: 1, incrementalBorrowingRate: c.annualRate }));
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        const periodic = (c.annualRate * m) / 12;
        const excel = excelNumber(formulajs.PV(periodic, c.periods, -c.rent, -c.residual, excelType(c)));
        expect(Math.abs(result.leaseCalculation.totalPresentValueOfLeasePayments - excel)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
      { numRuns: 300 },
    );
  });

  it('RATE: the CSI implicit rate is Excel RATE(n/m, …) × 12/m for every interval (nominal)', () => {
    fc.assert(
      fc.property(cases, (c) => {
        const m = INTERVALS[c.interval];
        const periodicAtRate = (c.annualRate * m) / 12;
        const financed = Math.round(excelNumber(formulajs.PV(periodicAtRate, c.periods, -c.rent, -c.residual, excelType(c))) * 100) / 100;
        fc.pre(financed > (c.due === 0 ? c.rent : 0) + 1);
        const result = calculateLease(levelAgreement(c, { accountingStandard: 0, totalEquipmentCost: financed }));
        if (!result.ok) throw new Error(JSON.stringify(result.errors));
        const excelRate = excelNumber(formulajs.RATE(c.periods, -c.rent, financed, -c.residual, excelType(c), periodicAtRate));
        const j = result.leaseCalculation.amortizationRate;
        expect((1 + j) ** m - 1).toBeCloseTo(excelRate, 10);
        expect(result.leaseCalculation.implicitRate).toBeCloseTo((excelRate * 12) / m, 10);
      }),
      { numRuns: 300 },
    );
  });

  it('PMT: at the solved rate Excel PMT gives back the rent', () => {
    fc.assert(
      fc.property(cases, fc.constantFrom(0, 1), (c, convention) => {
        const m = INTERVALS[c.interval];
        const periodicAtRate = (c.annualRate * m) / 12;
        const fairValue = Math.round(excelNumber(formulajs.PV(periodicAtRate, c.periods, -c.rent, -c.residual, excelType(c))) * 100) / 100;
        fc.pre(fairValue > (c.due === 0 ? c.rent : 0) + 1);
        const solved = borrowingRate(levelAgreement(c, { totalEquipmentCost: fairValue, rateConvention: convention as 0 | 1 }));
        if (!solved.ok) throw new Error(JSON.stringify(solved.errors));
        const periodic = (1 + solved.monthlyRate) ** m - 1;
        const payment = -excelNumber(formulajs.PMT(periodic, c.periods, fairValue, -c.residual, excelType(c)));
        // Excel's closed form cancels (1 + i)^n − 1 and fair value against residual value, so
        // for a residual far above the rent at a tiny rate it keeps fewer digits than our rate.
        expect(Math.abs(payment - c.rent)).toBeLessThanOrEqual(1e-6 + 1e-9 * (fairValue + c.residual));
        // The rate is reported under the agreement's convention (DOMAIN §1).
        const expectedAnnual = convention === 0 ? (periodic * 12) / m : (1 + solved.monthlyRate) ** 12 - 1;
        expect(solved.borrowingRate).toBeCloseTo(expectedAnnual, 12);
      }),
      { numRuns: 300 },
    );
  });

  // Every interval × timing × residual value, deterministically, besides the random runs.
  const combinations = [0, 1, 2, 3].flatMap((interval) =>
    [0, 1].flatMap((due) => [0, 12_345.67].map((residual) => ({ interval, due, residual }))),
  );
  it.each(combinations)('RATE, PV and PMT agree for interval $interval, due $due, residual $residual', ({ interval, due, residual }) => {
    const c = { interval, due, periods: 8, rent: 4321.09, residual, annualRate: 0.0725 } as Case;
    const m = INTERVALS[c.interval];
    const atBorrowingRate = calculateLease(levelAgreement(c, { accountingStandard: 1, incrementalBorrowingRate: c.annualRate }));
    if (!atBorrowingRate.ok) throw new Error(JSON.stringify(atBorrowingRate.errors));
    const periodic = (c.annualRate * m) / 12;
    const liability = atBorrowingRate.leaseCalculation.totalPresentValueOfLeasePayments;
    expect(liability).toBe(Math.round(excelNumber(formulajs.PV(periodic, c.periods, -c.rent, -c.residual, excelType(c))) * 100) / 100);

    const solved = calculateLease(levelAgreement(c, { accountingStandard: 0, totalEquipmentCost: liability }));
    if (!solved.ok) throw new Error(JSON.stringify(solved.errors));
    const excelRate = excelNumber(formulajs.RATE(c.periods, -c.rent, liability, -c.residual, excelType(c)));
    const j = solved.leaseCalculation.amortizationRate;
    expect((1 + j) ** m - 1).toBeCloseTo(excelRate, 11);
    expect(solved.leaseCalculation.implicitRate).toBeCloseTo((excelRate * 12) / m, 11);
    expect(-excelNumber(formulajs.PMT((1 + j) ** m - 1, c.periods, liability, -c.residual, excelType(c)))).toBeCloseTo(c.rent, 7);
  });

  it('RATE with the effective convention: yearly payments discount exactly at the annual rate', () => {
    const result = calculateLease(
      agreement({
        startingDate: '2025-01-01',
        termInMonths: 60,
        rentPaymentAmount: 25_000,
        paymentInterval: 3,
        paymentDue: 1,
        totalEquipmentCost: 100_000,
        rateConvention: 1,
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.leaseCalculation.implicitRate).toBeCloseTo(excelNumber(formulajs.RATE(5, -25_000, 100_000)), 12);
  });
});
