import { attachmentName } from '../../../components/excel-download-button';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { sessionStore } from '../../../lib/session-store';

const fallbackFileName = 'agreements.csv';

/** The exported file: its bytes as the server wrote them (byte-order mark included) and its name. */
export interface ExportedFile {
  blob: Blob;
  fileName: string;
}

/**
 * GET /api/leaseagreements/csv?contractorIds= (FORMATS §4): the contractors' agreements in the import's columns;
 * null asks for every contractor's (the parameter left out).
 * Read as bytes, not through the JSON client, so the byte-order mark Excel needs survives and the server's file
 * name (Content-Disposition) can be kept. A refused session signs out as everywhere; any other failure throws.
 */
export async function exportAgreementsCsv(contractorIds: readonly number[] | null): Promise<ExportedFile> {
  const token = sessionStore.get()?.token;
  const query = contractorIds === null ? '' : `?contractorIds=${contractorIds.join(',')}`;
  const response = await fetch(`/api/leaseagreements/csv${query}`, {
    headers: {
      Accept: 'text/csv',
      'Accept-Language': currentLanguage(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (response.status === 401 && sessionStore.get()) sessionStore.clear('expired');
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.headers.get('x-correlation-id'));
  return { blob: await response.blob(), fileName: attachmentName(response.headers.get('content-disposition')) ?? fallbackFileName };
}
