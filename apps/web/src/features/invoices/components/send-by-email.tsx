import { useId } from 'react';
import { Alert, Anchor, Button, Group, List, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconMail } from '@tabler/icons-react';
import type { FieldError, InvoiceExportMailDto } from '@leasedesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, EnvelopeError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { mailExport } from '../api/mail-export';
import { exportMailPreviewQuery, invoiceKeys } from '../api/queries';

/** The server's messages of a refused mail (the envelope, also on a 409 or 503), or a plain "not sent". */
function refusalMessages(error: unknown, t: TFunction): string[] {
  let errors: readonly FieldError[] = [];
  if (error instanceof EnvelopeError) errors = error.errors;
  else if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null && 'errors' in error.body && Array.isArray(error.body.errors)) {
    errors = error.body.errors as FieldError[];
  }
  const messages = errors.map((entry) => entry.message).filter(Boolean);
  return messages.length > 0 ? messages : [t('invoices.mail.failed')];
}

/**
 * "Send by e-mail" beside a send's downloads (issue 30): mails the workbook and the Optima XML to the client's
 * accounting system. It says where the mail would go (recipient, subject), or why it cannot go (no mail server, the
 * client's e-mail settings not saved); after a send, when the mail server accepted it, or the server's refusal.
 */
export function SendByEmail({ exportId }: { exportId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const noteId = useId();
  const preview = useQuery(exportMailPreviewQuery(exportId));
  const send = useMutation({
    mutationFn: () => mailExport(exportId),
    onSuccess: (mail) => {
      queryClient.setQueryData(exportMailPreviewQuery(exportId).queryKey, (current) =>
        current && mail ? { ...current, mails: [mail, ...current.mails.filter((earlier) => earlier.id !== mail.id)] } : current,
      );
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.mailPreview(exportId) });
    },
  });
  const sent: InvoiceExportMailDto | null = send.isSuccess ? send.data : null;

  const data = preview.data;
  let note;
  if (preview.isPending) {
    note = (
      <Group gap={6} component="span" wrap="nowrap">
        <Loader size="xs" aria-hidden />
        {t('invoices.mail.checking')}
      </Group>
    );
  } else if (preview.isError || !data) {
    note = (
      <>
        {t('invoices.mail.previewFailed')}{' '}
        <Anchor component="button" type="button" size="sm" onClick={() => void preview.refetch()}>
          {t('table.retry')}
        </Anchor>
      </>
    );
  } else if (!data.smtpConfigured) note = t('invoices.mail.noSmtp');
  else if (!data.settingsSaved || !data.recipient) note = t('invoices.mail.notConfigured');
  else note = t('invoices.mail.preview', { recipient: data.recipient, subject: data.subject ?? '' });
  const canSend = Boolean(data?.smtpConfigured && data.settingsSaved && data.recipient);
  const earlier = (data?.mails ?? []).filter((mail) => mail.id !== sent?.id);

  return (
    <Stack gap="xs" mt="md">
      <Group gap="sm" wrap="wrap" align="center">
        <Button
          size="sm"
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
          disabled={!canSend}
          loading={send.isPending}
          aria-describedby={noteId}
          onClick={() => send.mutate()}
        >
          {t('invoices.mail.button')}
        </Button>
        <Text size="sm" id={noteId} component="div">
          {note}
        </Text>
      </Group>
      {sent ? (
        <Alert color="teal" role="status" icon={<IconCircleCheck aria-hidden />} p="xs">
          {t('invoices.mail.sent', { recipient: sent.recipient, time: formatDateTime(sent.mailedAt) })}
        </Alert>
      ) : null}
      {send.isError ? (
        <Alert color="red" role="alert" icon={<IconAlertTriangle aria-hidden />} title={t('invoices.mail.notSent')} p="xs">
          {refusalMessages(send.error, t).map((message) => (
            <Text size="sm" key={message}>
              {message}
            </Text>
          ))}
        </Alert>
      ) : null}
      {earlier.length > 0 ? (
        <div>
          <Text size="sm" fw={500} id={`${noteId}-earlier`}>
            {t('invoices.mail.earlier')}
          </Text>
          <List size="sm" aria-labelledby={`${noteId}-earlier`}>
            {earlier.map((mail) => (
              <List.Item key={mail.id}>
                {t('invoices.mail.earlierItem', { time: formatDateTime(mail.mailedAt), recipient: mail.recipient, subject: mail.subject })}
              </List.Item>
            ))}
          </List>
        </div>
      ) : null}
    </Stack>
  );
}
