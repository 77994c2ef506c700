import { useMemo, useState, type ReactNode } from 'react';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import { IconDatabaseOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { sortRecords } from '../lib/sort-records';
import { ListError, type ListFailure } from './list-error';
import { SortHeader } from './sort-header';

export const PAGE_SIZES = [10, 25, 50];
export const TABLE_SCROLL_HEIGHT = 600;

/** A column of a list table; `sortable` columns sort on their accessor's values. */
export type ListColumn<T> = DataTableColumn<T> & { accessor: string; title: ReactNode };

interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

type ListTableProps<T extends object> = {
  records: T[] | undefined;
  columns: ListColumn<T>[];
  fetching?: boolean;
  /** Accessible name of the table. */
  label: string;
  initialSort?: SortState;
  idAccessor?: keyof T & string;
  /** The list could not be loaded: shown instead of the table (never as "No records"). */
  failure?: ListFailure | null;
} & Pick<DataTableProps<T>, 'onRowClick' | 'rowClassName' | 'rowStyle' | 'customRowAttributes'>;

/**
 * A list table as SPEC §9 wants them: sortable columns, client-side paging of 10 rows
 * (10/25/50 to choose), 600 px scroll height, a spinner while fetching, and an error state with Retry
 * when loading failed.
 */
export function ListTable<T extends object>({
  records,
  columns,
  fetching = false,
  label,
  initialSort,
  idAccessor,
  failure = null,
  ...rowProps
}: ListTableProps<T>) {
  const { t, i18n } = useTranslation();
  const [pageSize, setPageSize] = useState(PAGE_SIZES[0] ?? 10);
  const [requestedPage, setPage] = useState(1);
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);

  const sorted = useMemo(
    () => (sort ? sortRecords(records ?? [], sort.field, sort.direction, i18n.language) : (records ?? [])),
    [records, sort, i18n.language],
  );
  const pagesCount = Math.max(1, Math.ceil(sorted.length / pageSize));
  const page = Math.min(requestedPage, pagesCount);
  const pageRecords = sorted.slice((page - 1) * pageSize, page * pageSize);

  const tableColumns: DataTableColumn<T>[] = columns.map(({ sortable, ...column }) => {
    if (!sortable) return column;
    const direction = sort?.field === column.accessor ? sort.direction : null;
    return {
      ...column,
      title: (
        <SortHeader
          label={String(column.title)}
          direction={direction}
          onToggle={() => {
            setSort({ field: column.accessor, direction: direction === 'asc' ? 'desc' : 'asc' });
            setPage(1);
          }}
        />
      ),
    };
  });

  if (failure) return <ListError failure={failure} />;

  return (
    <DataTable<T>
      aria-label={label}
      withTableBorder
      borderRadius="sm"
      striped
      highlightOnHover
      minHeight={records && records.length > 0 ? undefined : 180}
      maxHeight={TABLE_SCROLL_HEIGHT}
      idAccessor={idAccessor}
      records={pageRecords}
      columns={tableColumns}
      fetching={fetching}
      totalRecords={sorted.length}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={setPage}
      recordsPerPageOptions={PAGE_SIZES}
      onRecordsPerPageChange={(size) => {
        setPageSize(size);
        setPage(1);
      }}
      recordsPerPageLabel={t('table.recordsPerPage')}
      noRecordsText={t('table.noRecords')}
      noRecordsIcon={<IconDatabaseOff size={20} aria-hidden style={{ opacity: 0.5 }} />}
      loadingText={t('common.loading')}
      paginationText={({ from, to, totalRecords }) => t('table.pagination', { from, to, total: totalRecords })}
      getPaginationControlProps={(control) => ({ 'aria-label': t(`table.${control}Page`) })}
      getPaginationItemProps={(pageNumber) => ({ 'aria-label': t('table.page', { page: pageNumber }) })}
      {...rowProps}
    />
  );
}
