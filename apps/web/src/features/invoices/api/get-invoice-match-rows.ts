import type { InvoiceMatchRow } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';
import { segment } from './invoice-paths';

export interface InvoiceMatchFilter {
  contractorName: string;
  invoiceNumber: string;
  /** Exact (FORMATS §3); '' for any. */
  ksefNumber: string;
}

/** GET /api/invoicereports/{reportName}/amortization: the report's unsent lines with what they matched (DOMAIN §11), narrowed by the filter. */
export async function getInvoiceMatchRows(reportName: string, filter: InvoiceMatchFilter, signal?: AbortSignal): Promise<InvoiceMatchRow[]> {
  const rows = await api.get<InvoiceMatchRow[]>(`/api/invoicereports/${segment(reportName)}/amortization`, {
    signal,
    query: { contractorName: filter.contractorName.trim(), invoiceNumber: filter.invoiceNumber.trim(), ksefNumber: filter.ksefNumber.trim() },
    expectedStatuses: [404],
  });
  return rows ?? [];
}
