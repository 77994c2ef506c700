import type { ReportReference } from '../../../components/report-download';
import { downloadUrl } from '../../../lib/download-url';

/** The path of a stored report's Excel file (no bearer: its token authorises it), in the active language. */
function reportExcelUrl(base: string, { reportId, token }: ReportReference): string {
  return downloadUrl(base, [reportId, 'excel', token]);
}

/** GET /api/leaseagreements/reports/{reportId}/excel/{token}: the lease report's workbook. */
export const leaseReportExcelUrl = (reference: ReportReference) => reportExcelUrl('/api/leaseagreements/reports', reference);

/** GET /api/leaseamortizations/reports/{reportId}/excel/{token}: the settlements report's workbook. */
export const settlementsReportExcelUrl = (reference: ReportReference) => reportExcelUrl('/api/leaseamortizations/reports', reference);
