import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListFailure } from '../../../components/list-error';
import { ListTable } from '../../../components/list-table';
import { formatDateTime } from '../../../lib/format';
import type { OutboxListEntry } from '../api/get-outbox';

interface OutboxTableProps {
  mails: OutboxListEntry[] | undefined;
  fetching: boolean;
  failure?: ListFailure | null;
}

/** Kept mails: recipient, subject (opens the mail), when kept, and whether their links were shown. */
export function OutboxTable({ mails, fetching, failure = null }: OutboxTableProps) {
  const { t } = useTranslation();
  return (
    <ListTable<OutboxListEntry>
      label={t('outbox.title')}
      records={mails}
      fetching={fetching}
      failure={failure}
      idAccessor="id"
      initialSort={{ field: 'createdAt', direction: 'desc' }}
      columns={[
        { accessor: 'recipient', title: t('outbox.recipient'), sortable: true },
        {
          accessor: 'subject',
          title: t('outbox.subject'),
          sortable: true,
          render: (mail) => (
            <Anchor component={Link} to={`/outbox/${mail.id}`}>
              {mail.subject}
            </Anchor>
          ),
        },
        { accessor: 'createdAt', title: t('outbox.createdAt'), sortable: true, render: (mail) => formatDateTime(mail.createdAt) },
        {
          accessor: 'shownAt',
          title: t('outbox.links'),
          render: (mail) => (mail.shownAt ? t('outbox.shownOn', { when: formatDateTime(mail.shownAt) }) : t('outbox.notShownYet')),
        },
      ]}
    />
  );
}
