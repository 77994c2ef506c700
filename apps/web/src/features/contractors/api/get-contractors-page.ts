import type { ContractorDto, ContractorSortQuery, PagedResult } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** One page of the contractor list as the server searches, sorts and pages it. */
export interface ContractorsPageRequest {
  /** Tax id or name, or a part of a name (empty: every contractor). */
  query: string;
  page: number;
  pageSize: number;
  direction: NonNullable<ContractorSortQuery['direction']>;
}

/**
 * GET /api/contractors?query&page&pageSize&sort=name&direction: one page of the tenant's contractors
 * whose name or tax id matches the search, by name in Polish alphabetical order, with the count.
 */
export async function getContractorsPage(request: ContractorsPageRequest, signal?: AbortSignal): Promise<PagedResult<ContractorDto>> {
  const { query, page, pageSize, direction } = request;
  const answer = await api.get<PagedResult<ContractorDto> | null>('/api/contractors', {
    query: { query: query.trim(), page, pageSize, sort: 'name', direction },
    signal,
  });
  return answer ?? { items: [], itemsCount: 0, pagesCount: 0, pageSize, page };
}
