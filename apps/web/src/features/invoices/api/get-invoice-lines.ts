import type { InvoiceLine } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';
import { segment } from './invoice-paths';

/** GET /api/reports/{name}/invoices/{number}: the invoice's lines, each with the invoice's revision as read. */
export async function getInvoiceLines(reportName: string, invoiceNumber: string, signal?: AbortSignal): Promise<InvoiceLine[]> {
  return (await api.get<InvoiceLine[]>(`/api/reports/${segment(reportName)}/invoices/${segment(invoiceNumber)}`, { signal, expectedStatuses: [404] })) ?? [];
}
