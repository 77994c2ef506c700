import { and, eq } from 'drizzle-orm';
import type { TenantTokenResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants, userTenants } from '../../db/schema.ts';
import { withUser } from '../../db/scope.ts';
import type { AuthContext } from '../../lib/auth/auth-context.ts';
import { issueToken } from '../../lib/auth/tokens.ts';
import { notFound } from '../../lib/errors.ts';
import { toUserTenant } from '../tenants/tenant-dto.ts';

/**
 * POST /api/tokenwithtenent: a tenant token, only for a live tenant the caller belongs to. Any other
 * tenant id, existing or not, is "not found" so the answer does not confirm that it exists.
 */
export async function selectTenant(ctx: AppContext, caller: AuthContext, tenantId: number): Promise<TenantTokenResult> {
  const [tenant] = await withUser(ctx.db, caller.userId, (tx) =>
    tx
      .select({ tenant: tenants })
      .from(userTenants)
      .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
      .where(and(eq(userTenants.userId, caller.userId), eq(userTenants.tenantId, tenantId), eq(tenants.isDeleted, false))),
  );
  if (!tenant) throw notFound('tenant');
  const issued = await issueToken(
    ctx.tokenKey,
    { typ: 'tenant', userId: caller.userId, stamp: caller.stamp, tenantId },
    ctx.config.security.tokenTtlSeconds,
    ctx.clock(),
  );
  return { ...issued, tenant: toUserTenant(tenant.tenant) };
}
