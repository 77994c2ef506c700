import type { TenantDto, TenantInput } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/tenants/{id}. */
export function updateTenant(id: number, input: TenantInput): Promise<TenantDto | null> {
  return api.put<TenantDto | null>(`/api/tenants/${encodeURIComponent(id)}`, input);
}
