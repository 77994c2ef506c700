import type { ContractorDto, ContractorInput } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** POST /api/contractor: into the signed-in tenant. */
export function createContractor(input: ContractorInput): Promise<ContractorDto | null> {
  return api.post<ContractorDto | null>('/api/contractor', input);
}
