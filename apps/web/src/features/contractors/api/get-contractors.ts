import type { ContractorDto } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/**
 * GET /api/contractors?query: the tenant's contractors whose name or tax id matches the search
 * (all when it is empty). The server searches; the table sorts and pages what it answers.
 */
export async function getContractors(query: string, signal?: AbortSignal): Promise<ContractorDto[]> {
  return (await api.get<ContractorDto[] | null>('/api/contractors', { query: { query: query.trim() }, signal })) ?? [];
}
