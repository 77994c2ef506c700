import { and, eq } from 'drizzle-orm';
import type { RoleId } from '@leasedesk/contract';
import type { Db } from '../../db/client.ts';
import { tenants, userTenants, users } from '../../db/schema.ts';
import { withUser } from '../../db/scope.ts';
import type { AuthRecord } from './auth-cache.ts';

/** One transaction: the user's row and the live tenants it belongs to (its own memberships only, by RLS). */
export async function loadAuthRecord(db: Db, userId: number): Promise<AuthRecord | null> {
  return withUser(db, userId, async (tx) => {
    const [user] = await tx
      .select({
        role: users.role,
        stamp: users.securityStamp,
        isDeleted: users.isDeleted,
        lockoutEnd: users.lockoutEnd,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        mustChangePassword: users.mustChangePassword,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (!user) return null;
    const memberships = await tx
      .select({ tenantId: userTenants.tenantId })
      .from(userTenants)
      .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
      .where(and(eq(userTenants.userId, userId), eq(tenants.isDeleted, false)));
    return { ...user, role: user.role as RoleId, tenantIds: new Set(memberships.map((row) => row.tenantId)) };
  });
}
