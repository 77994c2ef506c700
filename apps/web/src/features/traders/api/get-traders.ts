import type { SalesPersonDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/salespersons?query: the tenant's traders matching the search (all when it is empty). */
export async function getTraders(query: string, signal?: AbortSignal): Promise<SalesPersonDto[]> {
  return (await api.get<SalesPersonDto[] | null>('/api/salespersons', { query: { query: query.trim() }, signal })) ?? [];
}
