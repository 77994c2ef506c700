import { Anchor } from '@mantine/core';
import type { SettlementsReport, SettlementsReportRow } from '@leasedesk/contract';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../components/list-table';
import { formatDate, formatNumber } from '../../../lib/format';
import { summaryPath } from './lease-report-table';

/** A row with a key of its own: an agreement's period. */
type KeyedRow = SettlementsReportRow & { rowKey: string };

/**
 * The settlements report's schedule rows, sorted and paged in the browser, with the totals the server
 * summed (in cents) over every row of the answer.
 */
export function SettlementsReportTable({ report }: { report: SettlementsReport }) {
  const { t } = useTranslation();
  const rows: KeyedRow[] = report.reportDetails.map((row) => ({ ...row, rowKey: `${row.leaseAgreementId}-${row.periodNumber}` }));
  const money = (pick: (row: SettlementsReportRow) => number) => (row: SettlementsReportRow) => formatNumber(pick(row));
  const columns: ListColumn<KeyedRow>[] = [
    { accessor: 'contractorName', title: t('agreementChooser.contractor'), sortable: true, footer: t('table.total') },
    {
      accessor: 'contractNumber',
      title: t('agreementForm.fields.contractNumber'),
      sortable: true,
      render: (row) => (
        <Anchor component={Link} to={summaryPath(row.leaseAgreementId)} aria-label={t('reports.openAgreement', { name: `${row.contractNumber} / ${row.scheduleNumber}` })}>
          {row.contractNumber}
        </Anchor>
      ),
    },
    { accessor: 'scheduleNumber', title: t('agreementForm.fields.scheduleNumber'), sortable: true },
    { accessor: 'periodNumber', title: t('schedule.periodNumber'), sortable: true, textAlign: 'right' },
    { accessor: 'paymentDate', title: t('schedule.paymentDate'), sortable: true, render: (row) => formatDate(row.paymentDate) },
    {
      accessor: 'paymentAmount',
      title: t('schedule.paymentAmount'),
      sortable: true,
      textAlign: 'right',
      render: money((row) => row.paymentAmount),
      footer: formatNumber(report.totals.paymentAmount),
    },
    {
      accessor: 'interestAmount',
      title: t('schedule.interestAmount'),
      sortable: true,
      textAlign: 'right',
      render: money((row) => row.interestAmount),
      footer: formatNumber(report.totals.interestAmount),
    },
    {
      accessor: 'principalAmount',
      title: t('schedule.principalAmount'),
      sortable: true,
      textAlign: 'right',
      render: money((row) => row.principalAmount),
      footer: formatNumber(report.totals.principalAmount),
    },
    { accessor: 'closingBalance', title: t('schedule.closingBalance'), sortable: true, textAlign: 'right', render: money((row) => row.closingBalance) },
  ];
  return <ListTable<KeyedRow> label={t('reports.settlementsTitle')} records={rows} columns={columns} idAccessor="rowKey" />;
}
