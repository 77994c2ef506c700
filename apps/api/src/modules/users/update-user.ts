import { and, eq, inArray } from 'drizzle-orm';
import type { UserDto, UserUpdateValues } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { userTenants, users } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import type { AuthContext } from '../../lib/auth/auth-context.ts';
import { fieldFailure, notFound } from '../../lib/errors.ts';
import { tenantNamesOf, tenantNamesOfUser } from '../../lib/password-organisations.ts';
import { assertPasswordAccepted } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newSecurityStamp } from '../../lib/random.ts';
import { checkEmailFree } from './check-email-free.ts';
import { checkTenantIds } from './check-tenant-ids.ts';
import { userAuditFields, userAuditView } from './user-audit.ts';
import { loadUserDto } from './user-dto.ts';
import { changingAuth } from '../../lib/auth/changing-auth.ts';

/**
 * PUT /api/users/{id}: names, e-mail, role, tenants (the list replaces the memberships) and,
 * when given, a new password. An absent role or tenant list keeps the user's (the record as GET
 * answered it shows them as `role` and `tenants`, which are not read). A changed role, a removed
 * tenant or a new password rotates the security stamp, so tokens that no longer match the account
 * stop working. The trail gets the changed fields; a new password only as `counts.passwordSet`, never its value.
 */
export async function updateUser(ctx: AppContext, caller: AuthContext, userId: number, input: UserUpdateValues): Promise<UserDto> {
  const newPassword = input.password ? input.password : null;
  if (newPassword !== null && input.repeatedPassword !== newPassword) throw fieldFailure('repeatedPassword', 'auth.passwordsMustMatch');
  if (newPassword !== null) {
    const organisationNames = [...(await tenantNamesOfUser(ctx.db, userId)), ...(await tenantNamesOf(ctx.db, input.tenantIds ?? []))];
    assertPasswordAccepted('password', newPassword, { ...input, organisationNames });
  }
  if (userId === caller.userId && input.roleId !== undefined && input.roleId !== caller.role) {
    throw fieldFailure('roleId', 'records.user.ownRole');
  }
  const passwordHash = newPassword === null ? null : await hashPassword(newPassword);
  return changingAuth(ctx, [userId], () => withAdministration(ctx.db, async (tx) => {
    const [existing] = await tx.select().from(users).where(eq(users.id, userId));
    if (!existing) throw notFound('user');
    await checkEmailFree(tx, input.email, userId);
    const current = await tx.select({ tenantId: userTenants.tenantId }).from(userTenants).where(eq(userTenants.userId, userId));
    const tenantIds = input.tenantIds === undefined ? current.map((m) => m.tenantId) : [...new Set(input.tenantIds)];
    await checkTenantIds(tx, input.tenantIds === undefined ? [] : tenantIds);

    const removed = current.map((m) => m.tenantId).filter((id) => !tenantIds.includes(id));
    const added = tenantIds.filter((id) => !current.some((m) => m.tenantId === id));
    if (removed.length > 0) {
      await tx.delete(userTenants).where(and(eq(userTenants.userId, userId), inArray(userTenants.tenantId, removed)));
    }
    if (added.length > 0) await tx.insert(userTenants).values(added.map((tenantId) => ({ userId, tenantId })));

    const role = input.roleId ?? existing.role;
    const revoke = removed.length > 0 || role !== existing.role || passwordHash !== null;
    const values = { firstName: input.firstName, lastName: input.lastName, email: input.email, role };
    await tx
      .update(users)
      .set({
        ...values,
        ...(passwordHash === null ? {} : { passwordHash }),
        ...(revoke ? { securityStamp: newSecurityStamp() } : {}),
      })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      // A new password is told as set, never shown; the other fields the same save changed are listed with it.
      action: passwordHash === null ? 'update' : 'passwordSet',
      entity: 'user',
      entityId: userId,
      label: input.email,
      changes: changesBetween(userAuditView(existing, current.map((m) => m.tenantId)), userAuditView(values, tenantIds), userAuditFields),
      tenant: 'none',
    });
    const dto = await loadUserDto(tx, userId, ctx.clock());
    if (!dto) throw notFound('user');
    return dto;
  }));
}
