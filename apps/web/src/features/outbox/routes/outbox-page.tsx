import { Alert, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listFailure } from '../../../components/list-error';
import { PageTitle } from '../../../components/page-title';
import { outboxQuery } from '../api/queries';
import { OutboxTable } from '../components/outbox-table';

/** /outbox (administrators): the mails the demo kept instead of sending them, each opened on its own page. */
export function OutboxPage() {
  const { t } = useTranslation();
  const mails = useQuery(outboxQuery());
  const empty = mails.isSuccess && mails.data.length === 0;

  return (
    <>
      <PageTitle title={t('outbox.title')} />
      <Text size="sm" c="dimmed" mb="md">
        {t('outbox.explanation')}
      </Text>
      {empty ? (
        <Alert color="gray" icon={<IconMailOff aria-hidden />} title={t('outbox.emptyTitle')}>
          {t('outbox.empty')}
        </Alert>
      ) : (
        <OutboxTable mails={mails.data} fetching={mails.isFetching} failure={listFailure(mails)} />
      )}
    </>
  );
}
