import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { ContractorDto, ContractorSortQuery, PagedResult } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { contractorCounts, contractors } from '../../db/schema.ts';
import { offsetOf, pagedResult, type Paging } from '../../lib/paging.ts';
import { contractorOrder } from './contractor-order.ts';
import { toContractorDto } from './contractor-dto.ts';

/** How many contractors the condition finds. */
export async function countOf(tx: Tx, where: SQL): Promise<number> {
  const [total] = await tx.select({ n: count() }).from(contractors).where(where);
  return total?.n ?? 0;
}

/**
 * The ids of a page of the whole list of `total` rows. They are read from the sort index alone
 * (index-only), which skips the rows before the page inside the index. A page in the second half is
 * taken from the other end, in the opposite order, so the last page costs what the first does.
 */
export function pageIdsOfAll(tx: Tx, where: SQL, search: ContractorSortQuery, paging: Paging, total: number) {
  const offset = offsetOf(paging);
  const fromEnd = offset > total / 2;
  const reversed: ContractorSortQuery = { ...search, direction: search.direction === 'desc' ? 'asc' : 'desc' };
  return tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(where)
    .orderBy(...contractorOrder(fromEnd ? reversed : search))
    .limit(fromEnd ? Math.min(paging.pageSize, total - offset) : paging.pageSize)
    .offset(fromEnd ? Math.max(0, total - offset - paging.pageSize) : offset);
}

/** The tenant's live contractors, as the triggers of migration 0005 keep count of them. */
export async function liveCount(tx: Tx, tenantId: number): Promise<number> {
  const [row] = await tx.select({ live: contractorCounts.live }).from(contractorCounts).where(eq(contractorCounts.tenantId, tenantId));
  return row?.live ?? 0;
}

/**
 * A page of the whole list (`where` is the tenant's live contractors): the count kept by the
 * database, then only the page's rows are read whole.
 */
export async function pageOfAll(tx: Tx, tenantId: number, where: SQL, search: ContractorSortQuery, paging: Paging): Promise<PagedResult<ContractorDto>> {
  const total = await liveCount(tx, tenantId);
  if (offsetOf(paging) >= total) return pagedResult([], total, paging);
  const ids = pageIdsOfAll(tx, where, search, paging, total);
  const rows = await tx.select().from(contractors).where(sql`${contractors.id} = any(array(${ids}))`).orderBy(...contractorOrder(search));
  return pagedResult(rows.map(toContractorDto), total, paging);
}
