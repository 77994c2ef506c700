import type { TenantDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/tenants/{id}; a 404 is left to the caller. */
export function getTenant(id: number): Promise<TenantDto> {
  return api.get<TenantDto>(`/api/tenants/${encodeURIComponent(id)}`, { expectedStatuses: [404] });
}
