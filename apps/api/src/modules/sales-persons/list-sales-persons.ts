import { and, asc, not, sql } from 'drizzle-orm';
import type { PagedResult, SalesPersonDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { salesPersons } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { containsPattern, pageOfList, type Paging } from '../../lib/paging.ts';
import { selectSalesPersonDtos, toSalesPersonDto } from './sales-person-dto.ts';

/**
 * GET /api/salespersons?query: the tenant's live sales persons by last name, first name. Each word of
 * the query must occur in "first last" (case and Polish diacritics ignored; % and _ are literal).
 * A tenant has a handful of traders, so the list pages in memory.
 */
export async function listSalesPersons(ctx: AppContext, tenantId: number, query: string | undefined, paging: Paging | null): Promise<SalesPersonDto[] | PagedResult<SalesPersonDto>> {
  const words = (query ?? '').trim().split(/\s+/).filter((word) => word !== '');
  const fullName = sql`leasedesk_fold(${salesPersons.firstName} || ' ' || ${salesPersons.lastName})`;
  const matches = words.map((word) => sql`${fullName} like leasedesk_fold(${containsPattern(word)})`);
  const rows = await withTenant(ctx.db, tenantId, (tx) =>
    selectSalesPersonDtos(tx, tenantId, and(not(salesPersons.isDeleted), ...matches)).orderBy(asc(salesPersons.lastName), asc(salesPersons.firstName), asc(salesPersons.id)),
  );
  return pageOfList(
    rows.map((row) => toSalesPersonDto(row.person, row.tenantName)),
    paging,
  );
}
