import { Role, type RoleId, type UserDto } from '@leasedesk/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import type { AuthContext } from '../../lib/auth/auth-context.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { fieldFailure, notFound } from '../../lib/errors.ts';
import { newSecurityStamp } from '../../lib/random.ts';
import { roleChange } from './user-audit.ts';
import { loadUserDto } from './user-dto.ts';
import { changingAuth } from '../../lib/auth/changing-auth.ts';

/**
 * A user holds exactly one role. POST /api/roles/user sets it; DELETE /api/users/{id}/role takes
 * the named role away, which leaves the ordinary role (the administrator role is the only one that
 * can be taken away). A change rotates the stamp: the token type follows the role.
 */
export async function setUserRole(ctx: AppContext, caller: AuthContext, userId: number, roleId: RoleId): Promise<UserDto> {
  return changeUserRole(ctx, caller, userId, roleId, 'assign');
}

export async function removeUserRole(ctx: AppContext, caller: AuthContext, userId: number, roleId: RoleId): Promise<UserDto> {
  if (roleId === Role.user) throw fieldFailure('roleId', 'records.user.keepsUserRole');
  const current = await withAdministration(ctx.db, (tx) => loadUserDto(tx, userId, ctx.clock()));
  if (!current) throw notFound('user');
  if (current.role.id !== roleId) throw fieldFailure('roleId', 'records.user.lacksRole');
  return changeUserRole(ctx, caller, userId, Role.user, 'unassign');
}

/** Both routes' write; the trail tells them apart by action (a role set to what it was is an entry without changes). */
async function changeUserRole(ctx: AppContext, caller: AuthContext, userId: number, roleId: RoleId, action: 'assign' | 'unassign'): Promise<UserDto> {
  if (userId === caller.userId && roleId !== caller.role) throw fieldFailure('roleId', 'records.user.ownRole');
  return changingAuth(ctx, [userId], () => withAdministration(ctx.db, async (tx) => {
    const [existing] = await tx.select({ role: users.role, email: users.email }).from(users).where(eq(users.id, userId));
    if (!existing) throw notFound('user');
    if (existing.role !== roleId) {
      await tx.update(users).set({ role: roleId, securityStamp: newSecurityStamp() }).where(eq(users.id, userId));
    }
    await recordAudit(tx, { action, entity: 'userRole', entityId: userId, label: existing.email, changes: roleChange(existing.role, roleId), tenant: 'none' });
    const dto = await loadUserDto(tx, userId, ctx.clock());
    if (!dto) throw notFound('user');
    return dto;
  }));
}
