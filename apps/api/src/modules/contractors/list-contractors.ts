import type { ContractorDto, PagedResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import type { Paging } from '../../lib/paging.ts';
import { findContractors } from './find-contractors.ts';

/** GET /api/contractors?query and GET /api/contractors/parameters/{queryParameter}: the same search. */
export function listContractors(ctx: AppContext, tenantId: number, query: string | undefined, paging: Paging | null): Promise<ContractorDto[] | PagedResult<ContractorDto>> {
  return withTenant(ctx.db, tenantId, (tx) => findContractors(tx, tenantId, query, paging));
}
