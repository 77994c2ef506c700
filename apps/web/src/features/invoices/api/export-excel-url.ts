import { currentLanguage } from '../../../lib/i18n';
import { segment } from './invoice-paths';

/** GET /api/reports/{id}/excel/{token}/enovareports: the workbook of one send (FORMATS §6), in the active language. */
export function exportExcelUrl(id: number, token: string): string {
  return `/api/reports/${segment(id)}/excel/${segment(token)}/enovareports?lang=${currentLanguage()}`;
}
