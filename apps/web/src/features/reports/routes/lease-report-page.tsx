import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { leaseReportExcelUrl } from '../api/report-excel-urls';
import { runLeaseReport } from '../api/run-lease-report';
import { LeaseReportTable } from '../components/lease-report-table';
import { agreementFilterOf } from '../components/report-filter-values';
import { ReportScreen } from '../components/report-screen';

/** /report: the lease report (SPEC §2): the agreements the filter matches, their totals and Excel file, in the client's standard's columns. */
export function LeaseReportPage() {
  const { t } = useTranslation();
  return (
    <ReportScreen
      title={t('reports.leaseTitle')}
      withPeriod={false}
      requestOf={agreementFilterOf}
      run={runLeaseReport}
      excelUrlOf={leaseReportExcelUrl}
      excelName="lease-report.xlsx"
    >
      {(answer) =>
        answer.reportDetails.length === 0 ? (
          <Alert color="yellow" role="status">
            {t('reports.noAgreements')}
          </Alert>
        ) : (
          <LeaseReportTable rows={answer.reportDetails} accountingStandard={answer.accountingStandard} />
        )
      }
    </ReportScreen>
  );
}
