import type { ReportReference } from '../../../components/report-download';
import { currentLanguage } from '../../../lib/i18n';

/** The path of a stored report's Excel file (no bearer: its token authorises it), in the active language. */
function reportExcelUrl(base: string, { reportId, token }: ReportReference): string {
  return `${base}/${encodeURIComponent(reportId)}/excel/${encodeURIComponent(token)}?lang=${currentLanguage()}`;
}

/** GET /api/leaseagreements/reports/{reportId}/excel/{token}: the lease report's workbook. */
export const leaseReportExcelUrl = (reference: ReportReference) => reportExcelUrl('/api/leaseagreements/reports', reference);

/** GET /api/leaseamortizations/reports/{reportId}/excel/{token}: the settlements report's workbook. */
export const settlementsReportExcelUrl = (reference: ReportReference) => reportExcelUrl('/api/leaseamortizations/reports', reference);
