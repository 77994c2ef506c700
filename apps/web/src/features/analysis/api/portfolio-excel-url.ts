import type { ReportReference } from '../../../components/report-download';
import { currentLanguage } from '../../../lib/i18n';

/** GET /api/sensitivityanalisys/portfolio/{reportId}/excel/{token}: a portfolio run's workbook in the active language (its token authorises it). */
export function portfolioExcelUrl({ reportId, token }: ReportReference): string {
  return `/api/sensitivityanalisys/portfolio/${encodeURIComponent(reportId)}/excel/${encodeURIComponent(token)}?lang=${currentLanguage()}`;
}
