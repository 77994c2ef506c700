import type { PdfImportResult } from '@leasedesk/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/pdfdocument/ocr?reportName=: one PDF invoice, read (OCR where it has no text) into the report of
 * that name; the first file creates the report, later ones are added to it. 413 (over 20 MB) and 415 are
 * the caller's to word under the file.
 */
export function importPdfInvoice(reportName: string, file: File, signal?: AbortSignal): Promise<PdfImportResult> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<PdfImportResult>('POST', '/api/pdfdocument/ocr', { query: { reportName }, formData, signal, expectedStatuses: [413, 415] });
}
