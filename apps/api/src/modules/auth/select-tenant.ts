import { and, eq } from 'drizzle-orm';
import type { TenantTokenResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants, userTenants } from '../../db/schema.ts';
import { withUser } from '../../db/scope.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import type { AuthContext } from '../../lib/auth/auth-context.ts';
import { issueToken } from '../../lib/auth/tokens.ts';
import { notFound } from '../../lib/errors.ts';
import { toUserTenant } from '../tenants/index.ts';

/**
 * POST /api/tokenwithtenent: a tenant token, only for a live tenant the caller belongs to. Any other
 * tenant id, existing or not, is "not found" so the answer does not confirm that it exists.
 * Choosing a tenant is when a user starts working in it, so the trail keeps it as a signIn with the tenant
 * chosen; the entry rides in the membership check's transaction (it writes nothing else).
 */
export async function selectTenant(ctx: AppContext, caller: AuthContext, tenantId: number): Promise<TenantTokenResult> {
  const tenant = await withUser(ctx.db, caller.userId, async (tx) => {
    const [member] = await tx
      .select({ tenant: tenants })
      .from(userTenants)
      .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
      .where(and(eq(userTenants.userId, caller.userId), eq(userTenants.tenantId, tenantId), eq(tenants.isDeleted, false)));
    if (!member) throw notFound('tenant');
    await recordAudit(tx, {
      action: 'signIn',
      entity: 'session',
      entityId: caller.userId,
      label: caller.email,
      changes: [{ field: 'tenantId', before: null, after: tenantId }],
      tenant: 'none',
    });
    return member.tenant;
  });
  const issued = await issueToken(
    ctx.tokenKey,
    { typ: 'tenant', userId: caller.userId, stamp: caller.stamp, tenantId },
    ctx.config.security.tokenTtlSeconds,
    ctx.clock(),
  );
  return { ...issued, tenant: toUserTenant(tenant) };
}
