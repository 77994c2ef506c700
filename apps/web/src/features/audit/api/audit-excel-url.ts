import { downloadUrl } from '../../../lib/download-url';
import type { AuditFilters } from './get-audit-trail';

/**
 * GET /api/audit/excel/{token}?entity&user&from&to&lang: the trail's workbook with the filters shown on screen,
 * headed in the active language (no bearer: the token authorises it).
 */
export function auditExcelUrl(token: string, filters: AuditFilters): string {
  return downloadUrl('/api/audit/excel', [token], { ...filters });
}
