import type { SalesPersonDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/salespersons/{id}; a 404 is left to the caller. */
export function getTrader(id: number): Promise<SalesPersonDto> {
  return api.get<SalesPersonDto>(`/api/salespersons/${encodeURIComponent(id)}`, { expectedStatuses: [404] });
}
