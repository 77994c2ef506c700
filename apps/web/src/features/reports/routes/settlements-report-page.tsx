import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { settlementsReportExcelUrl } from '../api/report-excel-urls';
import { runSettlementsReport } from '../api/run-settlements-report';
import { settlementsRequestOf } from '../components/report-filter-values';
import { ReportScreen } from '../components/report-screen';
import { SettlementsReportTable } from '../components/settlements-report-table';

/**
 * /settlementsReport (in place of SPEC's placeholder): the schedule rows of the agreements the
 * filter matches whose payment date falls in the period, with their totals and Excel file.
 */
export function SettlementsReportPage() {
  const { t } = useTranslation();
  return (
    <ReportScreen
      title={t('reports.settlementsTitle')}
      withPeriod
      requestOf={settlementsRequestOf}
      run={runSettlementsReport}
      excelUrlOf={settlementsReportExcelUrl}
      excelName="settlements-report.xlsx"
    >
      {(answer) =>
        answer.reportDetails.length === 0 ? (
          <Alert color="yellow" role="status">
            {t('reports.noPayments')}
          </Alert>
        ) : (
          <SettlementsReportTable report={answer} />
        )
      }
    </ReportScreen>
  );
}
