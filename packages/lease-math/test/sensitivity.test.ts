import { describe, expect, it } from 'vitest';
import { borrowingRate, sensitivityAnalysis } from '../src/index.ts';
import { EXAMPLE_A, EXAMPLE_B } from './support/agreements.ts';
import { nominal, refFlows, refPresentValue } from './support/reference.ts';

describe('sensitivity analysis (DOMAIN §8)', () => {
  it('compares example B at 6 % with an auditor at 8 %', () => {
    const result = sensitivityAnalysis(EXAMPLE_B, 0.08);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const atAuditor = refPresentValue(refFlows(EXAMPLE_B), nominal(0.08)).toDecimalPlaces(2).toNumber();
    const payments = 607_096.32;
    expect(result.rate).toEqual({ tenantRate: 0.06, auditorRate: 0.08, variance: 0.02 });
    expect(result.initialValue).toEqual({
      valueAtTenantRate: 517_595.22,
      valueAtAuditorRate: atAuditor,
      variance: Math.round((atAuditor - 517_595.22) * 100) / 100,
    });
    expect(result.financialCost.financialCostAtTenantRate).toBe(89_501.1);
    expect(result.financialCost.financialCostAtAuditorRate).toBe(Math.round((payments - atAuditor) * 100) / 100);
    expect(result.financialCost.variance).toBe(Math.round((payments - atAuditor - 89_501.1) * 100) / 100);
    expect(result.initialValue.variance).toBeLessThan(0);
  });

  it('uses the implicit rate of a CSI agreement as the tenant rate', () => {
    const result = sensitivityAnalysis(EXAMPLE_A, 0.1);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    // 4 × the quarterly rate (DOMAIN §1; 0.118128 before DOMAIN changed).
    expect(result.rate.tenantRate.toFixed(6)).toBe('0.119294');
    expect(result.initialValue.valueAtTenantRate).toBe(101_000);
    expect(result.financialCost.financialCostAtTenantRate).toBe(18_000);
    expect(result.initialValue.valueAtAuditorRate).toBeGreaterThan(101_000);
  });

  it('discounts a quarterly lease at the auditor rate per quarter (nominal: r × 3 / 12 a quarter)', () => {
    const quarterly = { ...EXAMPLE_B, paymentInterval: 1 as const, rentFreePeriodInMonths: 0, indexationRate: 0 };
    const result = sensitivityAnalysis(quarterly, 0.08);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    // 20 quarterly payments of 10 000.00 in arrears at 2 % a quarter: Excel PV(0.02, 20, −10 000).
    const excel = (10_000 * (1 - 1.02 ** -20)) / 0.02;
    expect(result.initialValue.valueAtAuditorRate).toBe(Math.round(excel * 100) / 100);
    expect(result.initialValue.valueAtAuditorRate).toBe(163_514.33);
  });

  it('rejects an auditor rate out of range and a bad agreement', () => {
    expect(sensitivityAnalysis(EXAMPLE_B, 8)).toEqual({ ok: false, errors: [{ propertyName: 'auditorRate', code: 'auditorRateOutOfRange', params: { maximum: { percent: 1 }, value: { percent: 8 } }, message: expect.any(String) }] });
    expect(sensitivityAnalysis(EXAMPLE_B, -0.01).ok).toBe(false);
    const bad = sensitivityAnalysis({ ...EXAMPLE_B, termInMonths: 0 }, 0.05);
    expect(bad.ok ? [] : bad.errors.map((e) => e.propertyName)).toEqual(['termInMonths']);
  });

  it('accepts the auditor rate at both ends of its range: 0 discounts nothing, 1 (100 % a year) is still a rate', () => {
    const atZero = sensitivityAnalysis(EXAMPLE_B, 0);
    if (!atZero.ok) throw new Error(JSON.stringify(atZero.errors));
    // At 0 % the liability is the sum of the payments and no interest is left.
    expect(atZero.initialValue).toEqual({ valueAtTenantRate: 517_595.22, valueAtAuditorRate: 607_096.32, variance: 89_501.1 });
    expect(atZero.financialCost).toEqual({ financialCostAtTenantRate: 89_501.1, financialCostAtAuditorRate: 0, variance: -89_501.1 });
    expect(atZero.rate).toEqual({ tenantRate: 0.06, auditorRate: 0, variance: -0.06 });

    const atMaximum = sensitivityAnalysis(EXAMPLE_B, 1);
    if (!atMaximum.ok) throw new Error(JSON.stringify(atMaximum.errors));
    const atAuditor = refPresentValue(refFlows(EXAMPLE_B), nominal(1)).toDecimalPlaces(2).toNumber();
    expect(atMaximum.initialValue.valueAtAuditorRate).toBe(atAuditor);
    expect(atMaximum.financialCost.financialCostAtAuditorRate).toBe(Math.round((607_096.32 - atAuditor) * 100) / 100);
    expect(atMaximum.rate).toEqual({ tenantRate: 0.06, auditorRate: 1, variance: 0.94 });
  });

  it.each([
    { auditorRate: -0.0001, value: { percent: -0.0001 }, shown: '-0.0001' },
    { auditorRate: 1.0001, value: { percent: 1.0001 }, shown: '1.0001' },
    { auditorRate: Number.NaN, value: 'NaN', shown: 'NaN' },
    { auditorRate: Number.POSITIVE_INFINITY, value: 'Infinity', shown: 'Infinity' },
    { auditorRate: '0.05' as unknown as number, value: '0.05', shown: '0.05' },
    { auditorRate: null as unknown as number, value: 'null', shown: 'null' },
  ])('refuses the auditor rate $shown with auditorRateOutOfRange, the maximum 1 and the value given', ({ auditorRate, value, shown }) => {
    expect(sensitivityAnalysis(EXAMPLE_B, auditorRate)).toEqual({
      ok: false,
      errors: [
        {
          propertyName: 'auditorRate',
          code: 'auditorRateOutOfRange',
          params: { maximum: { percent: 1 }, value },
          message: `The auditor's rate must be between 0 and 1 (a fraction a year: 0.065 for 6.5 %; got ${shown}).`,
        },
      ],
    });
  });

  it('answers an agreement for which no rate exists with the rate error, whatever the auditor rate', () => {
    // CSI: 36 months of 100.00 cannot repay a net investment of 101 000.00 at any rate of 0 % or more.
    const result = sensitivityAnalysis({ ...EXAMPLE_A, rentPaymentAmount: 100, residualValue: 0 }, 0.05);
    expect(result.ok ? [] : result.errors.map((e) => [e.propertyName, e.code])).toEqual([['rentPaymentAmount', 'paymentsBelowTarget']]);
  });
});

