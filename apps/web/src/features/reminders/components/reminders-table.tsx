import { Anchor, Table } from '@mantine/core';
import type { ReminderItem } from '@leasedesk/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../../lib/format';
import { ReminderKindBadge } from './reminder-kind-badge';

const figure = { textAlign: 'right', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** The reminders due: what, which agreement (to its summary), whose, when and how much (money only for payments and indexations). */
export function RemindersTable({ items }: { items: readonly ReminderItem[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover aria-label={t('reminders.table')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('reminders.columns.kind')}</Table.Th>
            <Table.Th>{t('reminders.columns.agreement')}</Table.Th>
            <Table.Th>{t('reminders.columns.contractor')}</Table.Th>
            <Table.Th>{t('reminders.columns.date')}</Table.Th>
            <Table.Th style={figure}>{t('reminders.columns.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.key}>
              <Table.Td>
                <ReminderKindBadge kind={item.kind} />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={`/leaseAgreementSummary/${item.leaseAgreementId}`} size="sm">
                  {`${item.contractNumber} / ${item.scheduleNumber}`}
                </Anchor>
              </Table.Td>
              <Table.Td>{item.contractorName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.date)}</Table.Td>
              <Table.Td style={figure}>{formatNumber(item.amount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
