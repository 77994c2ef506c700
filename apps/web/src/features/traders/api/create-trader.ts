import type { SalesPersonDto, SalesPersonInput } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** POST /api/salesperson: into the signed-in tenant. */
export function createTrader(input: SalesPersonInput): Promise<SalesPersonDto | null> {
  return api.post<SalesPersonDto | null>('/api/salesperson', input);
}
