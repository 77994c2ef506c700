import { Alert, Code, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BackButton } from '../../../components/back-button';
import { PageTitle } from '../../../components/page-title';
import { isNotFound, RecordState } from '../../../components/record-state';
import { formatDateTime } from '../../../lib/format';
import { useRecordId } from '../../../lib/use-record-id';
import { outboxMailQuery } from '../api/queries';

/**
 * /outbox/{id} (administrators): one kept mail. Opening it is what shows its links, once: the answer is read a
 * single time and never refetched, since a second read answers the mail with its tokens cut out.
 */
export function OutboxMailPage() {
  const { t } = useTranslation();
  const { id, validId } = useRecordId();
  const mail = useQuery({
    ...outboxMailQuery(id),
    enabled: validId && id !== null,
  });
  const shown = mail.data;

  return (
    <>
      <PageTitle title={t('outbox.mailTitle')} actions={<BackButton fallback="/outbox" />} />
      <RecordState notFound={!validId || isNotFound(mail.error)} notFoundText={t('outbox.notFound')} loading={mail.isPending} failed={!shown}>
        {shown ? (
          <Stack gap="sm">
            {shown.firstShowing ? (
              <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />} title={t('outbox.shownOnceTitle')}>
                {t('outbox.shownOnce')}
              </Alert>
            ) : (
              <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title={t('outbox.alreadyShownTitle')}>
                {t('outbox.alreadyShown', { when: formatDateTime(shown.shownAt) })}
              </Alert>
            )}
            <Text>
              <strong>{t('outbox.recipient')}:</strong> {shown.recipient}
            </Text>
            <Text>
              <strong>{t('outbox.subject')}:</strong> {shown.subject}
            </Text>
            <Text>
              <strong>{t('outbox.createdAt')}:</strong> {formatDateTime(shown.createdAt)}
            </Text>
            <Code block aria-label={t('outbox.text')}>
              {shown.text}
            </Code>
          </Stack>
        ) : null}
      </RecordState>
    </>
  );
}
