import type { TenantListEntry } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

export type { TenantListEntry };

/** GET /api/tenants?query: tenant list entries (id, name, accounting standard). */
export async function getTenants(query: string, signal?: AbortSignal): Promise<TenantListEntry[]> {
  return (await api.get<TenantListEntry[] | null>('/api/tenants', { query: { query: query.trim() }, signal })) ?? [];
}
