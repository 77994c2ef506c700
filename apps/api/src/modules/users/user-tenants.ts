import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UserDto, UserTenant } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { tenants, userTenants, users } from '../../db/schema.ts';
import { withAdministration, withUser } from '../../db/scope.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { notFound } from '../../lib/errors.ts';
import { newSecurityStamp } from '../../lib/random.ts';
import { toUserTenant } from '../tenants/index.ts';
import { checkTenantIds } from './check-tenant-ids.ts';
import { membershipChange } from './user-audit.ts';
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

/** The users' memberships as they are (deleted tenants' included: the trail shows what the table holds). */
async function membershipsOf(tx: Tx, userIds: number[]): Promise<Map<number, number[]>> {
  const rows = await tx.select({ userId: userTenants.userId, tenantId: userTenants.tenantId }).from(userTenants).where(inArray(userTenants.userId, userIds));
  const byUser = new Map<number, number[]>(userIds.map((userId) => [userId, []]));
  for (const row of rows) byUser.get(row.userId)?.push(row.tenantId);
  return byUser;
}

/**
 * POST /api/users/{ids}/tenants: adds the tenants to each user (already present ones are kept). The trail gets
 * one entry per user, since each user's memberships are a record of their own.
 */
export async function addUserTenants(ctx: AppContext, userIds: number[], tenantIds: number[]): Promise<UserDto[]> {
  const uniqueTenants = [...new Set(tenantIds)];
  const uniqueUsers = [...new Set(userIds)];
  return changingAuth(ctx, userIds, () => withAdministration(ctx.db, async (tx) => {
    const found = await tx.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, uniqueUsers));
    if (found.length !== uniqueUsers.length) throw notFound('user');
    await checkTenantIds(tx, uniqueTenants);
    const before = await membershipsOf(tx, uniqueUsers);
    const rows = uniqueUsers.flatMap((userId) => uniqueTenants.map((tenantId) => ({ userId, tenantId })));
    if (rows.length > 0) await tx.insert(userTenants).values(rows).onConflictDoNothing();
    const dtos: UserDto[] = [];
    for (const userId of uniqueUsers) {
      const had = before.get(userId) ?? [];
      const email = found.find((user) => user.id === userId)?.email ?? null;
      await recordAudit(tx, { action: 'assign', entity: 'userTenants', entityId: userId, label: email, changes: membershipChange(had, [...had, ...uniqueTenants]), tenant: 'none' });
      const dto = await loadUserDto(tx, userId, ctx.clock());
      if (dto) dtos.push(dto);
    }
    return dtos;
  }));
}

/** DELETE /api/users/tenants: removes the memberships and revokes the user's tokens (DESIGN §4). */
export async function removeUserTenants(ctx: AppContext, userId: number, tenantIds: number[]): Promise<UserDto> {
  return changingAuth(ctx, [userId], () => withAdministration(ctx.db, async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('user');
    const had = (await membershipsOf(tx, [userId])).get(userId) ?? [];
    let removed: number[] = [];
    if (tenantIds.length > 0) {
      const deleted = await tx
        .delete(userTenants)
        .where(and(eq(userTenants.userId, userId), inArray(userTenants.tenantId, tenantIds)))
        .returning({ tenantId: userTenants.tenantId });
      removed = deleted.map((row) => row.tenantId);
      if (removed.length > 0) await tx.update(users).set({ securityStamp: newSecurityStamp() }).where(eq(users.id, userId));
    }
    const left = had.filter((tenantId) => !removed.includes(tenantId));
    await recordAudit(tx, { action: 'unassign', entity: 'userTenants', entityId: userId, label: user.email, changes: membershipChange(had, left), tenant: 'none' });
    const dto = await loadUserDto(tx, userId, ctx.clock());
    if (!dto) throw notFound('user');
    return dto;
  }));
}
