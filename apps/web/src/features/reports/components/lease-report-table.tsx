import { Anchor } from '@mantine/core';
import { AccountingStandard, type LeaseReportRow } from '@leasedesk/contract';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '../../../components/list-table';
import { formatDate, formatNumber } from '../../../lib/format';
import { totalOf } from '../../../lib/totals';

/** The agreement summary a report row opens. */
export const summaryPath = (leaseAgreementId: number) => `/leaseAgreementSummary/${leaseAgreementId}`;

/** A money column of the report, totalled over every row of the answer, not only the page's. */
function moneyColumn(accessor: 'totalEquipmentCost' | 'leaseLiability' | 'rightOfUse', title: string, rows: LeaseReportRow[]): ListColumn<LeaseReportRow> {
  return {
    accessor,
    title,
    sortable: true,
    textAlign: 'right',
    render: (row) => formatNumber(row[accessor]),
    footer: formatNumber(totalOf(rows, (row) => row[accessor] ?? 0)),
  };
}

interface LeaseReportTableProps {
  rows: LeaseReportRow[];
  /** The client's standard (0 CSI, 1 IFRS16): the columns it uses, as the report's Excel has them. */
  accountingStandard: number;
}

/**
 * The lease report's rows (SPEC §2 /report columns and the contract number), sorted and paged (10/25/50)
 * in the browser over the whole answer. Each standard shows only its own columns: a CSI
 * lessor the factoring contract and the equipment cost; an IFRS16 lessee the lease liability and the
 * right-of-use asset at commencement. Money columns carry the total of every row. The contract number
 * links to the agreement's summary, and so does a click on the row.
 */
export function LeaseReportTable({ rows, accountingStandard }: LeaseReportTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lessee = accountingStandard === AccountingStandard.IFRS16;
  const dates: ListColumn<LeaseReportRow>[] = [
    { accessor: 'startingDate', title: t('agreementForm.fields.startingDate'), sortable: true, render: (row) => formatDate(row.startingDate) },
    { accessor: 'closingDate', title: t('summary.closingDate'), sortable: true, render: (row) => formatDate(row.closingDate) },
  ];
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
    ...(lessee
      ? [...dates, moneyColumn('leaseLiability', t('reports.leaseLiability'), rows), moneyColumn('rightOfUse', t('reports.rightOfUse'), rows)]
      : [
          { accessor: 'factoringContractNumber', title: t('agreementForm.fields.factoringContractNumber'), sortable: true },
          ...dates,
          moneyColumn('totalEquipmentCost', t('agreementForm.fields.totalEquipmentCost'), rows),
        ]),
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
