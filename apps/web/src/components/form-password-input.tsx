import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFieldError } from './use-field-error';

interface FormPasswordInputProps<Values extends FieldValues> extends Omit<PasswordInputProps, 'name' | 'error' | 'form'> {
  form: UseFormReturn<Values>;
  name: Path<Values>;
}

/** A password field of a form, registered under `name`, its error under it and announced as invalid. */
export function FormPasswordInput<Values extends FieldValues>({ form, name, ...props }: FormPasswordInputProps<Values>) {
  const error = useFieldError(form, name);
  return <PasswordInput {...props} error={error.text} aria-invalid={error.invalid} {...form.register(name)} />;
}
