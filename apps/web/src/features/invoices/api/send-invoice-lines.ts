import type { InvoiceLine } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

export interface InvoiceSendAnswer {
  id?: number | null;
  token?: string | null;
}

/** POST /api/extensivereport/send: hands the lines (whole invoices) to the accounting system; answers the export's id and token. */
export async function sendInvoiceLines(lines: readonly InvoiceLine[]): Promise<InvoiceSendAnswer> {
  return (await api.post<InvoiceSendAnswer>('/api/extensivereport/send', { extensiveReportDtos: lines })) ?? {};
}
