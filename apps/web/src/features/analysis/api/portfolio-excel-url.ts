import type { ReportReference } from '../../../components/report-download';
import { downloadUrl } from '../../../lib/download-url';

/** GET /api/sensitivityanalisys/portfolio/{reportId}/excel/{token}: a portfolio run's workbook in the active language (its token authorises it). */
export function portfolioExcelUrl({ reportId, token }: ReportReference): string {
  return downloadUrl('/api/sensitivityanalisys/portfolio', [reportId, 'excel', token]);
}
