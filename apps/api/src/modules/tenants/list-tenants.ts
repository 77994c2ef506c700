import { and, asc, eq, ilike } from 'drizzle-orm';
import type { AccountingStandard, PagedResult, TenantListEntry } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { containsPattern, pageOfList, type Paging } from '../../lib/paging.ts';

/** GET /api/tenants: live tenants, optionally those whose name contains `query`. */
export async function listTenants(ctx: AppContext, query: string | undefined, paging: Paging | null): Promise<TenantListEntry[] | PagedResult<TenantListEntry>> {
  const text = query?.trim();
  const rows = await withAdministration(ctx.db, (tx) =>
    tx
      .select({ id: tenants.id, name: tenants.name, accountingStandard: tenants.accountingStandard })
      .from(tenants)
      .where(and(eq(tenants.isDeleted, false), text ? ilike(tenants.name, containsPattern(text)) : undefined))
      .orderBy(asc(tenants.name), asc(tenants.id)),
  );
  const entries = rows.map((row) => ({ ...row, accountingStandard: row.accountingStandard as AccountingStandard }));
  return pageOfList(entries, paging);
}
