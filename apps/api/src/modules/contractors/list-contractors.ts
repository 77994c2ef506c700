import type { ContractorDto, PagedResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import type { Paging } from '../../lib/paging.ts';
import { findContractors, type ContractorSearch } from './find-contractors.ts';

/**
 * The unpaged list (SPEC §7: `value` is a plain array) stops at this many rows, so a tenant with
 * 14 000 contractors cannot ask for 2 MB at once; the route says how many there are (X-Total-Count).
 */
export const unpagedContractorLimit = 1000;

export type ContractorList =
  | { paged: true; value: PagedResult<ContractorDto> }
  | { paged: false; value: ContractorDto[]; totalCount: number };

/** GET /api/contractors?query and GET /api/contractors/parameters/{queryParameter}: the same search and order. */
export function listContractors(ctx: AppContext, tenantId: number, search: ContractorSearch, paging: Paging | null): Promise<ContractorList> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    if (paging) return { paged: true, value: await findContractors(tx, tenantId, search, paging) };
    const first = await findContractors(tx, tenantId, search, { page: 1, pageSize: unpagedContractorLimit });
    return { paged: false, value: first.items, totalCount: first.itemsCount };
  });
}
