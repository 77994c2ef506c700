// fast-check properties over random agreements (test/support/arbitraries.ts): the §4
// invariants, the decimal reference row by row, the solved rate, depreciation and
// accounting entries. Run sizes keep the file within a few seconds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountingEntries, calculateLease, type Agreement, type LeaseOutcome } from '../src/index.ts';
import { agreementArb, ifrs16AtBorrowingRate, startingDate } from './support/arbitraries.ts';
import { cents, sumCents } from './support/agreements.ts';
import { Dec, exactDecimal, nominal, refAnnualRate, refDepreciation, refFlows, refMonthlyRate, refPresentValue, refSchedule, type RefRate } from './support/reference.ts';

/** Agreements the generator may make infeasible (incentive above the liability, payment totals beyond range). */
function feasible(a: Agreement): LeaseOutcome | null {
  const result = calculateLease(a);
  if (result.ok) return result;
  const allowed = ['leaseIncentive', 'rentPaymentAmount', 'totalEquipmentCost'];
  expect(result.errors.every((e) => allowed.includes(e.propertyName))).toBe(true);
  return null;
}

/**
 * The j the reference should use: the typed decimal for a nominal borrowing rate of monthly
 * payments (j = r / 12 exactly), else the core's double.
 */
function referenceRate(a: Agreement, result: LeaseOutcome): RefRate {
  const givenNominal =
    a.accountingStandard === 1 && !a.shouldRateBeCalculated && a.rateConvention === 0 && a.paymentInterval === 0;
  return givenNominal ? nominal(a.incrementalBorrowingRate) : exactDecimal(result.leaseCalculation.amortizationRate);
}

