// Present values where a double's last bits would move a cent: the exact discount ratio of a typed rate
// (DOMAIN §1, §3) and the compensated sum the rate solver relies on.
import { describe, expect, it } from 'vitest';
import { calculateLease } from '../src/index.ts';
import { presentValue, presentValueCents, type CashFlows } from '../src/present-value.ts';
import { rateOfAnnual, rateOfMonthly } from '../src/rate-convention.ts';
import { agreement } from './support/agreements.ts';
import { Dec } from './support/reference.ts';

/** 408 000 000 000.00 a month for a year, in arrears: Σ 4 896 000 000 000 000 cents, within the supported total. */
function yearInArrears(): CashFlows {
  return { tau: Array.from({ length: 12 }, (_, k) => k + 1), amount: Array<number>(12).fill(40_800_000_000_000) };
}

/**
 * 9 000 000 000 000.00 at the start, then 10 000.01 a month for 40 years: each small term added to the large
 * sum loses up to 1/16 of a cent to rounding, which a plain sum of the 481 terms piles up to 1.375 cents.
 */
function largeUpfrontSmallRents(): CashFlows {
  const flows: CashFlows = { tau: [0], amount: [900_000_000_000_000] };
  for (let t = 1; t <= 480; t += 1) {
    flows.tau.push(t);
    flows.amount.push(1_000_001);
  }
  return flows;
}

function exactPresentValue(flows: CashFlows, discount: InstanceType<typeof Dec>): InstanceType<typeof Dec> {
  return flows.amount.reduce((s, a, k) => s.plus(discount.pow(flows.tau[k] ?? 0).times(a)), new Dec(0));
}

describe('present value', () => {
  it('discounts a typed nominal rate at its exact ratio 1 / (1 + r / 12), not at the double r / 12', () => {
    const flows = yearInArrears();
    const typed = rateOfAnnual(0.03, 0, 0);
    expect(typed.ratio).toEqual({ numerator: 3, denominator: 1200 });
    // Σ a × (1200 / 1203)^τ = 481 735 956 725 004.500108… cents: a half cent by a ten-thousandth.
    const exact = exactPresentValue(flows, new Dec(1200).div(1203));
    expect(exact.minus('481735956725004.5').toNumber()).toBeCloseTo(0.000108, 6);
    expect(presentValueCents(flows, typed)).toBe(481_735_956_725_005);
    // The double 0.0025 lies 5 × 10^-20 above 3 / 1200, enough to take 0.0002 cents off and round down.
    expect(presentValueCents(flows, rateOfMonthly(0.03 / 12))).toBe(481_735_956_725_004);
  });

  it('opens an IFRS16 lease at that exact present value (L0, DOMAIN §3)', () => {
    const result = calculateLease(
      agreement({
        startingDate: '2025-01-01',
        termInMonths: 12,
        rentPaymentAmount: 408_000_000_000,
        incrementalBorrowingRate: 0.03,
        paymentDue: 1,
        accountingStandard: 1,
      }),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.leaseCalculation.totalPresentValueOfLeasePayments).toBe(4_817_359_567_250.05);
    expect(result.leaseAmortizations[0]?.openingBalance).toBe(4_817_359_567_250.05);
  });

  it('sums the terms with compensation, so many small terms after a large one keep their cents', () => {
    const flows = largeUpfrontSmallRents();
    const exact = exactPresentValue(flows, new Dec(1).div('1.005'));
    expect(exact.toFixed(4)).toBe('900000181747765.9954');
    expect(Math.abs(presentValue(flows, 0.005) - exact.toNumber())).toBeLessThan(0.01);
  });

  it('adds the amounts as they are at a zero rate', () => {
    const flows = largeUpfrontSmallRents();
    expect(presentValue(flows, 0)).toBe(900_000_000_000_000 + 480 * 1_000_001);
    expect(presentValue({ tau: [], amount: [] }, 0.01)).toBe(0);
  });
});
