import { agreementFieldNames, type LeaseAgreementDto } from '@leasedesk/contract';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { agreementFormFields, emptyAgreementForm, fromAgreement, toAgreementInput, type AgreementFormValues, type NumberField } from './agreement-form-values';

/** Every field set, each in a way its conversion changes: padded texts, a date-time, three-decimal amounts, fractional months. */
const fullForm: AgreementFormValues = {
  contractorId: '7',
  salesPersonId: '4',
  contractNumber: ' UL/1 ',
  scheduleNumber: 'H/1 ',
  termInMonths: 36.7,
  startingDate: '2025-03-01T00:00:00.000Z',
  rentPaymentAmount: 9500.555,
  subRentAndArrangmentFee: 500.1,
  residualValue: 5000,
  totalEquipmentCost: 100000.004,
  salesPersonCommission: 1500,
  transferToFactorDate: '2025-04-15',
  factoringContractNumber: ' F/9 ',
  leaseType: 1,
  paymentDue: '2',
  paymentInterval: '3',
  residualValueSettlement: '2',
  assetCategory: '2',
  assetName: ' Forklift ',
  dismantlingProvision: 200.25,
  leasePremium: 300,
  incrementalBorrowingRate: 6.5,
  leaseIncentive: 400,
  rentFreePeriodInMonths: 2.9,
  depreciationMethod: '1',
  rateConvention: '1',
  shouldRateBeCalculated: true,
  leaseholdImprovements: 600,
  indexationRate: 2.5,
  initialDirectCosts: 700.5,
};

const fullBody = {
  contractorId: 7,
  salesPersonId: 4,
  contractNumber: 'UL/1',
  scheduleNumber: 'H/1',
  termInMonths: 36,
  startingDate: '2025-03-01',
  rentPaymentAmount: 9500.56,
  subRentAndArrangmentFee: 500.1,
  residualValue: 5000,
  totalEquipmentCost: 100000,
  salesPersonCommission: 1500,
  transferToFactorDate: '2025-04-15',
  factoringContractNumber: 'F/9',
  leaseType: 1,
  paymentDue: 1,
  paymentInterval: 2,
  residualValueSettlement: 1,
  assetCategory: 2,
  assetName: 'Forklift',
  dismantlingProvision: 200.25,
  leasePremium: 300,
  incrementalBorrowingRate: 0.065,
  leaseIncentive: 400,
  rentFreePeriodInMonths: 2,
  depreciationMethod: 1,
  accountingStandard: 1,
  rateConvention: 1,
  shouldRateBeCalculated: true,
  leaseholdImprovements: 600,
  indexationRate: 2.5,
  initialDirectCosts: 700.5,
};

const emptyBody = {
  contractorId: 0,
  salesPersonId: null,
  contractNumber: '',
  scheduleNumber: '',
  termInMonths: 0,
  startingDate: '',
  rentPaymentAmount: 0,
  subRentAndArrangmentFee: 0,
  residualValue: 0,
  totalEquipmentCost: 0,
  salesPersonCommission: 0,
  transferToFactorDate: null,
  factoringContractNumber: '',
  leaseType: 0,
  paymentDue: 0,
  paymentInterval: 0,
  residualValueSettlement: 0,
  assetCategory: 0,
  assetName: '',
  dismantlingProvision: 0,
  leasePremium: 0,
  incrementalBorrowingRate: 0,
  leaseIncentive: 0,
  rentFreePeriodInMonths: 0,
  depreciationMethod: 0,
  accountingStandard: 0,
  rateConvention: 0,
  shouldRateBeCalculated: false,
  leaseholdImprovements: 0,
  indexationRate: 0,
  initialDirectCosts: 0,
};

/** The saved full form as the record answers it, closing date and named records included. */
const savedRecord = {
  ...fullBody,
  id: 3,
  closingDate: '2028-02-29',
  contractor: { name: 'A', code: 'B', taxId: 'C' },
  salesPerson: { firstName: 'Jan', lastName: 'Nowak' },
} as unknown as LeaseAgreementDto;

const sparseRecord = { ...savedRecord, ...emptyBody, contractorId: 7, startingDate: '2025-03-01', closingDate: '2025-03-31', salesPerson: null } as unknown as LeaseAgreementDto;

/** Compares keys in order too: the body is sent as JSON, and the schedule preview caches by its text. */
const entriesOf = (value: object) => Object.entries(value);

