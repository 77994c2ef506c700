import type { SalesPersonDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/salespersons: the tenant's traders, for the agreement's trader choice. */
export async function getSalesPersons(): Promise<SalesPersonDto[]> {
  return (await api.get<SalesPersonDto[] | null>('/api/salespersons')) ?? [];
}
