import type { DepreciationPeriodDto } from '@leasedesk/contract';
import { DataTable } from 'mantine-datatable';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../lib/format';
import { totalOf } from '../lib/totals';
import { isRemeasured, remeasuredRowStyle } from './amortization-table';
import { scrollingTableProps } from './data-table-defaults';

/**
 * Depreciation periods (SPEC §2 /depreciation): number, beginning, end, opening balance, charge, closing balance.
 * After a lease change the period it starts at is highlighted and a column shows the asset's remeasurement.
 */
export function DepreciationTable({ rows, fetching = false }: { rows: readonly DepreciationPeriodDto[]; fetching?: boolean }) {
  const { t } = useTranslation();
  const remeasured = rows.some(isRemeasured);
  return (
    <DataTable<DepreciationPeriodDto>
      aria-label={t('depreciationTable.title')}
      {...scrollingTableProps(rows.length)}
      fetching={fetching}
      records={[...rows]}
      idAccessor="periodNumber"
      noRecordsText={t('table.noRecords')}
      rowStyle={(row) => (isRemeasured(row) ? remeasuredRowStyle : undefined)}
      customRowAttributes={(row) => (isRemeasured(row) ? { 'data-remeasured': true } : {})}
      columns={[
        { accessor: 'periodNumber', title: t('depreciationTable.periodNumber'), textAlign: 'right', width: 80, footer: rows.length > 0 ? t('table.total') : null },
        { accessor: 'beginingOfPeriod', title: t('depreciationTable.beginingOfPeriod'), render: (row) => formatDate(row.beginingOfPeriod) },
        { accessor: 'endOfPeriod', title: t('depreciationTable.endOfPeriod'), render: (row) => formatDate(row.endOfPeriod) },
        {
          accessor: 'remeasurementAmount',
          title: t('depreciationTable.remeasurementAmount'),
          textAlign: 'right',
          hidden: !remeasured,
          render: (row) => (isRemeasured(row) ? formatNumber(row.remeasurementAmount) : ''),
          footer: remeasured ? formatNumber(totalOf(rows, (row) => row.remeasurementAmount)) : null,
        },
        { accessor: 'openingBalance', title: t('depreciationTable.openingBalance'), textAlign: 'right', render: (row) => formatNumber(row.openingBalance) },
        {
          accessor: 'depraciationCharge',
          title: t('depreciationTable.depraciationCharge'),
          textAlign: 'right',
          render: (row) => formatNumber(row.depraciationCharge),
          footer: rows.length > 0 ? formatNumber(totalOf(rows, (row) => row.depraciationCharge)) : null,
        },
        { accessor: 'closingBalance', title: t('depreciationTable.closingBalance'), textAlign: 'right', render: (row) => formatNumber(row.closingBalance) },
      ]}
    />
  );
}
