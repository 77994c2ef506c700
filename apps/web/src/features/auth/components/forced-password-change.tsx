import { useState } from 'react';
import { Alert, Button, Stack, Title } from '@mantine/core';
import { IconAlertCircle, IconKey } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { EnvelopeError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/field-errors';
import { newPasswordField, passwordsMustMatch } from '../../../lib/password-rules';
import { changePassword } from '../api/change-password';

const forcedSchema = z
  .object({ newPassword: newPasswordField, repeatedPassword: z.string() })
  .superRefine(passwordsMustMatch('newPassword', 'repeatedPassword'));
type ForcedValues = z.infer<typeof forcedSchema>;

interface ForcedPasswordChangeProps {
  /** The token of the sign-in, which opens nothing but this change. */
  token: string;
  /** The generated password just typed at sign-in: asked again, it would only be mistyped. */
  currentPassword: string;
  /** With the fresh token the change answers; the old one is revoked. */
  onChanged: (token: string) => void;
}

/** After signing in with a generated password: says why, and takes the user's own before anything else. */
export function ForcedPasswordChange({ token, currentPassword, onChanged }: ForcedPasswordChangeProps) {
  const { t } = useTranslation();
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const form = useForm<ForcedValues>({ resolver: zodResolver(forcedSchema), defaultValues: { newPassword: '', repeatedPassword: '' } });

  const mutation = useMutation({
    mutationFn: (values: ForcedValues) => changePassword({ currentPassword, ...values }, token),
    onMutate: () => setServerErrors([]),
    onSuccess: (answer) => onChanged(answer.token),
    onError: (error) => {
      if (!(error instanceof EnvelopeError)) return;
      const rest = applyFieldErrors(error.errors, ['newPassword', 'repeatedPassword'], form.setError);
      setServerErrors(rest.map((e) => e.message));
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t('password.mustChangeTitle')}
        </Title>
        <Alert color="yellow" role="status" icon={<IconKey aria-hidden />}>
          {t('password.mustChangeReason')}
        </Alert>
        {serverErrors.length > 0 ? (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {serverErrors.join('\n')}
          </Alert>
        ) : null}
        <NewPasswordFields form={form} autoFocus />
        <Button type="submit" loading={mutation.isPending}>
          {t('password.changeSubmit')}
        </Button>
      </Stack>
    </form>
  );
}
