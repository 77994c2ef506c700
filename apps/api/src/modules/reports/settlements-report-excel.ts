import { settlementsReportRequest, type SettlementsReportRequest, type SettlementsReportRow } from '@leasedesk/contract';
import type { Column } from '../../lib/excel/workbook.ts';
import type { ReportWorkbook } from './report-excel.ts';
import type { Words } from './report-title-block.ts';
import { settlementsQuery, toSettlementsRow, type SettlementsDbRow } from './settlements-rows.ts';

/** The screen's columns; payment, interest and principal totalled (closing balances do not add up). */
const columns = (t: Words): Column<SettlementsReportRow>[] => [
  { header: t('excel.report.column.contractor'), kind: 'text', width: 34, value: (r) => r.contractorName },
  { header: t('excel.label.contractNumber'), kind: 'text', width: 18, value: (r) => r.contractNumber },
  { header: t('excel.label.scheduleNumber'), kind: 'text', width: 12, value: (r) => r.scheduleNumber },
  { header: t('excel.column.period'), kind: 'integer', width: 8, value: (r) => r.periodNumber },
  { header: t('excel.column.paymentDate'), kind: 'date', width: 13, value: (r) => r.paymentDate },
  { header: t('excel.column.payment'), kind: 'money', width: 15, value: (r) => r.paymentAmount, total: true },
  { header: t('excel.column.interest'), kind: 'money', width: 15, value: (r) => r.interestAmount, total: true },
  { header: t('excel.column.principal'), kind: 'money', width: 15, value: (r) => r.principalAmount, total: true },
  { header: t('excel.column.closingBalance'), kind: 'money', width: 16, value: (r) => r.closingBalance },
];

/** GET /api/leaseamortizations/reports/{id}/excel/{token}: the settlements report's workbook. */
export const settlementsReportWorkbook: ReportWorkbook<SettlementsReportRequest, SettlementsDbRow, SettlementsReportRow> = {
  sheet: 'excel.settlements.sheet',
  title: 'excel.settlements.title',
  fileName: 'excel.settlements.fileName',
  filter: settlementsReportRequest,
  period: (request) => ({ start: request.periodStart, end: request.periodEnd }),
  query: settlementsQuery,
  toRow: toSettlementsRow,
  columns,
};
