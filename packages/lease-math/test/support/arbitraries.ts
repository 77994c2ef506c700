// Random agreements over the whole domain the brief names: 1–480 months, rates 0–30 %,
// amounts up to 1 000 000 000.00, every option. Where the rate is to be solved (CSI, or
// IFRS16 with shouldRateBeCalculated) the amount financed is made the present value at
// a random rate of 0–30 %, so a rate exists and the solver has a known answer to find.
import fc from 'fast-check';
import { buildGrid } from '../../src/grid.ts';
import { cashFlowsOf, presentValue } from '../../src/present-value.ts';
import { monthlyRate } from '../../src/rate-convention.ts';
import type { Agreement } from '../../src/types.ts';
import { agreement } from './agreements.ts';

const INTERVAL_MONTHS = [1, 3, 6, 12] as const;

/** Cents of any size up to 1 000 000 000.00, small sizes as likely as large ones. */
export const amountCents = fc.oneof(
  fc.integer({ min: 0, max: 100_000 }),
  fc.integer({ min: 0, max: 100_000_000 }),
  fc.integer({ min: 0, max: 100_000_000_000 }),
);

const optionalAmount = fc.oneof(fc.constant(0), amountCents.map((c) => c / 100));

/** Days 28–31 are where month arithmetic goes wrong, so they come often. */
export const startingDate = fc
  .record({
    year: fc.integer({ min: 1995, max: 2090 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 28, max: 31 })),
  })
  .map(({ year, month, day }) => {
    const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
    return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
  });

/** A rate 0–30 % with up to 4 decimals, as people type them. */
export const annualRate = fc.integer({ min: 0, max: 3000 }).map((bp) => bp / 10_000);

const shape = fc.record({
  startingDate,
  accountingStandard: fc.constantFrom(0, 1),
  paymentInterval: fc.constantFrom(0, 1, 2, 3),
  months: fc.integer({ min: 1, max: 480 }),
  paymentDue: fc.constantFrom(0, 1),
  residualValueSettlement: fc.constantFrom(0, 1),
  rentCents: fc.oneof(amountCents, amountCents.map((c) => Math.max(c, 100))),
  residualValue: optionalAmount,
  rentFree: fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 0, max: 479 })),
  indexationRate: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1000 }).map((x) => x / 100)),
  incrementalBorrowingRate: annualRate,
  rateConvention: fc.constantFrom(0, 1),
  shouldRateBeCalculated: fc.boolean(),
  targetRate: annualRate,
  commissionShare: fc.double({ min: 0, max: 0.2, noNaN: true }),
  subRentAndArrangmentFee: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000 }).map((c) => c / 100)),
  leasePremium: optionalAmount,
  initialDirectCosts: optionalAmount,
  dismantlingProvision: optionalAmount,
  leaseIncentive: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100)),
  leaseholdImprovements: optionalAmount,
  depreciationMethod: fc.constantFrom(0, 1),
});

type Shape = typeof shape extends fc.Arbitrary<infer T> ? T : never;

function build(s: Shape): Agreement {
  const m = INTERVAL_MONTHS[s.paymentInterval as 0 | 1 | 2 | 3];
  const termInMonths = Math.max(m, Math.floor(s.months / m) * m);
  const a = agreement({
    startingDate: s.startingDate,
    termInMonths,
    rentPaymentAmount: s.rentCents / 100,
    residualValue: s.residualValue,
    paymentDue: s.paymentDue as 0 | 1,
    paymentInterval: s.paymentInterval as 0 | 1 | 2 | 3,
    residualValueSettlement: s.residualValueSettlement as 0 | 1,
    rentFreePeriodInMonths: s.rentFree % termInMonths,
    indexationRate: s.indexationRate,
    incrementalBorrowingRate: s.incrementalBorrowingRate,
    shouldRateBeCalculated: s.accountingStandard === 1 && s.shouldRateBeCalculated,
    accountingStandard: s.accountingStandard as 0 | 1,
    rateConvention: s.rateConvention as 0 | 1,
    leasePremium: s.leasePremium,
    initialDirectCosts: s.initialDirectCosts,
    dismantlingProvision: s.dismantlingProvision,
    leaseIncentive: s.leaseIncentive,
    leaseholdImprovements: s.leaseholdImprovements,
    depreciationMethod: s.depreciationMethod as 0 | 1,
  });
  if (a.accountingStandard === 0 || a.shouldRateBeCalculated) {
    const flows = cashFlowsOf(buildGrid(a), 'payments');
    const financedCents = Math.round(presentValue(flows, monthlyRate(s.targetRate, a.rateConvention, a.paymentInterval)));
    if (a.accountingStandard === 0) {
      const commission = Math.floor(financedCents * s.commissionShare);
      a.salesPersonCommission = commission / 100;
      a.subRentAndArrangmentFee = s.subRentAndArrangmentFee;
      a.totalEquipmentCost = (financedCents - commission + Math.round(s.subRentAndArrangmentFee * 100)) / 100;
    } else {
      a.totalEquipmentCost = financedCents / 100;
    }
  } else {
    a.totalEquipmentCost = Math.round(s.rentCents * (termInMonths / m) * 0.9) / 100;
  }
  return a;
}

export const agreementArb: fc.Arbitrary<Agreement> = shape.map(build);

/** IFRS16 at a given borrowing rate: j = r / 12 exactly in decimals under the nominal convention. */
export const ifrs16AtBorrowingRate: fc.Arbitrary<Agreement> = agreementArb.map((a) => ({
  ...a,
  accountingStandard: 1,
  shouldRateBeCalculated: false,
}));
