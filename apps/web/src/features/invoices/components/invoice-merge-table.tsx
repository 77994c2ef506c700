import { useMemo, useState } from 'react';
import type { InvoiceMatchRow } from '@leasedesk/contract';
import { DataTable } from 'mantine-datatable';
import { IconDatabaseOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, TABLE_SCROLL_HEIGHT } from '../../../components/list-table';
import { invoiceLineColumns } from './invoice-line-columns';

interface InvoiceMergeTableProps {
  lines: InvoiceMatchRow[];
  fetching: boolean;
  selected: InvoiceMatchRow[];
  onSelectedChange: (selected: InvoiceMatchRow[]) => void;
}

/**
 * The report's unsent lines (SPEC §2 /invoiceMerge): every column, scrolled sideways, paged in the
 * browser (10/25/50), a checkbox per line and one for the page, and the money columns' totals.
 */
export function InvoiceMergeTable({ lines, fetching, selected, onSelectedChange }: InvoiceMergeTableProps) {
  const { t } = useTranslation();
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 10);
  const [requestedPage, setPage] = useState(1);
  const columns = useMemo(() => invoiceLineColumns(t, lines), [t, lines]);
  const pagesCount = Math.max(1, Math.ceil(lines.length / pageSize));
  const page = Math.min(requestedPage, pagesCount);

  return (
    <DataTable<InvoiceMatchRow>
      aria-label={t('invoices.merge.table')}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={lines.length > 0 ? undefined : 180}
      maxHeight={TABLE_SCROLL_HEIGHT}
      idAccessor="id"
      records={lines.slice((page - 1) * pageSize, page * pageSize)}
      columns={columns}
      fetching={fetching}
      selectedRecords={selected}
      onSelectedRecordsChange={onSelectedChange}
      allRecordsSelectionCheckboxProps={{ 'aria-label': t('invoices.merge.selectPage') }}
      getRecordSelectionCheckboxProps={(line) => ({
        'aria-label': t('invoices.merge.selectLine', { sequence: line.sequence, number: line.invoiceNumber ?? '' }),
      })}
      totalRecords={lines.length}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={setPage}
      recordsPerPageOptions={PAGE_SIZES}
      onRecordsPerPageChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      recordsPerPageLabel={t('table.recordsPerPage')}
      noRecordsText={t('invoices.merge.noLines')}
      noRecordsIcon={<IconDatabaseOff size={20} aria-hidden style={{ opacity: 0.5 }} />}
      loadingText={t('common.loading')}
      paginationText={({ from, to, totalRecords }) => t('table.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
      getPaginationItemProps={(pageNumber) => ({ 'aria-label': t('table.page', { page: pageNumber }) })}
    />
  );
}
