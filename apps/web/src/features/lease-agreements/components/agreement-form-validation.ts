import { agreementFields, leaseAgreementInput, type AgreementFieldKind } from '@leasedesk/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { StandardName } from '../../../lib/session-store';
import { agreementFormFields, toAgreementInput, type AgreementFormValues } from './agreement-form-values';

type FormField = (typeof agreementFormFields)[number];

/** A field a body must send, which the form marks required: empty is refused here, before the wire's zero-for-empty hides it. */
const requiredFields = agreementFormFields.filter((field) => agreementFields[field].absent === 'required');

const fieldsOfKind = (...kinds: AgreementFieldKind[]): readonly string[] => agreementFormFields.filter((field) => kinds.includes(agreementFields[field].kind));
const dateFields = fieldsOfKind('date');
const rateFields = fieldsOfKind('rate', 'percent');
const choiceFields = fieldsOfKind('enumeration');

const isEmpty = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * The `validation.*` key of a zod issue of the contract's schema. Keys only: zod's own English text
 * never reaches the screen, and the key is worded in the active language when shown.
 */
export function issueKey(field: string, issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return 'validation.required';
      return issue.expected === 'int' ? 'validation.wholeNumber' : 'validation.invalid';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.tooShort';
      return 'validation.tooSmall';
    case 'too_big':
      return issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
    case 'invalid_value':
      return 'validation.invalidChoice';
    case 'custom':
      // the contract's own rules: wireDate (format, existing, range), rates' decimals, enumerations, NUL
      if (dateFields.includes(field)) return 'validation.date';
      if (rateFields.includes(field)) return 'validation.tooManyDecimals';
      if (choiceFields.includes(field)) return 'validation.invalidChoice';
      return 'validation.invalid';
    default:
      return 'validation.invalid';
  }
}

export interface ClientFieldError {
  field: FormField;
  /** A `validation.*` key. */
  key: string;
}

/**
 * Every error of the whole form at once (SPEC §5 fields, the contract's zod schema): the required
 * fields left empty, then whatever `leaseAgreementInput` refuses in the body the form would send.
 * One error per field, the first found, in the form's field order. Rules between fields (term a
 * multiple of the interval, …) stay the server's: they come back as its field errors.
 */
export function validateAgreementForm(values: AgreementFormValues, standard: StandardName): ClientFieldError[] {
  const found = new Map<FormField, string>();
  for (const field of requiredFields) {
    if (isEmpty(values[field])) found.set(field, 'validation.required');
  }
  const parsed = leaseAgreementInput.safeParse(toAgreementInput(values, standard === 'IFRS16' ? 1 : 0));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = agreementFormFields.find((name) => name === issue.path[0]);
      if (field && !found.has(field)) found.set(field, issueKey(field, issue));
    }
  }
  return agreementFormFields.filter((field) => found.has(field)).map((field) => ({ field, key: found.get(field) as string }));
}

/** react-hook-form's resolver: the form submits only when the whole form passes, and shows every error at once. */
export function agreementFormResolver(standard: StandardName): Resolver<AgreementFormValues> {
  return (values) => {
    const failed = validateAgreementForm(values, standard);
    if (failed.length === 0) return { values, errors: {} };
    const errors: FieldErrors<AgreementFormValues> = {};
    for (const { field, key } of failed) errors[field] = { type: 'client', message: key };
    return { values: {}, errors };
  };
}
