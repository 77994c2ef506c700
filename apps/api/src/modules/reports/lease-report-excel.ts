import { AccountingStandard, agreementFilter, type AgreementFilter, type LeaseReportRow } from '@leasedesk/contract';
import type { Column } from '../../lib/excel/workbook.ts';
import { leaseReportQuery, toLeaseReportRow, type LeaseReportDbRow } from './lease-report-rows.ts';
import type { ReportWorkbook } from './report-excel.ts';
import { dueNames, intervalNames, leaseTypeNames, type Words } from './report-title-block.ts';

/**
 * The screen's columns (SPEC §2 and the report's additions), enumerations in words, under the client's standard.
 * CSI (lessor): factoring, equipment cost (totalled), lease type and sales person. IFRS16
 * (lessee): the lease liability and right-of-use asset at commencement (totalled), none of the lessor's columns.
 */
const columns = (t: Words, accountingStandard: number): Column<LeaseReportRow>[] => {
  const named = (names: Record<number, Parameters<Words>[0]>, value: number) => (names[value] ? t(names[value]) : String(value));
  const opening: Column<LeaseReportRow>[] = [
    { header: t('excel.report.column.contractor'), kind: 'text', width: 34, value: (r) => r.contractorName },
    { header: t('excel.label.contractNumber'), kind: 'text', width: 18, value: (r) => r.contractNumber },
    { header: t('excel.label.scheduleNumber'), kind: 'text', width: 12, value: (r) => r.scheduleNumber },
  ];
  const dates: Column<LeaseReportRow>[] = [
    { header: t('excel.label.startingDate'), kind: 'date', width: 13, value: (r) => r.startingDate },
    { header: t('excel.label.closingDate'), kind: 'date', width: 13, value: (r) => r.closingDate },
  ];
  const payments: Column<LeaseReportRow>[] = [
    { header: t('excel.report.filter.paymentInterval'), kind: 'text', width: 14, value: (r) => named(intervalNames, r.paymentInterval) },
    { header: t('excel.report.filter.paymentDue'), kind: 'text', width: 12, value: (r) => named(dueNames, r.paymentDue) },
  ];
  if (accountingStandard === AccountingStandard.IFRS16) {
    return [
      ...opening,
      ...dates,
      { header: t('excel.report.column.leaseLiability'), kind: 'money', width: 20, value: (r) => r.leaseLiability, total: true },
      { header: t('excel.report.column.rightOfUse'), kind: 'money', width: 20, value: (r) => r.rightOfUse, total: true },
      ...payments,
    ];
  }
  return [
    ...opening,
    { header: t('excel.report.column.factoringContractNumber'), kind: 'text', width: 18, value: (r) => r.factoringContractNumber },
    ...dates,
    { header: t('excel.report.column.totalEquipmentCost'), kind: 'money', width: 18, value: (r) => r.totalEquipmentCost, total: true },
    ...payments,
    { header: t('excel.report.filter.leaseType'), kind: 'text', width: 18, value: (r) => named(leaseTypeNames, r.leaseType) },
    { header: t('excel.report.column.salesPerson'), kind: 'text', width: 22, value: (r) => r.salesPerson },
  ];
};

/** GET /api/leaseagreements/reports/{id}/excel/{token}: the lease report's workbook. */
export const leaseReportWorkbook: ReportWorkbook<AgreementFilter, LeaseReportDbRow, LeaseReportRow> = {
  sheet: 'excel.report.sheet',
  title: 'excel.report.title',
  fileName: 'excel.report.fileName',
  filter: agreementFilter,
  period: () => undefined,
  query: leaseReportQuery,
  toRow: toLeaseReportRow,
  columns,
};
