import type { CreateUserInput, UserDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { userTenants, users } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { fieldFailure } from '../../lib/errors.ts';
import { tenantNamesOf } from '../../lib/password-organisations.ts';
import { assertPasswordAccepted } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { newSecurityStamp } from '../../lib/random.ts';
import { checkEmailFree } from './check-email-free.ts';
import { checkTenantIds } from './check-tenant-ids.ts';
import { userAuditFields, userAuditView } from './user-audit.ts';
import { loadUserDto } from './user-dto.ts';

/** POST /api/user: the account, its role and its tenants in one transaction. */
export async function createUser(ctx: AppContext, input: CreateUserInput): Promise<UserDto> {
  if (input.repeatedPassword !== input.password) throw fieldFailure('repeatedPassword', 'auth.passwordsMustMatch');
  assertPasswordAccepted('password', input.password, { ...input, organisationNames: await tenantNamesOf(ctx.db, input.tenantIds) });
  const passwordHash = await hashPassword(input.password);
  return withAdministration(ctx.db, async (tx) => {
    await checkEmailFree(tx, input.email);
    const tenantIds = [...new Set(input.tenantIds)];
    await checkTenantIds(tx, tenantIds);
    const [created] = await tx
      .insert(users)
      .values({
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        role: input.roleId,
        passwordHash,
        securityStamp: newSecurityStamp(),
      })
      .returning({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, role: users.role });
    if (!created) throw new Error('insert returned no row');
    if (tenantIds.length > 0) {
      await tx.insert(userTenants).values(tenantIds.map((tenantId) => ({ userId: created.id, tenantId })));
    }
    await recordAudit(tx, {
      action: 'create',
      entity: 'user',
      entityId: created.id,
      label: created.email,
      changes: changesBetween(null, userAuditView(created, tenantIds), userAuditFields),
      tenant: 'none',
    });
    const dto = await loadUserDto(tx, created.id, ctx.clock());
    if (!dto) throw new Error('created user not found');
    return dto;
  });
}
