import type { InvoiceExportMailDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /api/reports/{id}/email: mails the send's workbook and Optima XML to the client's accounting system; answers
 * once the mail server accepted it. A refusal (settings not saved, no mail server, the mail server said no) comes as
 * the envelope's errors, worded in the screen's language; a 503 the same way, so no generic toast for it.
 */
export function mailExport(exportId: number): Promise<InvoiceExportMailDto> {
  return api.post<InvoiceExportMailDto>(`/api/reports/${encodeURIComponent(exportId)}/email`, undefined, { expectedStatuses: [409, 503] });
}
