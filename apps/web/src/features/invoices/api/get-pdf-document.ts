import i18n, { currentLanguage } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { sessionStore } from '../../../lib/session-store';
import { segment } from './invoice-paths';

/**
 * GET /api/invoicereports/{name}/pdfdocuments/{documentId}: the PDF a report's lines were read from, as bytes.
 * Fetched here rather than through the API client, which reads every answer as text (a PDF would not survive
 * it); the client's rules are kept: the session's bearer token, a 401 ends the session, 404 (an unknown or
 * another client's document) is the caller's to say, any other failure has the unexpected-error toast.
 */
export async function getPdfDocument(reportName: string, documentId: number, signal?: AbortSignal): Promise<Blob> {
  const headers: Record<string, string> = { Accept: 'application/pdf', 'Accept-Language': currentLanguage() };
  const token = sessionStore.get()?.token;
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/invoicereports/${segment(reportName)}/pdfdocuments/${segment(documentId)}`, { headers, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    notifyError(i18n.t('errors.title'), i18n.t('errors.unexpected'));
    throw new ApiError(0, null);
  }
  if (response.status === 401) {
    if (sessionStore.get()) sessionStore.clear('expired');
    throw new ApiError(401, null);
  }
  if (response.status !== 200) {
    const reference = response.headers.get('x-correlation-id');
    if (response.status !== 404) notifyError(i18n.t('errors.title'), [i18n.t('errors.unexpected'), reference ? i18n.t('errors.reference', { reference }) : '']);
    throw new ApiError(response.status, null, reference);
  }
  const bytes = await response.blob();
  // the frame shows a PDF only when the object URL says it is one, whatever header a proxy put on it
  return bytes.type === 'application/pdf' ? bytes : new Blob([bytes], { type: 'application/pdf' });
}
