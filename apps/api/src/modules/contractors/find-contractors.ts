import { and, asc, count, eq, not, sql, type SQL } from 'drizzle-orm';
import { intersect } from 'drizzle-orm/pg-core';
import type { ContractorDto, PagedResult } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { contractorSearchTerms, contractors } from '../../db/schema.ts';
import { offsetOf, pagedResult, type Paging } from '../../lib/paging.ts';
import { toContractorDto } from './contractor-dto.ts';
import { searchWordsOf } from './search-words.ts';

/**
 * Which of the tenant's contractors a list shows: the live ones, and with a query (see searchWordsOf)
 * those where each word starts a term of the search index (migration 0002); null when the query can
 * match nothing. Under row-level security the planner may use an index only for leakproof quals:
 * `^@` (starts_with) range-scans contractor_search_terms_prefix_idx (LIKE could use no index there),
 * and `id = any(array(...))` (int4eq) then fetches the few matching contractors by primary key, rather
 * than hash-joining against every contractor of the tenant.
 */
export function contractorsWhere(tx: Tx, tenantId: number, query: string | undefined): SQL | null {
  const words = searchWordsOf(query);
  if (words !== null && words.length === 0) return null;
  const live = and(eq(contractors.tenantId, tenantId), not(contractors.isDeleted)) as SQL;
  if (words === null) return live;
  const [first, second, ...others] = words.map((word) =>
    tx
      .select({ id: contractorSearchTerms.contractorId })
      .from(contractorSearchTerms)
      .where(and(eq(contractorSearchTerms.tenantId, tenantId), sql`${contractorSearchTerms.term} ^@ leasedesk_fold(${word})`)),
  );
  if (!first) return null;
  const ids = second ? intersect(first, second, ...others) : first;
  return and(live, sql`${contractors.id} = any(array(${ids}))`) as SQL;
}

/**
 * The list by name then id, whole or one page (with the count). Runs in the caller's transaction
 * (withTenant): the service and the benchmark run exactly this.
 */
export async function findContractors(tx: Tx, tenantId: number, query: string | undefined, paging: Paging | null): Promise<ContractorDto[] | PagedResult<ContractorDto>> {
  const where = contractorsWhere(tx, tenantId, query);
  if (!where) return paging ? pagedResult([], 0, paging) : [];
  const ordered = tx.select().from(contractors).where(where).orderBy(asc(contractors.name), asc(contractors.id));
  if (!paging) return (await ordered).map(toContractorDto);
  const [total] = await tx.select({ n: count() }).from(contractors).where(where);
  const rows = await ordered.limit(paging.pageSize).offset(offsetOf(paging));
  return pagedResult(rows.map(toContractorDto), total?.n ?? 0, paging);
}
