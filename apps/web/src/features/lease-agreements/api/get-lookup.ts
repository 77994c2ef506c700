import type { LookupEntry } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

export type LookupName = 'leaseassetcategories' | 'depreciationmethods';

/** GET /api/leaseassetcategories or /api/depreciationmethods: [{id, name}] in the interface language. */
export async function getLookup(name: LookupName, language: string): Promise<LookupEntry[]> {
  return (await api.get<LookupEntry[] | null>(`/api/${name}`, { query: { lang: language } })) ?? [];
}
