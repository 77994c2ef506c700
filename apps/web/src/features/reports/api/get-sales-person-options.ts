import type { SalesPersonDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/salespersons: the tenant's traders, for the report's trader filter. */
export async function getSalesPersonOptions(signal?: AbortSignal): Promise<SalesPersonDto[]> {
  return (await api.get<SalesPersonDto[] | null>('/api/salespersons', { signal })) ?? [];
}
