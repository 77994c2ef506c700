import type { CorrectableInvoiceRowInput, InvoiceLine } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** A row of PUT /api/invoices as the browser sends it (SPEC §3 "Correctable invoice row"). */
export type CorrectionRow = Partial<CorrectableInvoiceRowInput>;

/**
 * PUT /api/invoices: the invoice's rows (with id: updated; without: new; missing: removed), each with the
 * revision read. Answers the re-fetched lines; a stale revision is a 409 the caller handles.
 */
export async function correctInvoice(rows: readonly CorrectionRow[]): Promise<InvoiceLine[]> {
  return (await api.put<InvoiceLine[]>('/api/invoices', rows, { expectedStatuses: [409] })) ?? [];
}
