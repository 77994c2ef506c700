import { Anchor } from '@mantine/core';
import type { ReminderItem } from '@leasedesk/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../components/list-table';
import { formatDate, formatNumber } from '../../../lib/format';
import { ReminderKindBadge } from './reminder-kind-badge';

const paymentKind = 2;

/** Σ of the payments due (kind 2) in cents: an indexation's amount is a payment's too, so only payments are added. */
function paymentsDue(items: readonly ReminderItem[]): number {
  const cents = items.filter((item) => item.kind === paymentKind).reduce((sum, item) => sum + Math.round((item.amount ?? 0) * 100), 0);
  return cents / 100;
}

/**
 * The reminders due, as every list of the product (sorted, paged 10/25/50, a box that scrolls with its header and total
 * in sight): what, which agreement (to its summary), whose, when and how much; the total is of the payments due.
 */
export function RemindersTable({ items }: { items: readonly ReminderItem[] }) {
  const { t } = useTranslation();
  const columns: ListColumn<ReminderItem>[] = [
    { accessor: 'kind', title: t('reminders.columns.kind'), sortable: true, render: (item) => <ReminderKindBadge kind={item.kind} />, footer: t('reminders.paymentsTotal') },
    {
      accessor: 'contractNumber',
      title: t('reminders.columns.agreement'),
      sortable: true,
      render: (item) => (
        <Anchor component={Link} to={`/leaseAgreementSummary/${item.leaseAgreementId}`} size="sm">
          {`${item.contractNumber} / ${item.scheduleNumber}`}
        </Anchor>
      ),
    },
    { accessor: 'contractorName', title: t('reminders.columns.contractor'), sortable: true },
    { accessor: 'date', title: t('reminders.columns.date'), sortable: true, noWrap: true, render: (item) => formatDate(item.date) },
    {
      accessor: 'amount',
      title: t('reminders.columns.amount'),
      sortable: true,
      textAlign: 'right',
      noWrap: true,
      render: (item) => (item.amount === null ? '' : formatNumber(item.amount)),
      footer: formatNumber(paymentsDue(items)),
    },
  ];
  return <ListTable<ReminderItem> label={t('reminders.table')} records={[...items]} columns={columns} idAccessor="key" />;
}
