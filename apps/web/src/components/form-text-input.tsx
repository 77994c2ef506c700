import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFieldError } from './use-field-error';

interface FormTextInputProps<Values extends FieldValues> extends Omit<TextInputProps, 'name' | 'error' | 'form'> {
  form: UseFormReturn<Values>;
  name: Path<Values>;
}

/** A text field of a form, registered under `name` with its error under it; browsers do not fill it in unless told. */
export function FormTextInput<Values extends FieldValues>({ form, name, ...props }: FormTextInputProps<Values>) {
  const error = useFieldError(form, name);
  return <TextInput autoComplete="off" {...props} error={error.text} {...form.register(name)} />;
}
