import { agreementFieldNames, type LeaseAgreementDto, type LeaseAgreementInput } from '@leasedesk/contract';
import { agreementFormFieldNames, heldFields, isAgreementFormField, type AgreementFormField, type AgreementFormValues } from './agreement-form-fields';

export { agreementFormFields, type AgreementFormFieldOfKind, type AgreementFormShownField, type AgreementFormValues } from './agreement-form-fields';
export {
  fractionToPercent,
  numberOrZero,
  percentToFraction,
  toOneBased,
  toWireDate,
  toZeroBased,
  type NumberField,
} from './form-value-conversions';

const formOf = (valueOf: (name: AgreementFormField) => unknown) =>
  Object.fromEntries(agreementFormFieldNames.map((name) => [name, valueOf(name)])) as AgreementFormValues;

export const emptyAgreementForm: AgreementFormValues = formOf((name) => heldFields[name].empty);

/** The form's values → the body of POST /api/leaseagreement and PUT /api/leaseagreements/{id} (SPEC §5), in the table's order. */
export function toAgreementInput(values: AgreementFormValues, accountingStandard: 0 | 1): LeaseAgreementInput {
  const body = agreementFieldNames.flatMap((name) => {
    // the session's standard, not the form, says which standard the agreement is under
    if (name === 'accountingStandard') return [[name, accountingStandard]];
    // the closing date is left to the server, which derives it
    return isAgreementFormField(name) ? [[name, heldFields[name].toWire(values[name])]] : [];
  });
  return Object.fromEntries(body) as LeaseAgreementInput;
}

/** A saved agreement → the form's values (1-based choices, the borrowing rate as a percent). */
export function fromAgreement(agreement: LeaseAgreementDto): AgreementFormValues {
  return formOf((name) => heldFields[name].fromWire(agreement[name]));
}