describe('amortization schedule properties', () => {
  it('keeps the §4 invariants and closes at exactly 0.00', () => {
    fc.assert(
      fc.property(agreementArb, (a) => {
        const result = feasible(a);
        fc.pre(result !== null);
        const rows = result.leaseAmortizations;
        const extra = a.residualValue > 0 && a.residualValueSettlement === 1 ? 1 : 0;
        expect(rows).toHaveLength(a.termInMonths + extra);
        const opening = cents(rows[0]?.openingBalance ?? Number.NaN);
        expect(opening).toBe(cents(result.leaseCalculation.totalPresentValueOfLeasePayments));
        // Plain checks per row, one expect for them all: thousands of expects would dominate the run.
        const broken = rows.filter((r, i) => {
          const amounts = [r.paymentAmount, r.interestAmount, r.principalAmount, r.openingBalance, r.closingBalance];
          return (
            r.periodNumber !== i + 1 ||
            (i > 0 && r.openingBalance !== rows[i - 1]?.closingBalance) ||
            cents(r.principalAmount) !== cents(r.paymentAmount) - cents(r.interestAmount) ||
            cents(r.closingBalance) !== cents(r.openingBalance) - cents(r.principalAmount) ||
            amounts.some((v) => Math.round(v * 100) / 100 !== v)
          );
        });
        expect(broken).toEqual([]);
        expect(rows.at(-1)?.closingBalance).toBe(0);
        // Closed on the last paid row; nothing owed, accrued or repaid after it (DOMAIN §4).
        const lastPaid = rows.findLastIndex((r) => r.paymentAmount !== 0);
        if (lastPaid >= 0) expect(rows[lastPaid]?.closingBalance).toBe(0);
        const afterLastPayment = rows.slice(lastPaid + 1);
        expect(afterLastPayment.filter((r) => [r.interestAmount, r.principalAmount, r.openingBalance, r.closingBalance].some((v) => v !== 0))).toEqual([]);
        expect(sumCents(rows, (r) => r.principalAmount)).toBe(opening);
        expect(sumCents(rows, (r) => r.interestAmount)).toBe(sumCents(rows, (r) => r.paymentAmount) - opening);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with the decimal reference on every row: grid, dates, flags, rounding of each interest', () => {
    fc.assert(
      fc.property(agreementArb, (a) => {
        const result = feasible(a);
        fc.pre(result !== null);
        const j = referenceRate(a, result);
        const flows = refFlows(a);
        const opening =
          a.accountingStandard === 0
            ? new Dec(String(result.leaseCalculation.totalPresentValueOfLeasePayments))
            : refPresentValue(flows, j).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
        expect(result.leaseCalculation.totalPresentValueOfLeasePayments).toBe(opening.toNumber());
        expect(result.leaseCalculation.presentValueOfRent).toBe(
          refPresentValue(flows, j, 'rent').toDecimalPlaces(2, Dec.ROUND_HALF_UP).toNumber(),
        );
        const core = result.leaseAmortizations.map(({ accountingStandard: _, ...r }) => r);
        expect(core).toEqual(refSchedule(a, j, opening));
        for (const r of result.leaseAmortizations) expect(r.accountingStandard).toBe(a.accountingStandard);
      }),
      { numRuns: 120 },
    );
  });

  it('rounds true half cents away from zero at decimal borrowing rates (ties are frequent at r / 12)', () => {
    // Small monthly schedules at 6 %, 3 %, 12 % make B × r / 12 land on x.5 cents often; other
    // intervals run on (1 + r·m/12)^(1/m) − 1 and are compared at the core's double.
    const tieProne = ifrs16AtBorrowingRate.map((a) => ({
      ...a,
      incrementalBorrowingRate: [0.06, 0.03, 0.12, 0.09, 0.015][a.termInMonths % 5] ?? 0.06,
      rateConvention: 0 as const,
    }));
    fc.assert(
      fc.property(tieProne, (a) => {
        const result = feasible(a);
        fc.pre(result !== null);
        const j = referenceRate(a, result);
        const opening = refPresentValue(refFlows(a), j).toDecimalPlaces(2, Dec.ROUND_HALF_UP);
        expect(result.leaseAmortizations.map(({ accountingStandard: _, ...r }) => r)).toEqual(refSchedule(a, j, opening));
      }),
      { numRuns: 120 },
    );
  });

  it('stays within the provable drift from the unrounded recursion (last row absorbs it)', () => {
    fc.assert(
      fc.property(agreementArb, (a) => {
        const result = feasible(a);
        fc.pre(result !== null);
        const j = result.leaseCalculation.amortizationRate;
        const rows = result.leaseAmortizations;
        const inAdvance = a.paymentDue === 0;
        // Each rounded interest is within half a cent of its own exact value; the
        // differences compound at (1 + j) a month, so after t rows the drift is at most
        // 0.5 × Σ_{k<t} (1 + j)^k cents.
        let unrounded = cents(rows[0]?.openingBalance ?? 0);
        let bound = 0;
        const broken: number[] = [];
        const lastPaid = rows.findLastIndex((r) => r.paymentAmount !== 0);
        rows.forEach((r, i) => {
          const pay = cents(r.paymentAmount);
          const exactInterest = (inAdvance ? cents(r.openingBalance) - pay : cents(r.openingBalance)) * j;
          const slack = 1e-9 * Math.abs(exactInterest) + 1e-6;
          if (i < lastPaid && Math.abs(cents(r.interestAmount) - exactInterest) > 0.5 + slack) broken.push(i + 1);
          unrounded = unrounded + (inAdvance ? unrounded - pay : unrounded) * j - pay;
          bound = bound * (1 + j) + 0.5;
          if (Math.abs(cents(r.closingBalance) - unrounded) > bound + 1e-9 * Math.abs(unrounded) + 1e-6) broken.push(-(i + 1));
        });
        expect(broken).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it('solves a rate that reproduces its target to the cent (CSI N, IFRS16 fair value)', () => {
    fc.assert(
      fc.property(agreementArb, (a) => {
        fc.pre(a.accountingStandard === 0 || a.shouldRateBeCalculated);
        const result = feasible(a);
        fc.pre(result !== null);
        const target =
          a.accountingStandard === 0
            ? cents(a.totalEquipmentCost) + cents(a.salesPersonCommission) - cents(a.subRentAndArrangmentFee)
            : cents(a.totalEquipmentCost);
        const j = exactDecimal(result.leaseCalculation.amortizationRate);
        const pv = refPresentValue(refFlows(a), j).times(100);
        expect(pv.toDecimalPlaces(0, Dec.ROUND_HALF_UP).toNumber()).toBe(target);
        expect(pv.minus(target).abs().toNumber()).toBeLessThan(Math.max(1e-6, target * 1e-14));
        const annual = result.leaseCalculation.implicitRate;
        const jn = result.leaseCalculation.amortizationRate;
        expect(annual).toBeCloseTo(refAnnualRate(exactDecimal(jn), a.rateConvention, a.paymentInterval).toNumber(), 14);
        expect(cents(result.leaseCalculation.totalPresentValueOfLeasePayments)).toBe(target);
      }),
      { numRuns: 200 },
    );
  });

  it('uses the borrowing rate under its convention', () => {
    fc.assert(
      fc.property(ifrs16AtBorrowingRate, (a) => {
        const result = feasible(a);
        fc.pre(result !== null);
        expect(result.leaseCalculation.implicitRate).toBe(a.incrementalBorrowingRate);
        const j = refMonthlyRate(a.incrementalBorrowingRate, a.rateConvention, a.paymentInterval).toNumber();
        expect(Math.abs(result.leaseCalculation.amortizationRate - j)).toBeLessThanOrEqual(Math.abs(j) * 1e-15);
      }),
      { numRuns: 300 },
    );
  });
});

describe('depreciation properties (IFRS16)', () => {
  it('matches the decimal reference and closes at 0.00', () => {
    fc.assert(
      fc.property(ifrs16AtBorrowingRate, (a) => {
        const result = feasible(a);
        fc.pre(result !== null);
        const d = result.depraciations;
        const base = cents(result.leaseCalculation.costOfEquipment) + cents(a.leaseholdImprovements);
        expect(d).toHaveLength(a.termInMonths);
        expect(d[0]?.openingBalance).toBe(base / 100);
        expect(d.at(-1)?.closingBalance).toBe(0);
        expect(sumCents(d, (p) => p.depraciationCharge)).toBe(base);
        for (const p of d) expect(p.depraciationCharge).toBeGreaterThanOrEqual(0);
        expect(d).toEqual(refDepreciation(a, new Dec(base).div(100)));
        const rows = result.leaseAmortizations;
        d.forEach((p, i) => {
          expect(p.beginingOfPeriod <= p.endOfPeriod).toBe(true);
          if (a.paymentDue === 0) expect(p.beginingOfPeriod).toBe(rows[i]?.paymentDate);
          else expect(p.endOfPeriod).toBe(rows[i]?.paymentDate);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('never charges less than the remaining straight-line share under declining balance (Excel VDB)', () => {
    fc.assert(
      fc.property(ifrs16AtBorrowingRate, (a) => {
        const result = feasible({ ...a, depreciationMethod: 1 });
        fc.pre(result !== null);
        const d = result.depraciations;
        const broken = d.slice(0, -1).filter((p) => {
          const left = cents(p.openingBalance);
          const periodsLeft = a.termInMonths - p.periodNumber + 1;
          const share = Math.min(left, Math.round(left / periodsLeft));
          return cents(p.depraciationCharge) < share || cents(p.depraciationCharge) > left;
        });
        expect(broken).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('depreciates over the whole term under declining balance when n > 24 (IFRS 16.31)', () => {
    const longLeases = ifrs16AtBorrowingRate.filter((a) => a.termInMonths > 24);
    fc.assert(
      fc.property(longLeases, (a) => {
        const result = feasible({ ...a, depreciationMethod: 1 });
        fc.pre(result !== null);
        const d = result.depraciations;
        const base = cents(d[0]?.openingBalance ?? 0);
        // A base of a few cents rounds its shares to whole cents and may finish a period early.
        fc.pre(base >= a.termInMonths * 100);
        expect(d).toHaveLength(a.termInMonths);
        expect(d.at(-2)?.closingBalance).toBeGreaterThan(0);
        expect(d.at(-1)?.depraciationCharge).toBeGreaterThan(0);
        expect(d.at(-1)?.closingBalance).toBe(0);
      }),
      { numRuns: 150 },
    );
  });
});

describe('accounting entry properties', () => {
  const portfolio = fc.array(ifrs16AtBorrowingRate, { minLength: 1, maxLength: 3 });
  const period = fc.tuple(startingDate, startingDate).map(([x, y]): [string, string] => (x <= y ? [x, y] : [y, x]));

  function sources(agreements: readonly Agreement[]) {
    return agreements.flatMap((a) => {
      const result = feasible(a);
      return result ? [{ agreement: a, ...result }] : [];
    });
  }

  it('balances: every entry debits what it credits, nothing of value 0, indexed 1..', () => {
    fc.assert(
      fc.property(portfolio, period, (agreements, [from, to]) => {
        const entries = accountingEntries(sources(agreements), from, to);
        if (!entries.ok) throw new Error(JSON.stringify(entries.errors));
        entries.details.forEach((e, i) => {
          expect(e.index).toBe(i + 1);
          expect(e.debitDetail.value).toBe(e.creditDetail.value);
          expect(e.debitDetail.value).not.toBe(0);
          expect(e.debitDetail.labelEN).not.toBe(e.creditDetail.labelEN);
        });
        const debits = entries.details.reduce((s, e) => s + cents(e.debitDetail.value), 0);
        const credits = entries.details.reduce((s, e) => s + cents(e.creditDetail.value), 0);
        expect(debits).toBe(credits);
      }),
      { numRuns: 100 },
    );
  });

  it('over a whole lease: the liability nets to 0 and depreciation to the base; periods add up', () => {
    fc.assert(
      fc.property(portfolio, startingDate, (agreements, middle) => {
        const src = sources(agreements);
        fc.pre(src.length > 0);
        const whole = accountingEntries(src, '1990-01-01', '2200-12-31');
        const early = accountingEntries(src, '1990-01-01', middle);
        const late = accountingEntries(src, new Date(Date.parse(middle) + 86_400_000).toISOString().slice(0, 10), '2200-12-31');
        if (!whole.ok || !early.ok || !late.ok) throw new Error('entries failed');
        const byAccounts = (details: typeof whole.details) => {
          const map = new Map<string, number>();
          for (const e of details) map.set(`${e.debitDetail.labelEN} / ${e.creditDetail.labelEN}`, cents(e.debitDetail.value));
          return map;
        };
        const w = byAccounts(whole.details);
        const liability =
          (w.get('Right-of-use asset / Lease liability') ?? 0) +
          (w.get('Finance costs: lease interest / Lease liability') ?? 0) -
          (w.get('Lease liability / Cash and payables') ?? 0);
        expect(liability).toBe(0);
        const depreciationBase = src.reduce(
          (s, x) => s + cents(x.leaseCalculation.costOfEquipment) + cents(x.agreement.leaseholdImprovements),
          0,
        );
        expect(w.get('Depreciation expense / Accumulated depreciation of right-of-use assets') ?? 0).toBe(depreciationBase);
        const e = byAccounts(early.details);
        const l = byAccounts(late.details);
        for (const [key, value] of w) expect((e.get(key) ?? 0) + (l.get(key) ?? 0)).toBe(value);
      }),
      { numRuns: 60 },
    );
  });
});
