import type { InvoiceImportResult } from '@leasedesk/contract';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/invoices/csv?name=: one invoice report CSV (FORMATS §2) stored as the report `name`, all or nothing. */
export function importInvoiceCsv(name: string, file: File): Promise<InvoiceImportResult> {
  const formData = new FormData();
  formData.append('file', file);
  return apiRequest<InvoiceImportResult>('POST', '/api/invoices/csv', { query: { name }, formData, expectedStatuses: [413, 415] });
}
