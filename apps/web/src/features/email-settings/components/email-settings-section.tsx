import { Alert, Button, Card, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconMailOff, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { EnvelopeError } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/field-errors';
import { LONG_TOAST_MS, notifyError, notifySuccess } from '../../../lib/notify';
import { emailSettingsKeys, emailSettingsQuery } from '../api/queries';
import { updateEmailSettings } from '../api/update-email-settings';
import { EmailSettingsForm, emailSettingsFormFields, type EmailSettingsFormValues } from './email-settings-form';

interface SaveRequest {
  values: EmailSettingsFormValues;
  setError: UseFormSetError<EmailSettingsFormValues>;
}

/**
 * "E-mail settings" on an existing client's page (administrator): the form, and a warning when the server has no
 * mail server (SMTP_URL), since then neither the hand-off nor the reminders can be mailed.
 */
export function EmailSettingsSection({ tenantId }: { tenantId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const settings = useQuery(emailSettingsQuery(tenantId));
  const headingId = `email-settings-${tenantId}`;

  const save = useMutation({
    mutationFn: ({ values }: SaveRequest) =>
      updateEmailSettings(tenantId, {
        name: values.name.trim(),
        taxId: values.taxId.trim(),
        emailAddress: values.emailAddress.trim(),
        sender: values.sender.trim(),
        emailTitle: values.emailTitle.trim(),
        language: values.language,
      }),
    onSuccess: (saved) => {
      if (saved) queryClient.setQueryData(emailSettingsKeys.detail(tenantId), saved);
      else void queryClient.invalidateQueries({ queryKey: emailSettingsKeys.detail(tenantId) });
      notifySuccess(t('common.success'), t('emailSettings.saved'));
    },
    onError: (error, { setError }) => {
      if (error instanceof EnvelopeError) {
        const rest = applyFieldErrors(error.errors, emailSettingsFormFields, setError);
        notifyError(t('emailSettings.saveFailed'), (rest.length > 0 ? rest : error.errors).map((e) => e.message), LONG_TOAST_MS);
      } else {
        notifyError(t('errors.title'), t('emailSettings.saveFailed'));
      }
    },
  });

  let content;
  if (settings.isPending) content = <PageLoader minHeight={120} />;
  else if (settings.isError || !settings.data) {
    content = (
      <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />}>
        <Text size="sm">{t('emailSettings.loadFailed')}</Text>
        <Button mt="xs" size="xs" variant="white" color="red" leftSection={<IconRefresh size={14} aria-hidden />} loading={settings.isFetching} onClick={() => void settings.refetch()}>
          {t('table.retry')}
        </Button>
      </Alert>
    );
  } else {
    content = (
      <>
        {settings.data.smtpConfigured ? null : (
          <Alert color="yellow" icon={<IconMailOff aria-hidden />} title={t('emailSettings.noSmtpTitle')} mb="md">
            {t('emailSettings.noSmtp')}
          </Alert>
        )}
        {settings.data.isSaved ? null : (
          <Text size="sm" c="dimmed" mb="md">
            {t('emailSettings.notSavedYet')}
          </Text>
        )}
        <EmailSettingsForm
          // a save answers the settings anew: the form starts from them
          key={JSON.stringify(settings.data)}
          settings={settings.data}
          submitting={save.isPending}
          onSubmit={(values, setError) => save.mutate({ values, setError })}
        />
      </>
    );
  }

  return (
    <Card withBorder radius="md" padding="lg" mt="xl" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {t('emailSettings.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('emailSettings.intro')}
      </Text>
      {content}
    </Card>
  );
}
