import { sql, type SQL } from 'drizzle-orm';
import type { ContractorDto, ContractorSortQuery, PagedResult } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { contractors } from '../../db/schema.ts';
import { offsetOf, pagedResult, type Paging } from '../../lib/paging.ts';
import { contractorOrder, orderOf } from './contractor-order.ts';
import { toContractorDto } from './contractor-dto.ts';
import { countOf } from './page-of-all.ts';

/**
 * A page of a search and its count in one statement: the matching contractors are found once (a CTE
 * read twice is materialized), counted, and the page's ids taken from them in order; only the page's
 * rows are then read whole.
 */
export function searchPageQuery(tx: Tx, where: SQL, search: ContractorSortQuery, paging: Paging) {
  const { by, column } = orderOf(search);
  const matched = tx.$with('matched').as(tx.select({ id: contractors.id, key: sql<string>`${column}`.as('key') }).from(contractors).where(where));
  const pageIds = tx.select({ id: matched.id }).from(matched).orderBy(by(matched.key), by(matched.id)).limit(paging.pageSize).offset(offsetOf(paging));
  return tx
    .with(matched)
    .select({ contractor: contractors, total: sql<number>`(select count(*) from ${matched})`.mapWith(Number) })
    .from(contractors)
    .where(sql`${contractors.id} = any(array(${pageIds}))`)
    .orderBy(...contractorOrder(search));
}

/** Beyond the last page no row carries the count, which is then asked for alone. */
export async function pageOfSearch(tx: Tx, where: SQL, search: ContractorSortQuery, paging: Paging): Promise<PagedResult<ContractorDto>> {
  const rows = await searchPageQuery(tx, where, search, paging);
  if (rows.length === 0 && paging.page > 1) return pagedResult([], await countOf(tx, where), paging);
  return pagedResult(rows.map((row) => toContractorDto(row.contractor)), rows[0]?.total ?? 0, paging);
}
