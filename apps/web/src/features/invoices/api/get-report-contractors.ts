import { api } from '../../../lib/api-client';
import { segment } from './invoice-paths';

/** GET /api/invoicereports/{reportName}/contractors: the report's contractor names (the autocomplete's choices). */
export async function getReportContractors(reportName: string, signal?: AbortSignal): Promise<string[]> {
  return (await api.get<string[]>(`/api/invoicereports/${segment(reportName)}/contractors`, { signal })) ?? [];
}
