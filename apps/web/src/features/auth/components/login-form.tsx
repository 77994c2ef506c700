import { useState } from 'react';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, EnvelopeError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { requiredText } from '../../../lib/form-rules';
import type { Session } from '../../../lib/session-store';
import { signIn } from '../api/sign-in';
import { ForgotPasswordDialog } from './forgot-password-dialog';

type LoginValues = { username: string; password: string };

type Failure = 'credentials' | 'throttled' | null;

/** What the sign-in page needs beyond the session when the password was generated: the one just typed, to replace it. */
export type GeneratedPassword = { mustChangePassword: boolean; currentPassword: string };

/** Email and password; "Incorrect credentials" after a failed attempt; the forgot-password dialog. */
export function LoginForm({ onSignedIn }: { onSignedIn: (session: Session, password: GeneratedPassword) => void }) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure>(null);
  /** The address the forgot-password dialog starts with (what is typed as the email), or null while closed. */
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const form = useForm<LoginValues>({ defaultValues: { username: '', password: '' } });
  const { errors } = form.formState;

  const mutation = useMutation({
    mutationFn: signIn,
    onMutate: () => setFailure(null),
    onSuccess: ({ session, mustChangePassword }, { password }) => onSignedIn(session, { mustChangePassword, currentPassword: password }),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 429) setFailure('throttled');
      else if (error instanceof EnvelopeError || (error instanceof ApiError && [400, 401, 403].includes(error.status)))
        setFailure('credentials');
      form.resetField('password');
    },
  });

  return (
    <>
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate({ ...values, username: values.username.trim() }))}>
        <Stack gap="md">
          {failure ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {failure === 'throttled' ? t('login.throttled') : t('login.incorrectCredentials')}
            </Alert>
          ) : null}
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="username"
            required
            error={errorText(t, errors.username?.message)}
            {...form.register('username', { validate: requiredText })}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            required
            error={errorText(t, errors.password?.message)}
            aria-invalid={Boolean(errors.password)}
            {...form.register('password', { validate: (password) => password.length > 0 || 'validation.required' })}
          />
          <Group justify="space-between" align="center">
            <Anchor component="button" type="button" size="sm" onClick={() => setForgotEmail(form.getValues('username').trim())}>
              {t('login.forgotPassword')}
            </Anchor>
            <Button type="submit" loading={mutation.isPending}>
              {t('login.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ForgotPasswordDialog opened={forgotEmail !== null} initialEmail={forgotEmail ?? ''} onClose={() => setForgotEmail(null)} />
    </>
  );
}
