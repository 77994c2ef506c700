import type { TenantDto, TenantInput } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** POST /api/tenant: the new tenant (its id is needed for the logo). */
export function createTenant(input: TenantInput): Promise<TenantDto> {
  return api.post<TenantDto>('/api/tenant', input);
}
