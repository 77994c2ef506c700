import type { LookupEntry } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/accountingstandards: the standards a tenant can follow (id is the stored value). */
export async function getAccountingStandards(): Promise<LookupEntry[]> {
  return (await api.get<LookupEntry[] | null>('/api/accountingstandards')) ?? [];
}
