import { api } from '../../../lib/api-client';

export interface TenantOption {
  id: number;
  name: string;
}

/** GET /api/tenants: every tenant, for the user form's tenants picker. */
export async function getTenantOptions(): Promise<TenantOption[]> {
  return (await api.get<TenantOption[] | null>('/api/tenants')) ?? [];
}
