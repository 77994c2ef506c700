import { api } from '../../../lib/api-client';
import { segment } from './invoice-paths';

/** GET /api/reports/names/{startDate}/{endDate}: the names of the invoice reports created in the range. */
export async function getReportNames(startDate: string, endDate: string, signal?: AbortSignal): Promise<string[]> {
  const entries = await api.get<{ name: string }[]>(`/api/reports/names/${segment(startDate)}/${segment(endDate)}`, { signal });
  return (entries ?? []).map((entry) => entry.name);
}
