import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UserDto, UserTenant } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants, userTenants, users } from '../../db/schema.ts';
import { withAdministration, withUser } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { newSecurityStamp } from '../../lib/random.ts';
import { toUserTenant } from '../tenants/tenant-dto.ts';
import { checkTenantIds } from './check-tenant-ids.ts';
import { loadUserDto } from './user-dto.ts';
import { changingAuth } from '../../lib/auth/changing-auth.ts';

/** GET /api/users/tenants: the caller's live tenants, with logos, for /selectClient. */
export async function listOwnTenants(ctx: AppContext, userId: number): Promise<UserTenant[]> {
  const rows = await withUser(ctx.db, userId, (tx) =>
    tx
      .select({ tenant: tenants })
      .from(userTenants)
      .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
      .where(and(eq(userTenants.userId, userId), eq(tenants.isDeleted, false)))
      .orderBy(asc(tenants.name), asc(tenants.id)),
  );
  return rows.map((row) => toUserTenant(row.tenant));
}

/** POST /api/users/{ids}/tenants: adds the tenants to each user (already present ones are kept). */
export async function addUserTenants(ctx: AppContext, userIds: number[], tenantIds: number[]): Promise<UserDto[]> {
  const uniqueTenants = [...new Set(tenantIds)];
  return changingAuth(ctx, userIds, () => withAdministration(ctx.db, async (tx) => {
    const found = await tx.select({ id: users.id }).from(users).where(inArray(users.id, userIds));
    if (found.length !== new Set(userIds).size) throw notFound('user');
    await checkTenantIds(tx, uniqueTenants);
    const rows = userIds.flatMap((userId) => uniqueTenants.map((tenantId) => ({ userId, tenantId })));
    if (rows.length > 0) await tx.insert(userTenants).values(rows).onConflictDoNothing();
    const dtos: UserDto[] = [];
    for (const userId of new Set(userIds)) {
      const dto = await loadUserDto(tx, userId, ctx.clock());
      if (dto) dtos.push(dto);
    }
    return dtos;
  }));
}

/** DELETE /api/users/tenants: removes the memberships and revokes the user's tokens (DESIGN §4). */
export async function removeUserTenants(ctx: AppContext, userId: number, tenantIds: number[]): Promise<UserDto> {
  return changingAuth(ctx, [userId], () => withAdministration(ctx.db, async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('user');
    if (tenantIds.length > 0) {
      const removed = await tx
        .delete(userTenants)
        .where(and(eq(userTenants.userId, userId), inArray(userTenants.tenantId, tenantIds)))
        .returning({ tenantId: userTenants.tenantId });
      if (removed.length > 0) await tx.update(users).set({ securityStamp: newSecurityStamp() }).where(eq(users.id, userId));
    }
    const dto = await loadUserDto(tx, userId, ctx.clock());
    if (!dto) throw notFound('user');
    return dto;
  }));
}
