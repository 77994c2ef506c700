import { Anchor } from '@mantine/core';
import type { LeaseReportRow } from '@leasedesk/contract';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../components/list-table';
import { formatDate, formatNumber } from '../../../lib/format';
import { totalOf } from '../../../lib/totals';

/** The agreement summary a report row opens. */
export const summaryPath = (leaseAgreementId: number) => `/leaseAgreementSummary/${leaseAgreementId}`;

/**
 * The lease report's rows (SPEC §2 /report columns and the contract number): sorted and paged
 * (10/25/50) in the browser over the whole answer, with the equipment cost's total of every row, not
 * only the page's. The contract number links to the agreement's summary, and so does a click on the row.
 */
export function LeaseReportTable({ rows }: { rows: LeaseReportRow[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: ListColumn<LeaseReportRow>[] = [
    {
      accessor: 'contractNumber',
      title: t('agreementForm.fields.contractNumber'),
      sortable: true,
      render: (row) => (
        <Anchor component={Link} to={summaryPath(row.leaseAgreementId)} aria-label={t('reports.openAgreement', { name: `${row.contractNumber} / ${row.scheduleNumber}` })}>
          {row.contractNumber}
        </Anchor>
      ),
      footer: t('table.total'),
    },
    { accessor: 'scheduleNumber', title: t('agreementForm.fields.scheduleNumber'), sortable: true },
    { accessor: 'contractorName', title: t('agreementChooser.contractor'), sortable: true },
    { accessor: 'factoringContractNumber', title: t('agreementForm.fields.factoringContractNumber'), sortable: true },
    { accessor: 'startingDate', title: t('agreementForm.fields.startingDate'), sortable: true, render: (row) => formatDate(row.startingDate) },
    { accessor: 'closingDate', title: t('summary.closingDate'), sortable: true, render: (row) => formatDate(row.closingDate) },
    {
      accessor: 'totalEquipmentCost',
      title: t('agreementForm.fields.totalEquipmentCost'),
      sortable: true,
      textAlign: 'right',
      render: (row) => formatNumber(row.totalEquipmentCost),
      footer: formatNumber(totalOf(rows, (row) => row.totalEquipmentCost)),
    },
    {
      accessor: 'paymentInterval',
      title: t('agreementForm.fields.paymentInterval'),
      sortable: true,
      // 0-based on the wire, named as the form names it (1-based keys)
      render: (row) => t(`agreementForm.paymentInterval.${row.paymentInterval + 1}`),
    },
  ];
  return (
    <ListTable<LeaseReportRow>
      label={t('reports.leaseTitle')}
      records={rows}
      columns={columns}
      idAccessor="leaseAgreementId"
      onRowClick={({ record, event }) => {
        if (event.target instanceof Element && event.target.closest('a, button')) return;
        void navigate(summaryPath(record.leaseAgreementId));
      }}
    />
  );
}
