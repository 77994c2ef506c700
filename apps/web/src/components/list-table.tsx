import { useMemo, useState, type ReactNode } from 'react';
import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { sortRecords } from '../lib/sort-records';
import { PAGE_SIZES, scrollingTableProps, usePagedTableTexts } from './data-table-defaults';
import { ListError, type ListFailure } from './list-error';
import { SortHeader } from './sort-header';
import { useRememberedView } from './use-remembered-view';

export { PAGE_SIZES, TABLE_SCROLL_HEIGHT } from './data-table-defaults';

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
 * (10/25/50 to choose, remembered with the order for the tab), a 600 px box that scrolls with its header and
 * totals in sight, a spinner while fetching, and an error state with Retry
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
  const { i18n } = useTranslation();
  const texts = usePagedTableTexts();
  // the page size and order are remembered per screen and table (by its columns, not its translated name)
  const viewKey = `${useLocation().pathname}:${columns.map((column) => column.accessor).join(',')}`;
  const [{ pageSize, sort }, changeView] = useRememberedView(viewKey, { pageSize: PAGE_SIZES[0] ?? 10, sort: initialSort ?? null });
  const [requestedPage, setPage] = useState(1);

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
            changeView({ sort: { field: column.accessor, direction: direction === 'asc' ? 'desc' : 'asc' } });
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
      {...scrollingTableProps(pageRecords.length)}
      highlightOnHover
      idAccessor={idAccessor}
      records={pageRecords}
      columns={tableColumns}
      fetching={fetching}
      totalRecords={sorted.length}
      recordsPerPage={pageSize}
      page={page}
      onPageChange={setPage}
      {...texts}
      onRecordsPerPageChange={(size: number) => {
        changeView({ pageSize: size });
        setPage(1);
      }}
      {...rowProps}
    />
  );
}
