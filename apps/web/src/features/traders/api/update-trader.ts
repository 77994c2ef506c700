import type { SalesPersonDto, SalesPersonInput } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/salespersons/{id}. */
export function updateTrader(id: number, input: SalesPersonInput): Promise<SalesPersonDto | null> {
  return api.put<SalesPersonDto | null>(`/api/salespersons/${encodeURIComponent(id)}`, input);
}
