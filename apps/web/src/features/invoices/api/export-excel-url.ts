import { downloadUrl } from '../../../lib/download-url';

/** GET /api/reports/{id}/excel/{token}/enovareports: the workbook of one send (FORMATS §6), in the active language. */
export function exportExcelUrl(id: number, token: string): string {
  return downloadUrl('/api/reports', [id, 'excel', token, 'enovareports']);
}
