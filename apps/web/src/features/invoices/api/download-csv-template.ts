import { api } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/save-file';

const templateFileName = 'invoice-report-template.csv';

/**
 * Saves the invoice report CSV template (FORMATS §2) the API serves. Fetched with the session's token, then
 * handed to the browser as a file; the byte-order mark (which fetch drops when decoding) is put back, so
 * Excel opens the Polish letters as UTF-8.
 */
export async function downloadInvoiceCsvTemplate(): Promise<void> {
  const text = await api.get<string>('/api/invoices/csv/template');
  saveBlob(new Blob([`\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }), templateFileName);
}
