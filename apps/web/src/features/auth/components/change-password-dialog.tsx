import { useEffect } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormPasswordInput } from '../../../components/form-password-input';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { EnvelopeError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/field-errors';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { newPasswordField, passwordsMustMatch } from '../../../lib/password-rules';
import { changePassword } from '../api/change-password';

const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, 'validation.required'),
    newPassword: newPasswordField,
    repeatedPassword: z.string(),
  })
  .superRefine(passwordsMustMatch('newPassword', 'repeatedPassword'));
type ChangePasswordValues = z.infer<typeof changePasswordSchema>;
const fields = ['currentPassword', 'newPassword', 'repeatedPassword'] as const;

interface ChangePasswordDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Called after the change; the answer may carry a fresh token. */
  onChanged: (answer: unknown) => void;
}

/** The signed-in user's own password: current, new, repeated. */
export function ChangePasswordDialog({ opened, onClose, onChanged }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', repeatedPassword: '' },
  });

  const mutation = useMutation({
    mutationFn: (values: ChangePasswordValues) => changePassword(values),
    onSuccess: (answer) => {
      notifySuccess(t('common.success'), t('password.changed'));
      onClose();
      onChanged(answer);
    },
    onError: (error) => {
      if (!(error instanceof EnvelopeError)) return;
      const rest = applyFieldErrors(error.errors, fields, form.setError);
      if (rest.length > 0) notifyError(t('errors.title'), rest.map((e) => e.message).join('\n'));
    },
  });

  useEffect(() => {
    if (opened) form.reset();
  }, [opened, form]);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('password.changeTitle')}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      centered
    >
      <form noValidate onSubmit={form.handleSubmit((values) => mutation.mutate(values))}>
        <Stack gap="md">
          <FormPasswordInput
            form={form}
            name="currentPassword"
            label={t('password.current')}
            autoComplete="current-password"
            required
            data-autofocus
          />
          <NewPasswordFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending}>
              {t('password.changeSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
