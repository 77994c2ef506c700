import type { TenantTokenResult } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** POST /api/tokenwithtenent (spelt so): a new token bound to the chosen tenant. */
export function selectTenant(tenantId: number): Promise<TenantTokenResult> {
  return api.post<TenantTokenResult>('/api/tokenwithtenent', { tenantId });
}
