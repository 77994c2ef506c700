import { describe, expect, it } from 'vitest';
import { formatMessage, isMessageKey, type Language } from '@leasedesk/contract';
import { accountingEntries, borrowingRate, sensitivityAnalysis, validateAgreement, type ErrorCode, type FieldError } from '@leasedesk/lease-math';
import { calculationMessages } from '../../src/modules/lease-agreements/calculation-messages.ts';

const exampleA = {
  startingDate: '2025-03-01', termInMonths: 36, rentPaymentAmount: 9500, totalEquipmentCost: 100_000, salesPersonCommission: 1500,
  subRentAndArrangmentFee: 500, residualValue: 5000, paymentDue: 0, paymentInterval: 1, residualValueSettlement: 1, accountingStandard: 0,
};
const exampleB = {
  startingDate: '2025-01-01', termInMonths: 60, rentPaymentAmount: 10_000, incrementalBorrowingRate: 0.06, initialDirectCosts: 5000,
  dismantlingProvision: 20_000, leaseIncentive: 10_000, rentFreePeriodInMonths: 3, indexationRate: 3, paymentDue: 1, paymentInterval: 0, accountingStandard: 1,
};
const fields = [...new Set([...Object.keys(exampleA), ...Object.keys(exampleB), 'leasePremium', 'leaseholdImprovements', 'depreciationMethod', 'rateConvention', 'shouldRateBeCalculated'])];
const badValues: unknown[] = [-9500, 'x', 1e13, 9500.005, 2.5, 99, true, '2025-02-30', '1800-01-01', '01.02.2025'];

/** Every error lease-math gives for a wide set of bad agreements, periods and rates. */
function everyError(): FieldError[] {
  const errors: FieldError[] = [validateAgreement(null), validateAgreement({})].flat();
  for (const base of [exampleA, exampleB]) {
    for (const field of fields) for (const value of badValues) errors.push(...validateAgreement({ ...base, [field]: value }));
    for (const interval of [1, 2, 3]) errors.push(...validateAgreement({ ...base, termInMonths: 35, paymentInterval: interval }));
  }
  errors.push(
    ...validateAgreement({ ...exampleA, rentPaymentAmount: 7000, residualValue: 0 }),
    ...validateAgreement({ ...exampleA, termInMonths: 12, paymentInterval: 3, rentPaymentAmount: 200_000, residualValue: 0 }),
    ...validateAgreement({ ...exampleA, totalEquipmentCost: 0, salesPersonCommission: 0 }),
    ...validateAgreement({ ...exampleA, rentPaymentAmount: 0, residualValue: 0 }),
    ...validateAgreement({ ...exampleA, rentPaymentAmount: 900_000_000_000, termInMonths: 1200, paymentInterval: 0 }),
    ...validateAgreement({ ...exampleA, rentPaymentAmount: 1e9, totalEquipmentCost: 1 }),
    ...validateAgreement({ ...exampleB, shouldRateBeCalculated: true }),
    ...validateAgreement({ ...exampleB, leaseIncentive: 9_000_000 }),
    ...validateAgreement({ ...exampleA, rentFreePeriodInMonths: 36 }),
  );
  for (const result of [sensitivityAnalysis(exampleB as never, 8), borrowingRate({ ...exampleB, totalEquipmentCost: 700_000 } as never)]) if (!result.ok) errors.push(...result.errors);
  for (const [from, to] of [['2025-02-30', 'x'], ['2025-12-31', '2025-01-01']] as const) {
    const result = accountingEntries([], from, to);
    if (!result.ok) errors.push(...result.errors);
  }
  return errors;
}

describe("lease-math's errors in the catalog", () => {
  const errors = everyError();

  it('reach (nearly) every code lease-math has, so the check below covers them', () => {
    const reached = new Set(errors.map((error) => error.code));
    // rate-too-high needs payments beyond the supported total; it is worded like its siblings.
    const unreachable: ErrorCode[] = ['rateTooHigh', 'noPayments'];
    const all: ErrorCode[] = ['notObject', 'required', 'notNumber', 'negative', 'amountTooLarge', 'tooManyDecimals', 'notWholeNumber', 'outOfRange', 'notOneOf', 'indexationRateOutOfRange', 'annualRateOutOfRange', 'notBoolean', 'dateFormat', 'dateNotExisting', 'dateYearRange', 'termNotMultipleOfInterval', 'rentFreeNotShorterThanTerm', 'paymentsTooLarge', 'noPayments', 'paymentsBelowTarget', 'upfrontCoversTarget', 'rateTooHigh', 'fairValueRequired', 'netInvestmentNotPositive', 'rightOfUseNegative', 'auditorRateOutOfRange', 'periodStartInvalid', 'periodEndInvalid', 'periodEndBeforeStart'];
    for (const code of all) expect(isMessageKey(`calculation.${code}`), code).toBe(true);
    expect(all.filter((code) => !reached.has(code) && !unreachable.includes(code))).toEqual([]);
  });

  it('word every error fully in both languages: every key, term and placeholder exists', () => {
    for (const language of ['en', 'pl'] as Language[]) {
      for (const message of calculationMessages(errors)) {
        expect(isMessageKey(message.key), message.key).toBe(true);
        for (const param of Object.values(message.params ?? {})) if (typeof param === 'object' && 'key' in param) expect(isMessageKey(param.key), param.key).toBe(true);
        const worded = formatMessage(language, message.key, message.params);
        expect(worded, `${language} ${message.key}`).not.toMatch(/\{\{|calculation\./);
      }
    }
  });

  it('write amounts as the screen does, in Polish too', () => {
    const [negative] = calculationMessages(validateAgreement({ ...exampleA, rentPaymentAmount: -9500 }));
    expect(negative && formatMessage('en', negative.key, negative.params)).toBe('Rent payment must not be negative (got -9\u00a0500,00).');
    expect(negative && formatMessage('pl', negative.key, negative.params)).toBe('Pole „Rata czynszu” nie może być ujemne (podano -9\u00a0500,00).');
    const [term] = calculationMessages(validateAgreement({ ...exampleA, termInMonths: 35 }));
    expect(term && formatMessage('pl', term.key, term.params)).toBe('Okres umowy (35 mies.) musi być całkowitą wielokrotnością częstotliwości płatności (kwartalnie: 3 mies.).');
  });
});
