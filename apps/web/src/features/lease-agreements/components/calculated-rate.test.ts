import { leaseAgreementInput } from '@leasedesk/contract';
import { describe, expect, it } from 'vitest';
import { emptyAgreementForm, toAgreementInput } from './agreement-form-values';
import { borrowingRateRequest, percentOfCalculatedRate, shownRate } from './calculated-rate';

describe('a calculated borrowing rate in the agreement form', () => {
  it('is held to the 10 decimals the wire keeps, and a save sends exactly that fraction', () => {
    const held = percentOfCalculatedRate(0.061234567891234);
    expect(held).toBe(6.12345679);
    const input = toAgreementInput({ ...emptyAgreementForm, incrementalBorrowingRate: held }, 1);
    expect(input.incrementalBorrowingRate).toBe(0.0612345679);
    // the contract takes it as it is (10 decimals), so nothing is rounded away on the server either
    const parsed = leaseAgreementInput.safeParse({ ...input, contractorId: 1, contractNumber: 'A', scheduleNumber: '1', startingDate: '2025-01-01' });
    expect(parsed.success && parsed.data.incrementalBorrowingRate).toBe(0.0612345679);
  });

  it('keeps rates above 10 % and tiny ones exact to the 10th decimal', () => {
    expect(toAgreementInput({ ...emptyAgreementForm, incrementalBorrowingRate: percentOfCalculatedRate(0.123456789012) }, 1).incrementalBorrowingRate).toBe(
      0.123456789,
    );
    expect(toAgreementInput({ ...emptyAgreementForm, incrementalBorrowingRate: percentOfCalculatedRate(0.00000123456789) }, 1).incrementalBorrowingRate).toBe(
      0.0000012346,
    );
  });

  it('shows 2 decimals while the field holds the calculated rate, and what is typed once edited', () => {
    const held = percentOfCalculatedRate(0.061234567891234);
    expect(shownRate(held, held)).toBe(6.12);
    expect(shownRate(6.1234, held)).toBe(6.1234);
    expect(shownRate('', held)).toBe('');
    expect(shownRate(6.5, null)).toBe(6.5);
  });

  it('asks with the form as a save would send it, leaving out the agreement identity still empty', () => {
    const request = borrowingRateRequest({ ...emptyAgreementForm, termInMonths: 60, totalEquipmentCost: 500000, rentPaymentAmount: 10000 });
    expect(request).toMatchObject({ contractorId: null, contractNumber: undefined, scheduleNumber: undefined, termInMonths: 60, totalEquipmentCost: 500000, accountingStandard: 1 });
    expect(borrowingRateRequest({ ...emptyAgreementForm, contractorId: '7', contractNumber: ' N/1 ', scheduleNumber: '2' })).toMatchObject({
      contractorId: 7,
      contractNumber: 'N/1',
      scheduleNumber: '2',
    });
  });
});
