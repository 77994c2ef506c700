import { describe, expect, it } from 'vitest';
import { borrowingRate } from '../src/index.ts';

// 12 payments of 1 000.00 in arrears against a fair value of 11 000.00: the monthly rate j solves
// Σ 1000 / (1 + j)^k = 11000, k = 1..12; j = 0.0136470306776935… (30-digit root, mpmath).
const J = 0.0136470306776935;

describe('the rate implicit in the lease (DOMAIN §9)', () => {
  it('solves the monthly rate and reports it as a nominal annual rate of monthly payments, 12 j', () => {
    const result = borrowingRate({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 1000, totalEquipmentCost: 11_000, paymentDue: 1 });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(Object.keys(result).sort()).toStrictEqual(['borrowingRate', 'monthlyRate', 'ok']);
    expect(result.monthlyRate).toBeCloseTo(J, 13);
    expect(result.borrowingRate).toBeCloseTo(0.163764368132323, 13);
  });

  it('reports the same monthly rate as an effective annual rate, (1 + j)^12 − 1, under the effective convention', () => {
    const result = borrowingRate({
      startingDate: '2025-01-01',
      termInMonths: 12,
      rentPaymentAmount: 1000,
      totalEquipmentCost: 11_000,
      paymentDue: 1,
      rateConvention: 1,
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    expect(result.monthlyRate).toBeCloseTo(J, 13);
    expect(result.borrowingRate).toBeCloseTo(0.176633015438899, 13);
  });

  it('returns the validation errors of an agreement that does not validate', () => {
    expect(borrowingRate({ startingDate: '2025-02-30', termInMonths: 12, rentPaymentAmount: 1000, totalEquipmentCost: 11_000 })).toStrictEqual({
      ok: false,
      errors: [
        {
          propertyName: 'startingDate',
          code: 'dateNotExisting',
          params: { field: { term: 'startingDate' }, value: '2025-02-30' },
          message: 'Starting date 2025-02-30 is not a date that exists in the calendar.',
        },
      ],
    });
  });

  it('asks for the fair value when the total equipment cost is 0', () => {
    expect(borrowingRate({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 1000 })).toStrictEqual({
      ok: false,
      errors: [
        {
          propertyName: 'totalEquipmentCost',
          code: 'fairValueRequired',
          params: {},
          message:
            "To calculate the rate implicit in the lease, enter the asset's fair value as the total equipment cost (it must be above 0).",
        },
      ],
    });
  });

  it('refuses payments beyond the exact range, 12 × 1 000 000 000 000.00 against a maximum of 10 000 000 000 000.00', () => {
    expect(borrowingRate({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 1e12, totalEquipmentCost: 1000 })).toStrictEqual({
      ok: false,
      errors: [
        {
          propertyName: 'rentPaymentAmount',
          code: 'paymentsTooLarge',
          params: { total: { money: 12_000_000_000_000 }, maximum: { money: 10_000_000_000_000 } },
          message: 'The payments total 12,000,000,000,000.00, beyond the supported 10,000,000,000,000.00.',
        },
      ],
    });
  });

  it('says why no rate exists when the payments total less than the fair value', () => {
    expect(borrowingRate({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 1000, totalEquipmentCost: 13_000 })).toStrictEqual({
      ok: false,
      errors: [
        {
          propertyName: 'rentPaymentAmount',
          code: 'paymentsBelowTarget',
          params: { target: { term: 'fairValue' }, amount: { money: 13_000 }, total: { money: 12_000 }, maximum: { percent: 100 } },
          message:
            "The payments total 12,000.00, less than the asset's fair value (13,000.00): no interest rate of 0 % or more exists. " +
            'Raise the payments or lower the amount financed.',
        },
      ],
    });
  });
});
