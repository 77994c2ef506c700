import { eq } from 'drizzle-orm';
import type { AccountingStandard, TenantAccountingStandards } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { accountingStandardEntries } from '../lookups/index.ts';

/** GET /api/tenants/accountingstandards: the token's tenant's standard, and the standards there are. */
export async function tenantAccountingStandards(ctx: AppContext, tenantId: number): Promise<TenantAccountingStandards> {
  const [row] = await withTenant(ctx.db, tenantId, (tx) =>
    tx.select({ accountingStandard: tenants.accountingStandard }).from(tenants).where(eq(tenants.id, tenantId)),
  );
  if (!row) throw notFound('tenant');
  return { accountingStandard: row.accountingStandard as AccountingStandard, accountingStandards: accountingStandardEntries() };
}
