import type { UserTenant } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/users/tenants: the clients the signed-in user belongs to. */
export async function getUserTenants(): Promise<UserTenant[]> {
  return (await api.get<UserTenant[] | null>('/api/users/tenants')) ?? [];
}
