// The amortization schedule (DOMAIN §4) on leases small enough to check by hand. The expected rows were
// worked out apart from lease-math, by the rules of DOMAIN §2–§4 in Python's decimal (ROUND_HALF_UP).
import { describe, expect, it } from 'vitest';
import { calculateLease, type Agreement, type LeaseAmortization } from '../src/index.ts';
import { agreement } from './support/agreements.ts';

function schedule(fields: Partial<Agreement> & Pick<Agreement, 'termInMonths' | 'rentPaymentAmount'>): LeaseAmortization[] {
  const result = calculateLease(agreement({ startingDate: '2025-01-01', accountingStandard: 1, ...fields }));
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.leaseAmortizations;
}

/** [opening, payment, interest, principal, closing] of each row. */
const figures = (rows: LeaseAmortization[]) =>
  rows.map((r) => [r.openingBalance, r.paymentAmount, r.interestAmount, r.principalAmount, r.closingBalance]);

describe('the amortization schedule (DOMAIN §4)', () => {
  it.each([
    {
      name: 'in arrears, interest accrues on the whole opening balance',
      fields: { paymentDue: 1 } as const,
      // L0 = ROUND(100 / 1.01 + 100 / 1.01² + 100 / 1.01³) = 294.10; row 1: ROUND(294.10 × 0.01) = 2.94.
      rows: [
        [294.1, 100, 2.94, 97.06, 197.04],
        [197.04, 100, 1.97, 98.03, 99.01],
        [99.01, 100, 0.99, 99.01, 0],
      ],
    },
    {
      name: 'in advance, only what is left after the payment accrues',
      fields: { paymentDue: 0 } as const,
      // L0 = ROUND(100 + 100 / 1.01 + 100 / 1.01²) = 297.04; row 1: ROUND((297.04 − 100.00) × 0.01) = 1.97.
      rows: [
        [297.04, 100, 1.97, 98.03, 199.01],
        [199.01, 100, 0.99, 99.01, 100],
        [100, 100, 0, 100, 0],
      ],
    },
  ])('3 monthly payments of 100.00 at 12 % a year (j = 1 %), $name', ({ fields, rows }) => {
    const result = schedule({ termInMonths: 3, rentPaymentAmount: 100, incrementalBorrowingRate: 0.12, ...fields });
    expect(figures(result)).toEqual(rows);
    expect(result.map((r) => r.periodNumber)).toEqual([1, 2, 3]);
  });

  it('the last paid row takes the rest of the balance as principal, and the months after it carry 0.00', () => {
    // Quarterly in advance at 12 % nominal: j = 1.03^(1/3) − 1, L0 = 300 + 300 / 1.03 = 591.26. Row 4 opens at
    // 299.99: rounding alone would charge ROUND(−0.01 × j) = 0.00 and close at −0.01; the last payment closes at 0.
    const rows = schedule({ termInMonths: 6, rentPaymentAmount: 300, paymentInterval: 1, paymentDue: 0, incrementalBorrowingRate: 0.12 });
    expect(figures(rows)).toEqual([
      [591.26, 300, 2.88, 297.12, 294.14],
      [294.14, 0, 2.91, -2.91, 297.05],
      [297.05, 0, 2.94, -2.94, 299.99],
      [299.99, 300, 0.01, 299.99, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
    ]);
  });

  it('a lease that pays nothing opens at 0.00 and every row stays 0.00', () => {
    const rows = schedule({ termInMonths: 3, rentPaymentAmount: 0, incrementalBorrowingRate: 0.12 });
    expect(figures(rows)).toEqual([
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
      [0, 0, 0, 0, 0],
    ]);
  });

  it('carries the grid’s dates, rent-free amount, billing flag, increase rate and the accounting standard onto each row', () => {
    const rows = schedule({ termInMonths: 24, rentPaymentAmount: 1000, paymentInterval: 3, paymentDue: 1, rentFreePeriodInMonths: 12, indexationRate: 2 });
    expect(rows[11]).toMatchObject({ periodNumber: 12, paymentDate: '2025-12-31', generalLedgerIncomeDate: '2025-12-31', rentFreeAmount: 1000, paymentAmount: 0, isBillingMonth: true, increaseRate: 0, accountingStandard: 1 });
    expect(rows[23]).toMatchObject({ periodNumber: 24, paymentDate: '2026-12-31', rentFreeAmount: 0, paymentAmount: 1020, isBillingMonth: true, increaseRate: 0.02, accountingStandard: 1 });
    expect(rows[0]).toMatchObject({ paymentDate: '2025-01-31', isBillingMonth: false, rentFreeAmount: 0, increaseRate: 0 });
  });
});
