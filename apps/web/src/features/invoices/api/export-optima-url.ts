import { downloadUrl } from '../../../lib/download-url';

/** GET /api/reports/{id}/xml/{token}/optima: the same send as Comarch ERP Optima's purchase VAT register XML (FORMATS §6). */
export function exportOptimaUrl(id: number, token: string): string {
  return downloadUrl('/api/reports', [id, 'xml', token, 'optima']);
}
