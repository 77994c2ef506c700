import { normalizeTaxId, type RegisterFirm, type RegisterResult } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /api/ceidg/firmy/nip?nip: the firms the business register knows under the tax id (none: an
 * empty list). A malformed tax id is an envelope error on `nip`, a register that cannot be asked one
 * on ''; 429 (lookups are limited per tenant) is left to the caller.
 */
export async function lookupRegister(taxId: string): Promise<RegisterFirm[]> {
  const result = await api.get<RegisterResult | null>('/api/ceidg/firmy/nip', {
    query: { nip: normalizeTaxId(taxId.trim()) },
    expectedStatuses: [429],
  });
  return result?.firmy ?? [];
}
