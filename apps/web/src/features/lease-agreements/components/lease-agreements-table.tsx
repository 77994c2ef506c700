import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { AgreementListQuery, AgreementListSortKey, LeaseAgreementListRow } from '@leasedesk/contract';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { scrollingTableProps, usePagedTableTexts } from '../../../components/data-table-defaults';
import { RowActions } from '../../../components/row-actions';
import { SortHeader } from '../../../components/sort-header';
import { formatDate, formatNumber } from '../../../lib/format';

interface LeaseAgreementsTableProps {
  rows: LeaseAgreementListRow[];
  total: number;
  page: number;
  pageSize: number;
  fetching: boolean;
  /** The server's sort (no key: by contract and schedule number). */
  sort: AgreementListQuery;
  /** Shows the contractor column (the tenant-wide list). */
  showContractor: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onSortChange: (sort: AgreementListQuery) => void;
  onDelete: (row: LeaseAgreementListRow) => void;
}

/**
 * One page of agreements (paged and sorted by the server, 10/25/50 rows); a click on a row opens its
 * summary, and the icons open, edit or delete it.
 */
export function LeaseAgreementsTable(props: LeaseAgreementsTableProps) {
  const { rows, total, page, pageSize, fetching, sort, showContractor, onPageChange, onPageSizeChange, onSortChange, onDelete } = props;
  const { t } = useTranslation();
  const texts = usePagedTableTexts();
  const navigate = useNavigate();
  const name = (row: LeaseAgreementListRow) => `${row.contractNumber} / ${row.scheduleNumber}`;
  /** A column the server sorts by: its title toggles ascending, then descending. */
  const sortable = (key: AgreementListSortKey, label: string) => {
    const direction = sort.sort === key ? (sort.direction ?? 'asc') : null;
    return <SortHeader label={label} direction={direction} onToggle={() => onSortChange({ sort: key, direction: direction === 'asc' ? 'desc' : 'asc' })} />;
  };
  const columns: DataTableColumn<LeaseAgreementListRow>[] = [
    { accessor: 'contractNumber', title: sortable('contractNumber', t('agreementForm.fields.contractNumber')) },
    { accessor: 'scheduleNumber', title: sortable('scheduleNumber', t('agreementForm.fields.scheduleNumber')) },
    ...(showContractor ? [{ accessor: 'contractorName', title: sortable('contractorName', t('agreementChooser.contractor')) }] : []),
    { accessor: 'startingDate', title: sortable('startingDate', t('agreementForm.fields.startingDate')), render: (row) => formatDate(row.startingDate) },
    { accessor: 'closingDate', title: sortable('closingDate', t('summary.closingDate')), render: (row) => formatDate(row.closingDate) },
    { accessor: 'termInMonths', title: t('agreementForm.fields.termInMonths'), textAlign: 'right' },
    {
      accessor: 'rentPaymentAmount',
      title: t('agreementForm.fields.rentPaymentAmount'),
      textAlign: 'right',
      render: (row) => formatNumber(row.rentPaymentAmount),
    },
    {
      accessor: 'totalEquipmentCost',
      title: sortable('totalEquipmentCost', t('agreementForm.fields.totalEquipmentCost')),
      textAlign: 'right',
      render: (row) => formatNumber(row.totalEquipmentCost),
    },
    { accessor: 'salesPerson', title: t('agreementForm.fields.salesPersonId'), render: (row) => row.salesPerson ?? '' },
    {
      accessor: 'actions',
      title: t('common.actions'),
      textAlign: 'right',
      width: 130,
      render: (row) => (
        <RowActions
          editTo={`/leaseAgreement/${row.id}`}
          editLabel={t('agreementList.editAgreement', { name: name(row) })}
          deleteLabel={t('agreementList.deleteAgreement', { name: name(row) })}
          onDelete={() => onDelete(row)}
        >
          <Tooltip label={t('agreementList.open')}>
            <ActionIcon component={Link} to={`/leaseAgreementSummary/${row.id}`} variant="subtle" aria-label={t('agreementList.openAgreement', { name: name(row) })}>
              <IconEye size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </RowActions>
      ),
    },
  ];
  return (
    <DataTable<LeaseAgreementListRow>
      aria-label={t('agreementList.title')}
      {...scrollingTableProps(rows.length)}
      // the actions stay in reach while the figures scroll sideways
      pinLastColumn
      highlightOnHover
      idAccessor="id"
      records={rows}
      fetching={fetching}
      totalRecords={total}
      page={page}
      onPageChange={onPageChange}
      recordsPerPage={pageSize}
      onRecordsPerPageChange={onPageSizeChange}
      {...texts}
      // The row opens the summary; a click on one of its links or buttons does what that one says.
      onRowClick={({ record, event }) => {
        if (event.target instanceof Element && event.target.closest('a, button')) return;
        void navigate(`/leaseAgreementSummary/${record.id}`);
      }}
      columns={columns}
    />
  );
}
