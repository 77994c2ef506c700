import { eq } from 'drizzle-orm';
import type { ChangePasswordInput, TokenResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { withAnonymous } from '../../db/scope.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import type { AuthContext } from '../../lib/auth/auth-context.ts';
import { issueToken, type IssuedToken } from '../../lib/auth/tokens.ts';
import { fieldFailure, unauthorized } from '../../lib/errors.ts';
import { tenantNamesOfUser } from '../../lib/password-organisations.ts';
import { assertPasswordAccepted } from '../../lib/password-policy.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { newSecurityStamp } from '../../lib/random.ts';
import { recordPasswordFailure } from './record-password-failure.ts';
import { changingAuth } from '../../lib/auth/changing-auth.ts';

/**
 * PUT /api/users/changepassword. Needs the current password (a wrong one counts toward lockout);
 * the new stamp revokes every other session, and the caller gets a fresh token of the same kind
 * so this session goes on. It also ends the duty to change a generated password. The trail gets passwordChanged; a wrong current password is a
 * passwordChangeRefused entry on the user: it counts toward the same lockout as a failed login's, yet nobody was signing in.
 */
export async function changePassword(ctx: AppContext, caller: AuthContext, input: ChangePasswordInput): Promise<TokenResult> {
  if (input.repeatedPassword !== input.newPassword) throw fieldFailure('repeatedPassword', 'auth.passwordsMustMatch');
  const [user] = await withAnonymous(ctx.db, (tx) => tx.select().from(users).where(eq(users.id, caller.userId)));
  if (!user) throw unauthorized();
  if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
    await recordPasswordFailure(ctx, user.id, { accountId: user.id, label: user.email, refusedPasswordChange: true });
    throw fieldFailure('currentPassword', 'auth.currentPasswordIncorrect');
  }
  if (input.newPassword === input.currentPassword) {
    throw fieldFailure('newPassword', 'auth.newPasswordSameAsCurrent');
  }
  assertPasswordAccepted('newPassword', input.newPassword, { ...user, organisationNames: await tenantNamesOfUser(ctx.db, user.id) });
  const securityStamp = newSecurityStamp();
  const passwordHash = await hashPassword(input.newPassword);
  await changingAuth(ctx, [user.id], () =>
    withAnonymous(ctx.db, async (tx) => {
      await tx.update(users).set({ passwordHash, securityStamp, failedAccessCount: 0, mustChangePassword: false }).where(eq(users.id, user.id));
      await recordAudit(tx, { action: 'passwordChanged', entity: 'user', entityId: user.id, label: user.email, tenant: 'none' });
    }),
  );
  return { ...(await freshTokenOfSameKind(ctx, caller, securityStamp)), mustChangePassword: false };
}

function freshTokenOfSameKind(ctx: AppContext, caller: AuthContext, securityStamp: string): Promise<IssuedToken> {
  const { tokenTtlSeconds, preTenantTokenTtlSeconds } = ctx.config.security;
  const now = ctx.clock();
  if (caller.tokenType === 'tenant' && caller.tenantId !== null) {
    return issueToken(ctx.tokenKey, { typ: 'tenant', userId: caller.userId, stamp: securityStamp, tenantId: caller.tenantId }, tokenTtlSeconds, now);
  }
  if (caller.tokenType === 'administrator') {
    return issueToken(ctx.tokenKey, { typ: 'administrator', userId: caller.userId, stamp: securityStamp }, tokenTtlSeconds, now);
  }
  return issueToken(ctx.tokenKey, { typ: 'pretenant', userId: caller.userId, stamp: securityStamp }, preTenantTokenTtlSeconds, now);
}
