import { useEffect } from 'react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError, EnvelopeError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { emailAddress } from '../../../lib/form-rules';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { sendResetPasswordToken } from '../api/send-reset-password-token';

type ForgotValues = { email: string };

interface ForgotPasswordDialogProps {
  opened: boolean;
  /** The email already typed on the sign-in form: the dialog starts with it. */
  initialEmail?: string;
  onClose: () => void;
}

/** Asks for an email and sends it a password-reset link. */
export function ForgotPasswordDialog({ opened, initialEmail = '', onClose }: ForgotPasswordDialogProps) {
  const { t } = useTranslation();
  const form = useForm<ForgotValues>({ defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;

  const mutation = useMutation({
    mutationFn: (values: ForgotValues) => sendResetPasswordToken(values.email),
    onSuccess: () => {
      notifySuccess(t('common.success'), t('login.resetMailSent'));
      onClose();
    },
    onError: (failure) => {
      if (failure instanceof EnvelopeError) form.setError('email', { type: 'server', message: failure.message });
      else if (failure instanceof ApiError && failure.status === 429) notifyError(t('errors.title'), t('login.throttled'));
    },
  });

  useEffect(() => {
    if (opened) form.reset({ email: initialEmail });
    // only on opening: later changes of the sign-in form do not overwrite what the dialog holds
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, form]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('login.forgotTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      // no closing animation: the dialog's Email field must not linger beside the sign-in form's
      transitionProps={{ duration: 0 }}
      centered
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.stopPropagation();
          void form.handleSubmit((values) => mutation.mutate(values))(event);
        }}
      >
        <Stack gap="md">
          <Text size="sm">{t('login.forgotDescription')}</Text>
          <TextInput
            label={t('login.email')}
            type="email"
            autoComplete="email"
            required
            data-autofocus
            error={errorText(t, error)}
            {...form.register('email', { validate: emailAddress })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('login.sendResetLink')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
