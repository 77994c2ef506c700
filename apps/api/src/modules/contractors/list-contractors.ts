import type { ContractorDto, PagedResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import type { Paging } from '../../lib/paging.ts';
import { findContractors } from './find-contractors.ts';

/**
 * The unpaged list (SPEC §7: `value` is a plain array) stops at this many rows, so a tenant with
 * 14 000 contractors cannot ask for 2 MB at once; the route says how many there are (X-Total-Count).
 */
export const unpagedContractorLimit = 1000;

export type ContractorList =
  | { paged: true; value: PagedResult<ContractorDto> }
  | { paged: false; value: ContractorDto[]; totalCount: number };

/** GET /api/contractors?query and GET /api/contractors/parameters/{queryParameter}: the same search. */
export function listContractors(ctx: AppContext, tenantId: number, query: string | undefined, paging: Paging | null): Promise<ContractorList> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    if (paging) return { paged: true, value: (await findContractors(tx, tenantId, query, paging)) as PagedResult<ContractorDto> };
    const first = (await findContractors(tx, tenantId, query, { page: 1, pageSize: unpagedContractorLimit })) as PagedResult<ContractorDto>;
    return { paged: false, value: first.items, totalCount: first.itemsCount };
  });
}
