import type { InvoiceExportMailPreviewDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /api/reports/{id}/email: whether a send can be mailed to the accounting system (a mail server, the client's
 * e-mail settings saved), to whom and under which subject, and the mails it has had. A 404 is left to the caller.
 */
export function getExportMailPreview(exportId: number, signal?: AbortSignal): Promise<InvoiceExportMailPreviewDto> {
  return api.get<InvoiceExportMailPreviewDto>(`/api/reports/${encodeURIComponent(exportId)}/email`, { signal, expectedStatuses: [404] });
}
