import { describe, expect, it } from 'vitest';
import { agreementFieldNames, agreementFields, agreementPreviewInput, auditFieldKind, leaseAgreement, leaseAgreementInput, type AgreementField } from '../src/index.ts';

/** A body with every required field and nothing else. */
const requiredOnly = { contractorId: 1, contractNumber: 'UL/2025/001', scheduleNumber: '1', termInMonths: 36, startingDate: '2025-03-01', rentPaymentAmount: 9500 };

/** What a body that leaves out an optional field gets, by the field's kind. */
function emptyValueOf(field: AgreementField): unknown {
  switch (field.kind) {
    case 'boolean':
      return false;
    case 'text':
      return '';
    case 'date':
    case 'reference':
      return null;
    default:
      return 0;
  }
}

describe('the agreement field table', () => {
  it('covers exactly the fields of the agreement input schema, in its order', () => {
    expect(agreementFieldNames).toEqual(Object.keys(leaseAgreementInput.shape));
    expect(agreementFieldNames).toEqual(Object.keys(agreementPreviewInput.shape));
  });

  it('has every field in the record that GET answers and in the audit trail', () => {
    const recordFields = Object.keys(leaseAgreement.shape);
    for (const name of agreementFieldNames) {
      expect(recordFields, name).toContain(name);
      expect(auditFieldKind(name), name).not.toBeNull();
    }
  });

  it('gives each field its own place in the agreements CSV', () => {
    const places = agreementFieldNames.map((name) => agreementFields[name].csvPlace).sort((a, b) => a - b);
    expect(places).toEqual(agreementFieldNames.map((_, index) => index));
  });

  it('takes the body with only the required fields, the others at their kind’s empty value or left absent', () => {
    const parsed = leaseAgreementInput.parse(requiredOnly) as Record<string, unknown>;
    for (const name of agreementFieldNames) {
      const field = agreementFields[name];
      if (field.absent === 'required') expect(parsed[name], name).toEqual(requiredOnly[name as keyof typeof requiredOnly]);
      else if (field.absent === 'kept') expect(parsed[name], name).toBeUndefined();
      else expect(parsed[name], name).toEqual(emptyValueOf(field));
    }
  });

  it('refuses a body without any one of the required fields, on that field', () => {
    const required = agreementFieldNames.filter((name) => agreementFields[name].absent === 'required');
    expect(required.toSorted()).toEqual(Object.keys(requiredOnly).toSorted());
    for (const name of required) {
      const { [name]: _left, ...body } = requiredOnly as Record<string, unknown>;
      const result = leaseAgreementInput.safeParse(body);
      expect(result.success, name).toBe(false);
      expect(result.error?.issues.map((issue) => issue.path[0]), name).toEqual([name]);
    }
  });

  it('refuses a rate with more decimals than its column stores', () => {
    for (const name of agreementFieldNames) {
      const field = agreementFields[name];
      if (!('decimals' in field) || field.kind === 'money') continue;
      const tooPrecise = 1 + 10 ** -(field.decimals + 2);
      const result = leaseAgreementInput.safeParse({ ...requiredOnly, [name]: tooPrecise });
      expect(result.error?.issues.map((issue) => [issue.path[0], issue.message]), name).toEqual([[name, 'validation.decimals']]);
    }
  });
});
