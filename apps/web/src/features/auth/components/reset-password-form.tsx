import { useState } from 'react';
import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { EnvelopeError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/field-errors';
import { newPasswordField, passwordsMustMatch } from '../../../lib/password-rules';
import { resetPassword } from '../api/reset-password';

const resetSchema = z
  .object({ newPassword: newPasswordField, repeatedPassword: z.string() })
  .superRefine(passwordsMustMatch('newPassword', 'repeatedPassword'));
type ResetValues = z.infer<typeof resetSchema>;

interface ResetPasswordFormProps {
  userId: number;
  token: string;
  onReset: () => void;
}

/** New password and its repetition; nothing is sent unless they match (SPEC §5). */
export function ResetPasswordForm({ userId, token, onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm<ResetValues>({
    resolver: zodResolver(resetSchema),
    defaultValues: { newPassword: '', repeatedPassword: '' },
  });

  const mutation = useMutation({
    mutationFn: (values: ResetValues) => resetPassword({ userId, token, newPassword: values.newPassword }),
    onMutate: () => setServerErrors([]),
    onSuccess: onReset,
    onError: (error) => {
      if (!(error instanceof EnvelopeError)) return;
      const rest = applyFieldErrors(error.errors, ['newPassword'], form.setError);
      setServerErrors(rest.map((e) => e.message));
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        {serverErrors.length > 0 ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title={t('passwordReset.failed')}>
            {serverErrors.join('\n')}
          </Alert>
        ) : null}
        <NewPasswordFields form={form} />
        <Button type="submit" loading={mutation.isPending}>
          {t('passwordReset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