describe('borrowing-rate calculation (DOMAIN §9)', () => {
  it('finds the rate at which the payments are worth the fair value, under the convention', () => {
    const nominalRate = borrowingRate({ ...EXAMPLE_B, totalEquipmentCost: 517_595.22 });
    if (!nominalRate.ok) throw new Error(JSON.stringify(nominalRate.errors));
    expect(nominalRate.borrowingRate).toBeCloseTo(0.06, 8);
    expect(nominalRate.borrowingRate).toBe(nominalRate.monthlyRate * 12);
    const effective = borrowingRate({ ...EXAMPLE_B, totalEquipmentCost: 517_595.22, rateConvention: 1 });
    if (!effective.ok) throw new Error(JSON.stringify(effective.errors));
    expect(effective.borrowingRate).toBeCloseTo(1.005 ** 12 - 1, 8);
  });

  it('reports the rate of a quarterly lease as 4 × the quarterly rate (nominal), as Excel RATE × 4', () => {
    // 20 quarterly payments of 10 000.00 in arrears worth 163 514.33: 2 % a quarter.
    const solved = borrowingRate({ ...EXAMPLE_B, paymentInterval: 1, rentFreePeriodInMonths: 0, indexationRate: 0, totalEquipmentCost: 163_514.33 });
    if (!solved.ok) throw new Error(JSON.stringify(solved.errors));
    expect(solved.borrowingRate).toBeCloseTo(0.08, 7);
    expect(solved.borrowingRate).toBeCloseTo(((1 + solved.monthlyRate) ** 3 - 1) * 4, 14);
  });

  it('is the rate shouldRateBeCalculated uses', () => {
    const solved = borrowingRate({ ...EXAMPLE_A, accountingStandard: 1 });
    if (!solved.ok) throw new Error('failed');
    expect(solved.borrowingRate).toBeGreaterThan(0);
  });

  it('answers with a field error when no rate exists', () => {
    const none = borrowingRate({ ...EXAMPLE_B, totalEquipmentCost: 700_000 });
    expect(none).toEqual({ ok: false, errors: [{ propertyName: 'rentPaymentAmount', code: 'paymentsBelowTarget', params: expect.objectContaining({ target: { term: 'fairValue' }, amount: { money: 700_000 } }), message: expect.stringContaining("asset's fair value") }] });
    const missing = borrowingRate({ ...EXAMPLE_B, totalEquipmentCost: 0 });
    expect(missing.ok ? [] : missing.errors.map((e) => e.propertyName)).toEqual(['totalEquipmentCost']);
  });
});
