import type { AccountingEntryDto } from '@leasedesk/contract';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../components/list-table';
import { formatNumber } from '../../../lib/format';
import { totalOf } from '../../../lib/totals';

/**
 * DOMAIN §7's entries: index, the debit and credit accounts named in the active language, their values,
 * and the totals of both sides (equal, as every entry debits and credits the same value).
 */
export function AccountingEntriesTable({ entries }: { entries: AccountingEntryDto[] }) {
  const { t, i18n } = useTranslation();
  const polish = i18n.resolvedLanguage === 'pl';
  const account = (detail: AccountingEntryDto['debitDetail']) => (polish ? detail.labelPL : detail.labelEN);
  const columns: ListColumn<AccountingEntryDto>[] = [
    { accessor: 'index', title: t('accountingPage.index'), textAlign: 'right', width: 70, footer: t('table.total') },
    { accessor: 'debitAccount', title: t('accountingPage.debitAccount'), render: (entry) => account(entry.debitDetail) },
    { accessor: 'creditAccount', title: t('accountingPage.creditAccount'), render: (entry) => account(entry.creditDetail) },
    {
      accessor: 'debitValue',
      title: t('accountingPage.debitValue'),
      textAlign: 'right',
      render: (entry) => formatNumber(entry.debitDetail.value),
      footer: formatNumber(totalOf(entries, (entry) => entry.debitDetail.value)),
    },
    {
      accessor: 'creditValue',
      title: t('accountingPage.creditValue'),
      textAlign: 'right',
      render: (entry) => formatNumber(entry.creditDetail.value),
      footer: formatNumber(totalOf(entries, (entry) => entry.creditDetail.value)),
    },
  ];
  return <ListTable<AccountingEntryDto> label={t('accountingPage.entries')} records={entries} columns={columns} idAccessor="index" />;
}
