import { ActionIcon, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { LeaseAgreementListRow } from '@leasedesk/contract';
import { DataTable } from 'mantine-datatable';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, TABLE_SCROLL_HEIGHT } from '../../../components/list-table';
import { RowActions } from '../../../components/row-actions';
import { formatDate, formatNumber } from '../../../lib/format';

interface LeaseAgreementsTableProps {
  rows: LeaseAgreementListRow[];
  total: number;
  page: number;
  pageSize: number;
  fetching: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  onDelete: (row: LeaseAgreementListRow) => void;
}

/** One page of a contractor's agreements (paged by the server, 10/25/50 rows); open, edit, delete per row. */
export function LeaseAgreementsTable(props: LeaseAgreementsTableProps) {
  const { rows, total, page, pageSize, fetching, onPageChange, onPageSizeChange, onDelete } = props;
  const { t } = useTranslation();
  const name = (row: LeaseAgreementListRow) => `${row.contractNumber} / ${row.scheduleNumber}`;
  return (
    <DataTable<LeaseAgreementListRow>
      aria-label={t('agreementList.title')}
      withTableBorder
      striped
      highlightOnHover
      borderRadius="sm"
      maxHeight={TABLE_SCROLL_HEIGHT}
      minHeight={rows.length > 0 ? undefined : 180}
      idAccessor="id"
      records={rows}
      fetching={fetching}
      totalRecords={total}
      page={page}
      onPageChange={onPageChange}
      recordsPerPage={pageSize}
      recordsPerPageOptions={PAGE_SIZES}
      onRecordsPerPageChange={onPageSizeChange}
      recordsPerPageLabel={t('table.recordsPerPage')}
      noRecordsText={t('table.noRecords')}
      loadingText={t('common.loading')}
      paginationText={({ from, to, totalRecords }) => t('table.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
      getPaginationItemProps={(pageNumber) => ({ 'aria-label': t('table.page', { page: pageNumber }) })}
      columns={[
        { accessor: 'contractNumber', title: t('agreementForm.fields.contractNumber') },
        { accessor: 'scheduleNumber', title: t('agreementForm.fields.scheduleNumber') },
        { accessor: 'startingDate', title: t('agreementForm.fields.startingDate'), render: (row) => formatDate(row.startingDate) },
        { accessor: 'closingDate', title: t('summary.closingDate'), render: (row) => formatDate(row.closingDate) },
        { accessor: 'termInMonths', title: t('agreementForm.fields.termInMonths'), textAlign: 'right' },
        {
          accessor: 'rentPaymentAmount',
          title: t('agreementForm.fields.rentPaymentAmount'),
          textAlign: 'right',
          render: (row) => formatNumber(row.rentPaymentAmount),
        },
        {
          accessor: 'totalEquipmentCost',
          title: t('agreementForm.fields.totalEquipmentCost'),
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
      ]}
    />
  );
}
