import type { LeaseAgreementDto } from '@leasedesk/contract';
import { describe, expect, it } from 'vitest';
import { formatNumber, formatPercent } from '../../../lib/format';
import {
  emptyAgreementForm,
  fractionToPercent,
  fromAgreement,
  numberOrZero,
  percentToFraction,
  toAgreementInput,
  toOneBased,
  toWireDate,
  toZeroBased,
  type AgreementFormValues,
} from './agreement-form-values';

const csiExample: AgreementFormValues = {
  ...emptyAgreementForm,
  contractorId: '7',
  contractNumber: 'UL/1',
  scheduleNumber: 'H/1',
  termInMonths: 36,
  startingDate: '2025-03-01',
  rentPaymentAmount: 9500,
  totalEquipmentCost: 100000,
  salesPersonCommission: 1500,
  subRentAndArrangmentFee: 500,
  residualValue: 5000,
  paymentDue: '1',
  paymentInterval: '2',
  residualValueSettlement: '2',
};

describe('agreement form conversions (SPEC §5)', () => {
  it('sends 1-based choices 0-based and shows 0-based indexes 1-based', () => {
    expect(toZeroBased('1')).toBe(0);
    expect(toZeroBased('4')).toBe(3);
    expect(toOneBased(0)).toBe('1');
    expect(toOneBased(1)).toBe('2');
    const input = toAgreementInput(csiExample, 0);
    expect(input).toMatchObject({ paymentDue: 0, paymentInterval: 1, residualValueSettlement: 1 });
  });

  it('sends the borrowing rate as a fraction and shows it back as a percent', () => {
    expect(percentToFraction(6)).toBe(0.06);
    expect(percentToFraction(6.5)).toBe(0.065);
    expect(percentToFraction(7.1)).toBe(0.071);
    expect(percentToFraction('')).toBe(0);
    expect(fractionToPercent(0.07)).toBe(7);
    expect(fractionToPercent(0.065)).toBe(6.5);
    expect(toAgreementInput({ ...csiExample, incrementalBorrowingRate: 6 }, 1).incrementalBorrowingRate).toBe(0.06);
  });

  it('sends empty optional numbers as 0', () => {
    expect(numberOrZero('')).toBe(0);
    expect(numberOrZero(null)).toBe(0);
    expect(numberOrZero('1 234,56')).toBe(1234.56);
    const input = toAgreementInput({ ...emptyAgreementForm, contractorId: '1' }, 0);
    for (const key of [
      'subRentAndArrangmentFee',
      'residualValue',
      'salesPersonCommission',
      'assetCategory',
      'dismantlingProvision',
      'leasePremium',
      'incrementalBorrowingRate',
      'leaseIncentive',
      'rentFreePeriodInMonths',
      'depreciationMethod',
      'leaseholdImprovements',
      'indexationRate',
      'initialDirectCosts',
    ] as const) {
      expect(input[key], key).toBe(0);
    }
    expect(input.salesPersonId).toBeNull();
    expect(input.transferToFactorDate).toBeNull();
  });

  it('sends dates as calendar dates, without timezone drift', () => {
    expect(toWireDate('2025-03-01')).toBe('2025-03-01');
    expect(toWireDate('2025-01-01T00:00:00.000Z')).toBe('2025-01-01');
    expect(toWireDate('')).toBeNull();
    expect(toAgreementInput(csiExample, 0).startingDate).toBe('2025-03-01');
  });

  it('rounds amounts to at most 2 decimals and sends the chosen standard', () => {
    const input = toAgreementInput({ ...csiExample, rentPaymentAmount: 1234.567 }, 1);
    expect(input.rentPaymentAmount).toBe(1234.57);
    expect(input.accountingStandard).toBe(1);
    expect(input.contractorId).toBe(7);
  });

  it('reads a saved agreement back into the same form values', () => {
    const input = toAgreementInput({ ...csiExample, incrementalBorrowingRate: 6.5 }, 0);
    const saved = {
      ...input,
      id: 3,
      contractorId: 7,
      salesPersonId: null,
      startingDate: '2025-03-01',
      transferToFactorDate: null,
      assetCategory: 0,
      depreciationMethod: 0,
      rateConvention: 0,
    } as unknown as LeaseAgreementDto;
    const back = fromAgreement(saved);
    expect(back).toMatchObject({ paymentDue: '1', paymentInterval: '2', residualValueSettlement: '2', incrementalBorrowingRate: 6.5 });
    expect(back.startingDate).toBe('2025-03-01');
  });

  it('shows amounts as `1 234,56` and rates as percents', () => {
    expect(formatNumber(1234.56)).toBe('1\u00a0234,56');
    expect(formatNumber(100000)).toBe('100\u00a0000,00');
    expect(formatNumber(-0.02)).toBe('-0,02');
    expect(formatPercent(0.118128, 3)).toBe('11,813\u00a0%');
    expect(formatPercent(0.06, 2)).toBe('6,00\u00a0%');
  });
});
