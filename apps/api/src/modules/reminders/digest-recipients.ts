import { and, asc, eq, not } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { tenants, userTenants, users } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';

/** A live user of a live tenant: who may get that tenant's digest, if they asked for it. */
export type TenantMember = { userId: number; email: string; firstName: string };
export type TenantMembers = { tenantId: number; tenantName: string; members: TenantMember[] };

/**
 * Every live tenant that has live members, with them, by tenant id then user id. Memberships span tenants, so this
 * reads in the administration scope; what each member asked for is read in the tenant's own scope afterwards.
 */
export async function tenantsWithMembers(ctx: AppContext): Promise<TenantMembers[]> {
  const rows = await withAdministration(ctx.db, (tx) =>
    tx
      .select({ tenantId: tenants.id, tenantName: tenants.name, userId: users.id, email: users.email, firstName: users.firstName })
      .from(userTenants)
      .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
      .innerJoin(users, eq(users.id, userTenants.userId))
      .where(and(not(tenants.isDeleted), not(users.isDeleted)))
      .orderBy(asc(tenants.id), asc(users.id)),
  );
  const byTenant = new Map<number, TenantMembers>();
  for (const { tenantId, tenantName, ...member } of rows) {
    const tenant = byTenant.get(tenantId) ?? { tenantId, tenantName, members: [] };
    tenant.members.push(member);
    byTenant.set(tenantId, tenant);
  }
  return [...byTenant.values()];
}
