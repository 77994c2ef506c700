import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TypedNumberInput } from '../../../components/typed-number-input';
import { errorText } from '../../../lib/error-text';
import type { AgreementFormValues } from './agreement-form-values';

export type NumberFieldName = {
  [K in keyof AgreementFormValues]: AgreementFormValues[K] extends number | '' ? K : never;
}[keyof AgreementFormValues];

/** amount: 2 decimals, `1 234,56`; percent: up to 4 decimals with a % suffix; integer: whole numbers. */
export type NumberKind = 'amount' | 'percent' | 'integer';

interface FormNumberInputProps {
  control: Control<AgreementFormValues>;
  name: NumberFieldName;
  label: string;
  kind: NumberKind;
  required?: boolean;
  description?: string;
  /** Shown but not editable (a figure field of an agreement with changes). */
  readOnly?: boolean;
}

/**
 * A number field of the agreement form, in the product's number format (SPEC §5: at most 2 decimals for
 * amounts). What is typed is read unambiguously or refused with the reason under the field, and the form is not
 * submitted while it is (components/typed-number-input); letters are refused with a message as they are typed.
 */
export function FormNumberInput({ control, name, label, kind, required, description, readOnly }: FormNumberInputProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  return (
    <TypedNumberInput
      label={label}
      description={description}
      required={required}
      readOnly={readOnly}
      kind={kind}
      name={field.name}
      ref={field.ref}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={errorText(t, fieldState.error?.message)}
    />
  );
}
