import { currentLanguage } from '../../../lib/i18n';
import type { AuditFilters } from './get-audit-trail';

/**
 * GET /api/audit/excel/{token}?entity&user&from&to&lang: the trail's workbook with the filters shown on screen,
 * headed in the active language (no bearer: the token authorises it).
 */
export function auditExcelUrl(token: string, filters: AuditFilters): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') query.append(name, String(value));
  }
  query.append('lang', currentLanguage());
  return `/api/audit/excel/${encodeURIComponent(token)}?${query.toString()}`;
}
