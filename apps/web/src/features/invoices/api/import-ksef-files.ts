import type { KsefImportResult } from '@leasedesk/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/invoices/ksef?name=: KSeF FA(2)/FA(3) XML files or ZIPs of them (FORMATS §3) stored as one report.
 * By default one refused file refuses the upload; with `skipUnreadable` the readable files are imported and the
 * refused ones answered in `skipped`, each naming its file. Messages come in the request's language
 * (the API client sends the screen's as Accept-Language).
 */
export function importKsefFiles(name: string, files: readonly File[], skipUnreadable = false): Promise<KsefImportResult> {
  const formData = new FormData();
  for (const file of files) formData.append('file', file);
  return apiRequest<KsefImportResult>('POST', '/api/invoices/ksef', {
    query: { name, skipUnreadable: skipUnreadable ? 'true' : undefined },
    formData,
    expectedStatuses: [413, 415],
  });
}
