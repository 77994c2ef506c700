import { formatMoneyCents } from './format.ts';
import { MAX_MONTHLY_RATE, type RateSolution } from './rate-solver.ts';
import type { FieldError } from './types.ts';

/**
 * Why no rate exists, said in terms of the agreement. The payments are what a user
 * changes to make a rate exist, so the error sits on rentPaymentAmount.
 */
export function noRateError(
  solution: Extract<RateSolution, { ok: false }>,
  targetCents: number,
  targetName: string,
  totalPaymentsCents: number,
  targetTerm: 'netInvestment' | 'fairValue',
): FieldError {
  const target = `${targetName} (${formatMoneyCents(targetCents)})`;
  const messages: Record<typeof solution.reason, string> = {
    'no-payments': `The agreement has no payments, so no rate can make their present value equal ${target}.`,
    'payments-below-target':
      `The payments total ${formatMoneyCents(totalPaymentsCents)}, less than ${target}: ` +
      'no interest rate of 0 % or more exists. Raise the payments or lower the amount financed.',
    'upfront-covers-target':
      `The payment due at the start already covers ${target}: no finite interest rate exists.`,
    'rate-too-high':
      `The payments are so high against ${target} that the rate would exceed ` +
      `${MAX_MONTHLY_RATE * 100} % a month; check the amounts.`,
  };
  const codes = {
    'no-payments': 'noPayments',
    'payments-below-target': 'paymentsBelowTarget',
    'upfront-covers-target': 'upfrontCoversTarget',
    'rate-too-high': 'rateTooHigh',
  } as const;
  return {
    propertyName: 'rentPaymentAmount',
    code: codes[solution.reason],
    params: { target: { term: targetTerm }, amount: { money: targetCents / 100 }, total: { money: totalPaymentsCents / 100 }, maximum: { percent: MAX_MONTHLY_RATE } },
    message: messages[solution.reason],
  };
}
