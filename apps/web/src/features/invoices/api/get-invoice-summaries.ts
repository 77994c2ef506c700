import type { InvoiceSummary } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/invoices/errors?ReportName=: one row per unsent invoice of the report, incomplete ones first. */
export async function getInvoiceSummaries(reportName: string, signal?: AbortSignal): Promise<InvoiceSummary[]> {
  return (await api.get<InvoiceSummary[]>('/api/invoices/errors', { signal, query: { ReportName: reportName }, expectedStatuses: [404] })) ?? [];
}
