import { currentLanguage } from '../../../lib/i18n';
import { segment } from './invoice-paths';

/** GET /api/reports/{id}/xml/{token}/optima: the same send as Comarch ERP Optima's purchase VAT register XML (FORMATS §6). */
export function exportOptimaUrl(id: number, token: string): string {
  return `/api/reports/${segment(id)}/xml/${segment(token)}/optima?lang=${currentLanguage()}`;
}
