import { useState } from 'react';
import { NumberInput } from '@mantine/core';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import type { AgreementFormValues } from './agreement-form-values';

type NumberFieldName = {
  [K in keyof AgreementFormValues]: AgreementFormValues[K] extends number | '' ? K : never;
}[keyof AgreementFormValues];

interface FormNumberInputProps {
  control: Control<AgreementFormValues>;
  name: NumberFieldName;
  label: string;
  /** amount: 2 decimals, `1 234,56`; percent: up to 4 decimals with a % suffix; integer: whole numbers. */
  kind: 'amount' | 'percent' | 'integer';
  required?: boolean;
  description?: string;
}

/** A letter typed or pasted: refused with a message, rather than silently dropped by the number mask. */
const letter = /\p{L}/u;

/**
 * A number field of the agreement form, in the product's number format (SPEC §5: at most 2 decimals for
 * amounts). Letters are refused visibly: the field keeps its number and says that letters are not allowed.
 */
export function FormNumberInput({ control, name, label, kind, required, description }: FormNumberInputProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name });
  const [refusedLetter, setRefusedLetter] = useState(false);
  return (
    <NumberInput
      label={label}
      description={description}
      required={required}
      name={field.name}
      ref={field.ref}
      value={field.value}
      onChange={(value) => {
        setRefusedLetter(false);
        field.onChange(typeof value === 'number' ? value : value === '' ? '' : Number(value.replace(',', '.')));
      }}
      onKeyDown={(event) => {
        if (event.key.length === 1 && letter.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) setRefusedLetter(true);
      }}
      onPaste={(event) => {
        if (!letter.test(event.clipboardData.getData('text'))) return;
        event.preventDefault();
        setRefusedLetter(true);
      }}
      onBlur={field.onBlur}
      error={refusedLetter ? t('validation.number') : errorText(t, fieldState.error?.message)}
      hideControls
      decimalSeparator=","
      allowedDecimalSeparators={['.', ',']}
      thousandSeparator={kind === 'integer' ? undefined : ' '}
      decimalScale={kind === 'amount' ? 2 : kind === 'percent' ? 4 : 0}
      allowDecimal={kind !== 'integer'}
      suffix={kind === 'percent' ? ' %' : undefined}
      autoComplete="off"
    />
  );
}
