import { leaseChangeInput } from '@leasedesk/contract';
import { describe, expect, it } from 'vitest';
import { changeKindFields, chosenKind, emptyChangeForm, needsRevisedRate, toChangeBody } from './change-kinds';

describe('the kinds of a lease change', () => {
  it('give the fields of DOMAIN §14 (lease-math CHANGE_KIND_FIELDS), in the form order', () => {
    expect(changeKindFields).toEqual({
      0: ['rentPaymentAmount', 'indexationRate', 'residualValue'],
      1: ['termInMonths', 'residualValue', 'residualValueSettlement', 'incrementalBorrowingRate'],
      2: ['termInMonths', 'rentPaymentAmount', 'indexationRate', 'residualValue', 'residualValueSettlement', 'incrementalBorrowingRate', 'remainingScope'],
      3: [],
    });
    expect([0, 1, 2, 3].map((kind) => needsRevisedRate(chosenKind(String(kind))))).toEqual([false, true, true, false]);
    expect(chosenKind(null)).toBeNull();
    expect(chosenKind('4')).toBeNull();
    expect(chosenKind('')).toBeNull();
  });

  it('send §12 E modification as the wire wants it: the scope and the rate as fractions, the rent to the cent', () => {
    const body = toChangeBody({
      ...emptyChangeForm,
      changeKind: '2',
      effectiveDate: '2027-01-01',
      remainingScope: 60,
      rentPaymentAmount: 6500,
      incrementalBorrowingRate: 7.5,
    });
    expect(body).toEqual({ effectiveDate: '2027-01-01', changeKind: 2, remainingScope: 0.6, rentPaymentAmount: 6500, incrementalBorrowingRate: 0.075 });
    expect(leaseChangeInput.safeParse(body).success).toBe(true);
  });

  it('leave out what is empty (kept) and what the kind does not take; the indexation stays a percent; the settlement goes 0-based', () => {
    const typed = {
      changeKind: '0',
      effectiveDate: '2027-01-01',
      termInMonths: 72,
      rentPaymentAmount: 10300.004,
      indexationRate: 2.5,
      residualValue: '',
      residualValueSettlement: '2',
      incrementalBorrowingRate: 7,
      remainingScope: 50,
    } as const;
    expect(toChangeBody(typed)).toEqual({ effectiveDate: '2027-01-01', changeKind: 0, rentPaymentAmount: 10300, indexationRate: 2.5 });
    expect(toChangeBody({ ...typed, changeKind: '1' })).toEqual({
      effectiveDate: '2027-01-01',
      changeKind: 1,
      termInMonths: 72,
      residualValueSettlement: 1,
      incrementalBorrowingRate: 0.07,
    });
    // an early termination gives nothing but its date
    expect(toChangeBody({ ...typed, changeKind: '3' })).toEqual({ effectiveDate: '2027-01-01', changeKind: 3 });
    // a residual value of 0 is given (none from now on), not kept
    expect(toChangeBody({ ...emptyChangeForm, changeKind: '0', effectiveDate: '2027-01-01', residualValue: 0 })).toEqual({
      effectiveDate: '2027-01-01',
      changeKind: 0,
      residualValue: 0,
    });
  });

  it('send nothing before a kind is chosen', () => {
    expect(toChangeBody(emptyChangeForm)).toBeNull();
  });
});
