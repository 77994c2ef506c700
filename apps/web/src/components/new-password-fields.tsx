import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormPasswordInput } from './form-password-input';

export interface NewPasswordValues {
  newPassword: string;
  repeatedPassword: string;
}

interface NewPasswordFieldsProps<Values extends NewPasswordValues> {
  form: UseFormReturn<Values>;
  /** The new password takes the focus when the dialog or screen opens. */
  autoFocus?: boolean;
}

/** A new password with the rules it must meet, and the same typed again (password change and reset). */
export function NewPasswordFields<Values extends NewPasswordValues>({ form, autoFocus }: NewPasswordFieldsProps<Values>) {
  const { t } = useTranslation();
  // the pair's values are the form's own fields of those names
  const fields = form as unknown as UseFormReturn<NewPasswordValues>;
  return (
    <>
      <FormPasswordInput
        form={fields}
        name="newPassword"
        label={t('password.new')}
        description={t('password.rules')}
        autoComplete="new-password"
        required
        data-autofocus={autoFocus || undefined}
      />
      <FormPasswordInput form={fields} name="repeatedPassword" label={t('password.repeat')} autoComplete="new-password" required />
    </>
  );
}
