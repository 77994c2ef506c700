import type { ContractorDto, ContractorInput } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** PUT /api/contractors/{id}. */
export function updateContractor(id: number, input: ContractorInput): Promise<ContractorDto | null> {
  return api.put<ContractorDto | null>(`/api/contractors/${encodeURIComponent(id)}`, input);
}
