import type { PreviewAmortizationRow } from '@leasedesk/contract';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber, formatPercent } from '../lib/format';
import { totalOf } from '../lib/totals';
import { scrollingTableProps } from './data-table-defaults';

/** A row with what a lease change (DOMAIN §14) moved its opening balance by: L_E − B_E on the change's row k, 0 elsewhere. */
type ScheduleRow = PreviewAmortizationRow & { remeasurementAmount?: number };

/** The row a lease change starts at: highlighted, its remeasurement shown. */
export const isRemeasured = (row: { remeasurementAmount?: number }): boolean => (row.remeasurementAmount ?? 0) !== 0;

/**
 * How a remeasured row stands out (the depreciation table's too): inline, since a striped table's odd rows take the
 * library's stripe over its row colours.
 */
export const remeasuredRowStyle = { background: 'var(--mantine-color-yellow-light)' } as const;

interface AmortizationTableProps {
  /** Saved rows or a preview's (a saved row has more fields; the table shows the calculated ones). */
  rows: readonly ScheduleRow[];
  /** IFRS16 schedules show the rent-free amount and the indexation. */
  ifrs16?: boolean;
  fetching?: boolean;
}

/**
 * An agreement's amortization schedule as the server calculated it (SPEC §3 Amortization row). After a lease change
 * (DOMAIN §14) the row it starts at is highlighted and a column shows its remeasurement; earlier rows are as they were.
 */
export function AmortizationTable({ rows, ifrs16 = false, fetching = false }: AmortizationTableProps) {
  const { t } = useTranslation();
  const money = (value: number) => formatNumber(value);
  const total = (pick: (row: ScheduleRow) => number) => (rows.length > 0 ? money(totalOf(rows, pick)) : null);
  const remeasured = rows.some(isRemeasured);
  return (
    <DataTable<ScheduleRow>
      aria-label={t('schedule.title')}
      {...scrollingTableProps(rows.length)}
      fetching={fetching}
      records={[...rows]}
      idAccessor="periodNumber"
      noRecordsText={t('table.noRecords')}
      rowStyle={(row) => (isRemeasured(row) ? remeasuredRowStyle : undefined)}
      customRowAttributes={(row) => (isRemeasured(row) ? { 'data-remeasured': true } : {})}
      columns={[
        { accessor: 'periodNumber', title: t('schedule.periodNumber'), textAlign: 'right', width: 70, footer: rows.length > 0 ? t('table.total') : null },
        { accessor: 'paymentDate', title: t('schedule.paymentDate'), render: (row) => formatDate(row.paymentDate) },
        { accessor: 'paymentAmount', title: t('schedule.paymentAmount'), textAlign: 'right', render: (row) => money(row.paymentAmount), footer: total((row) => row.paymentAmount) },
        { accessor: 'interestAmount', title: t('schedule.interestAmount'), textAlign: 'right', render: (row) => money(row.interestAmount), footer: total((row) => row.interestAmount) },
        { accessor: 'principalAmount', title: t('schedule.principalAmount'), textAlign: 'right', render: (row) => money(row.principalAmount), footer: total((row) => row.principalAmount) },
        {
          accessor: 'remeasurementAmount',
          title: t('schedule.remeasurementAmount'),
          textAlign: 'right',
          hidden: !remeasured,
          render: (row) => (isRemeasured(row) ? money(row.remeasurementAmount ?? 0) : ''),
          footer: remeasured ? total((row) => row.remeasurementAmount ?? 0) : null,
        },
        { accessor: 'openingBalance', title: t('schedule.openingBalance'), textAlign: 'right', render: (row) => money(row.openingBalance) },
        { accessor: 'closingBalance', title: t('schedule.closingBalance'), textAlign: 'right', render: (row) => money(row.closingBalance) },
        {
          accessor: 'rentFreeAmount',
          title: t('schedule.rentFreeAmount'),
          textAlign: 'right',
          hidden: !ifrs16,
          render: (row) => money(row.rentFreeAmount),
          footer: total((row) => row.rentFreeAmount),
        },
        {
          accessor: 'increaseRate',
          title: t('schedule.increaseRate'),
          textAlign: 'right',
          hidden: !ifrs16,
          render: (row) => formatPercent(row.increaseRate),
        },
      ]}
    />
  );
}
