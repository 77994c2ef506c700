import type { ContractorDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/contractors/{id}; a 404 (deleted, another tenant's, none) is left to the caller. */
export function getContractor(id: number): Promise<ContractorDto> {
  return api.get<ContractorDto>(`/api/contractors/${encodeURIComponent(id)}`, { expectedStatuses: [404] });
}
