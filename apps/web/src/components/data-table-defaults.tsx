import { IconDatabaseOff } from '@tabler/icons-react';
import type { DataTableProps } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';

export const PAGE_SIZES = [10, 25, 50];
/** SPEC §9: a table is a box of this height that scrolls, its header and its totals kept in sight. */
export const TABLE_SCROLL_HEIGHT = 600;

/**
 * What every table of the product shares: a 600 px box that scrolls both ways with its scrollbars shown whenever
 * there is more to see (Mantine's default shows them only under the mouse, so a wide table's money columns
 * looked absent), the first column kept in view while scrolling sideways, header and footer sticky (the library's).
 * The empty state keeps the room for its text inside the border.
 */
export function scrollingTableProps(recordsCount: number) {
  return {
    withTableBorder: true,
    borderRadius: 'sm',
    striped: true,
    maxHeight: TABLE_SCROLL_HEIGHT,
    minHeight: recordsCount > 0 ? undefined : 180,
    pinFirstColumn: true,
    scrollAreaProps: { type: 'auto' as const, offsetScrollbars: false },
  } satisfies Partial<DataTableProps<object>>;
}

/** The texts and labels of a paged table in the screen's language (the library's are English). */
export function usePagedTableTexts(noRecordsText?: string) {
  const { t } = useTranslation();
  return {
    recordsPerPageOptions: PAGE_SIZES,
    recordsPerPageLabel: t('table.recordsPerPage'),
    noRecordsText: noRecordsText ?? t('table.noRecords'),
    noRecordsIcon: <IconDatabaseOff size={20} aria-hidden style={{ opacity: 0.5 }} />,
    loadingText: t('common.loading'),
    paginationText: ({ from, to, totalRecords }: { from: number; to: number; totalRecords: number }) => t('table.pagination', { from, to, total: totalRecords }),
    getPaginationControlProps: (control: 'first' | 'last' | 'previous' | 'next') => ({ 'aria-label': t(`table.${control}Page`) }),
    getPaginationItemProps: (pageNumber: number) => ({ 'aria-label': t('table.page', { page: pageNumber }) }),
  };
}
