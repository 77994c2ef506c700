import type { ContractorDto, ContractorSortQuery, PagedResult } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { pagedResult, type Paging } from '../../lib/paging.ts';
import { pageOfAll } from './page-of-all.ts';
import { pageOfSearch } from './page-of-search.ts';
import { contractorsWhere } from './search-condition.ts';
import { searchWordsOf } from './search-words.ts';

/** What a contractor list asks for: the search (see searchWordsOf) and the order (by name by default). */
export type ContractorSearch = { query?: string | undefined } & ContractorSortQuery;

/**
 * One page of the list in the asked order, with the count. Runs in the caller's transaction
 * (withTenant): the service and the benchmark run exactly this.
 */
export async function findContractors(tx: Tx, tenantId: number, search: ContractorSearch, paging: Paging): Promise<PagedResult<ContractorDto>> {
  const words = await searchWordsOf(tx, search.query);
  const where = await contractorsWhere(tx, tenantId, words);
  if (!where) return pagedResult([], 0, paging);
  return words === null ? pageOfAll(tx, tenantId, where, search, paging) : pageOfSearch(tx, where, search, paging);
}
