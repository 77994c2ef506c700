import type { Agreement } from '../../src/types.ts';

/** A full agreement from a few fields; everything else as the web form sends it empty. */
export function agreement(fields: Partial<Agreement> & Pick<Agreement, 'startingDate' | 'termInMonths' | 'rentPaymentAmount'>): Agreement {
  return {
    subRentAndArrangmentFee: 0,
    residualValue: 0,
    totalEquipmentCost: 0,
    salesPersonCommission: 0,
    paymentDue: 0,
    paymentInterval: 0,
    residualValueSettlement: 0,
    rentFreePeriodInMonths: 0,
    indexationRate: 0,
    incrementalBorrowingRate: 0,
    shouldRateBeCalculated: false,
    accountingStandard: 0,
    rateConvention: 0,
    leasePremium: 0,
    initialDirectCosts: 0,
    dismantlingProvision: 0,
    leaseIncentive: 0,
    leaseholdImprovements: 0,
    depreciationMethod: 0,
    ...fields,
  };
}

/** DOMAIN §12 A: CSI, quarterly in advance, residual value in an additional month. */
export const EXAMPLE_A = agreement({
  startingDate: '2025-03-01',
  termInMonths: 36,
  rentPaymentAmount: 9500,
  totalEquipmentCost: 100_000,
  salesPersonCommission: 1500,
  subRentAndArrangmentFee: 500,
  residualValue: 5000,
  paymentDue: 0,
  paymentInterval: 1,
  residualValueSettlement: 1,
  accountingStandard: 0,
});

/** DOMAIN §12 B: IFRS16, monthly in arrears, 3 rent-free months, 3 % indexation. */
export const EXAMPLE_B = agreement({
  startingDate: '2025-01-01',
  termInMonths: 60,
  rentPaymentAmount: 10_000,
  incrementalBorrowingRate: 0.06,
  initialDirectCosts: 5000,
  dismantlingProvision: 20_000,
  leaseIncentive: 10_000,
  paymentDue: 1,
  paymentInterval: 0,
  rentFreePeriodInMonths: 3,
  indexationRate: 3,
  accountingStandard: 1,
  depreciationMethod: 0,
});

/** DOMAIN §12 C: IFRS 16 Illustrative Example 13, yearly in advance at an effective 5 %. */
export const EXAMPLE_C = agreement({
  startingDate: '2025-01-01',
  termInMonths: 120,
  rentPaymentAmount: 50_000,
  incrementalBorrowingRate: 0.05,
  rateConvention: 1,
  initialDirectCosts: 20_000,
  leaseIncentive: 5000,
  paymentDue: 0,
  paymentInterval: 3,
  accountingStandard: 1,
});

/**
 * DOMAIN §12 D: declining balance of a base of 120 000.00 over 60 months; an IFRS16 lease at
 * rate 0 whose only cost is 2 000.00 a month makes ROU = D.
 */
export const EXAMPLE_D = agreement({
  startingDate: '2025-01-01',
  termInMonths: 60,
  rentPaymentAmount: 2000,
  paymentDue: 1,
  accountingStandard: 1,
  depreciationMethod: 1,
});

export function cents(amount: number): number {
  return Math.round(amount * 100);
}

export function sumCents<T>(rows: readonly T[], pick: (row: T) => number): number {
  return rows.reduce((s, r) => s + cents(pick(r)), 0);
}