describe('the agreement form’s values, from the contract’s field table', () => {
  it('sends a full form as the body it always sent, keys in the table’s order', () => {
    expect(entriesOf(toAgreementInput(fullForm, 1))).toEqual(entriesOf(fullBody));
  });

  it('sends the empty form as the body it always sent', () => {
    expect(entriesOf(toAgreementInput(emptyAgreementForm, 0))).toEqual(entriesOf(emptyBody));
  });

  it('holds the empty form as it always did', () => {
    expect(entriesOf(emptyAgreementForm)).toEqual(
      entriesOf({
        contractorId: null,
        salesPersonId: null,
        contractNumber: '',
        scheduleNumber: '',
        termInMonths: '',
        startingDate: '',
        rentPaymentAmount: '',
        subRentAndArrangmentFee: '',
        residualValue: '',
        totalEquipmentCost: '',
        salesPersonCommission: '',
        transferToFactorDate: '',
        factoringContractNumber: '',
        leaseType: 0,
        paymentDue: '1',
        paymentInterval: '1',
        residualValueSettlement: '1',
        assetCategory: null,
        assetName: '',
        dismantlingProvision: '',
        leasePremium: '',
        incrementalBorrowingRate: '',
        leaseIncentive: '',
        rentFreePeriodInMonths: '',
        depreciationMethod: null,
        rateConvention: '0',
        shouldRateBeCalculated: false,
        leaseholdImprovements: '',
        indexationRate: '',
        initialDirectCosts: '',
      }),
    );
  });

  it('reads saved records back into the form as it always did', () => {
    const { accountingStandard: _fullStandard, ...fullFields } = fullBody;
    expect(entriesOf(fromAgreement(savedRecord))).toEqual(
      entriesOf({
        ...fullFields,
        contractorId: '7',
        salesPersonId: '4',
        paymentDue: '2',
        paymentInterval: '3',
        residualValueSettlement: '2',
        assetCategory: '2',
        incrementalBorrowingRate: 6.5,
        depreciationMethod: '1',
        rateConvention: '1',
      }),
    );
    const { accountingStandard: _emptyStandard, ...emptyFields } = emptyBody;
    expect(entriesOf(fromAgreement(sparseRecord))).toEqual(
      entriesOf({
        ...emptyFields,
        contractorId: '7',
        startingDate: '2025-03-01',
        transferToFactorDate: '',
        paymentDue: '1',
        paymentInterval: '1',
        residualValueSettlement: '1',
        assetCategory: '0',
        depreciationMethod: '0',
        rateConvention: '0',
      }),
    );
  });

  it('covers the table’s fields but those the server decides (the derived closing date, the tenant’s standard)', () => {
    const held = agreementFieldNames.filter((name) => name !== 'closingDate' && name !== 'accountingStandard');
    expect(Object.keys(emptyAgreementForm)).toEqual(held);
    expect(Object.keys(fromAgreement(savedRecord))).toEqual(held);
    expect(Object.keys(toAgreementInput(emptyAgreementForm, 0))).toEqual(agreementFieldNames.filter((name) => name !== 'closingDate'));
    // the lease type has no widget: a saved agreement's goes back as it came
    expect([...agreementFormFields]).toEqual(held.filter((name) => name !== 'leaseType'));
  });

  it('holds each field as precisely as the form’s widgets need', () => {
    expectTypeOf<AgreementFormValues['contractorId']>().toEqualTypeOf<string | null>();
    expectTypeOf<AgreementFormValues['contractNumber']>().toEqualTypeOf<string>();
    expectTypeOf<AgreementFormValues['termInMonths']>().toEqualTypeOf<NumberField>();
    expectTypeOf<AgreementFormValues['startingDate']>().toEqualTypeOf<string>();
    expectTypeOf<AgreementFormValues['incrementalBorrowingRate']>().toEqualTypeOf<NumberField>();
    expectTypeOf<AgreementFormValues['shouldRateBeCalculated']>().toEqualTypeOf<boolean>();
    expectTypeOf<AgreementFormValues['leaseType']>().toEqualTypeOf<number>();
    expectTypeOf<AgreementFormValues['paymentDue']>().toEqualTypeOf<string>();
    expectTypeOf<AgreementFormValues['assetCategory']>().toEqualTypeOf<string | null>();
    expectTypeOf<AgreementFormValues['rateConvention']>().toEqualTypeOf<string>();
    expectTypeOf<keyof AgreementFormValues>().toEqualTypeOf<Exclude<(typeof agreementFieldNames)[number], 'closingDate' | 'accountingStandard'>>();
  });
});
