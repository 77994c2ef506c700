import type { InvoiceImportResult } from '@leasedesk/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/invoices/ksef?name=: KSeF FA(2)/FA(3) XML files or ZIPs of them (FORMATS §3) stored as one report. */
export function importKsefFiles(name: string, files: readonly File[]): Promise<InvoiceImportResult> {
  const formData = new FormData();
  for (const file of files) formData.append('file', file);
  return apiRequest<InvoiceImportResult>('POST', '/api/invoices/ksef', { query: { name }, formData, expectedStatuses: [413, 415] });
}
