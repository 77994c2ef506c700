import { describe, expect, it } from 'vitest';
import { noRateError } from '../src/rate-errors.ts';

describe('the error given when no rate exists', () => {
  it('says that an agreement without payments has no rate', () => {
    expect(noRateError({ ok: false, reason: 'no-payments' }, 1_000_000, 'the net investment', 0, 'netInvestment')).toStrictEqual({
      propertyName: 'rentPaymentAmount',
      code: 'noPayments',
      params: {
        target: { term: 'netInvestment' },
        amount: { money: 10_000 },
        total: { money: 0 },
        maximum: { percent: 100 },
      },
      message: 'The agreement has no payments, so no rate can make their present value equal the net investment (10,000.00).',
    });
  });

  it('gives the payments total when it is below the target', () => {
    expect(
      noRateError({ ok: false, reason: 'payments-below-target' }, 1_234_567, "the asset's fair value", 1_000_005, 'fairValue'),
    ).toStrictEqual({
      propertyName: 'rentPaymentAmount',
      code: 'paymentsBelowTarget',
      params: {
        target: { term: 'fairValue' },
        amount: { money: 12_345.67 },
        total: { money: 10_000.05 },
        maximum: { percent: 100 },
      },
      message:
        "The payments total 10,000.05, less than the asset's fair value (12,345.67): " +
        'no interest rate of 0 % or more exists. Raise the payments or lower the amount financed.',
    });
  });

  it('says that a payment at the start covering the target leaves no finite rate', () => {
    expect(
      noRateError({ ok: false, reason: 'upfront-covers-target' }, 50_000, 'the net investment', 120_000, 'netInvestment'),
    ).toStrictEqual({
      propertyName: 'rentPaymentAmount',
      code: 'upfrontCoversTarget',
      params: {
        target: { term: 'netInvestment' },
        amount: { money: 500 },
        total: { money: 1_200 },
        maximum: { percent: 100 },
      },
      message: 'The payment due at the start already covers the net investment (500.00): no finite interest rate exists.',
    });
  });

  it('names the largest monthly rate, 10000 % a month, when the rate would exceed it', () => {
    expect(noRateError({ ok: false, reason: 'rate-too-high' }, 1, "the asset's fair value", 999_999_999, 'fairValue')).toStrictEqual({
      propertyName: 'rentPaymentAmount',
      code: 'rateTooHigh',
      params: {
        target: { term: 'fairValue' },
        amount: { money: 0.01 },
        total: { money: 9_999_999.99 },
        maximum: { percent: 100 },
      },
      message: "The payments are so high against the asset's fair value (0.01) that the rate would exceed 10000 % a month; check the amounts.",
    });
  });
});
