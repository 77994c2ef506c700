import { get, useFormState, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText } from '../lib/error-text';

/** The error of one field of a form, in the interface language (undefined while it has none). */
export function useFieldError<Values extends FieldValues>(form: UseFormReturn<Values>, name: Path<Values>): { text: string | undefined; invalid: boolean } {
  const { t } = useTranslation();
  const { errors } = useFormState({ control: form.control, name });
  const error = get(errors, name) as { message?: string } | undefined;
  return { text: errorText(t, error?.message), invalid: Boolean(error) };
}
