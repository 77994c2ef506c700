import { describe, expect, it } from 'vitest';
import en from '../../../locales/en.json';
import pl from '../../../locales/pl.json';
import { emptyAgreementForm, type AgreementFormValues } from './agreement-form-values';
import { validateAgreementForm } from './agreement-form-validation';

const valid: AgreementFormValues = {
  ...emptyAgreementForm,
  contractorId: '7',
  contractNumber: 'UL/1',
  scheduleNumber: '1',
  startingDate: '2025-03-01',
  termInMonths: 36,
  rentPaymentAmount: 9500,
};

describe('validateAgreementForm', () => {
  it('passes a complete form', () => {
    expect(validateAgreementForm(valid, 'CSI')).toEqual([]);
  });

  it('names every empty required field at once, in the form order', () => {
    expect(validateAgreementForm(emptyAgreementForm, 'CSI')).toEqual([
      { field: 'contractorId', key: 'validation.required' },
      { field: 'contractNumber', key: 'validation.required' },
      { field: 'scheduleNumber', key: 'validation.required' },
      { field: 'termInMonths', key: 'validation.required' },
      { field: 'startingDate', key: 'validation.required' },
      { field: 'rentPaymentAmount', key: 'validation.required' },
    ]);
  });

  it("turns the contract schema's refusals into validation keys, with no zod text", () => {
    const failed = validateAgreementForm(
      {
        ...valid,
        contractNumber: 'X'.repeat(101),
        startingDate: '2025-02-30',
        transferToFactorDate: '1850-01-01',
        indexationRate: 3.12345,
        termInMonths: 12.5,
      },
      'CSI',
    );
    expect(failed).toEqual([
      { field: 'contractNumber', key: 'validation.tooLong' },
      { field: 'startingDate', key: 'validation.date' },
      { field: 'transferToFactorDate', key: 'validation.date' },
      { field: 'indexationRate', key: 'validation.tooManyDecimals' },
    ]);
  });

  it('only ever answers keys both languages word', () => {
    const keys = validateAgreementForm(
      { ...emptyAgreementForm, contractNumber: 'X'.repeat(101), startingDate: 'x', indexationRate: 1.123456, paymentDue: '9' },
      'IFRS16',
    ).map((error) => error.key);
    expect(keys.length).toBeGreaterThan(3);
    for (const key of keys) {
      const name = key.replace('validation.', '') as keyof typeof en.validation;
      expect(en.validation[name], key).toEqual(expect.any(String));
      expect(pl.validation[name], key).toEqual(expect.any(String));
    }
  });
});
