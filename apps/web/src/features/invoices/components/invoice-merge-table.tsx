import { useMemo, useState } from 'react';
import type { InvoiceMatchRow } from '@leasedesk/contract';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZES, scrollingTableProps, usePagedTableTexts } from '../../../components/data-table-defaults';
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
  const texts = usePagedTableTexts(t('invoices.merge.noLines'));
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 10);
  const [requestedPage, setPage] = useState(1);
  const columns = useMemo(() => invoiceLineColumns(t, lines), [t, lines]);
  const pagesCount = Math.max(1, Math.ceil(lines.length / pageSize));
  const page = Math.min(requestedPage, pagesCount);

  return (
    <DataTable<InvoiceMatchRow>
      aria-label={t('invoices.merge.table')}
      {...scrollingTableProps(lines.length)}
      highlightOnHover
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
      onRecordsPerPageChange={(size: number) => {
        setPageSize(size);
        setPage(1);
      }}
      {...texts}
    />
  );
}
