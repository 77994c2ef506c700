import { and, eq } from 'drizzle-orm';
import type { ResetPasswordInput } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { withAnonymous } from '../../db/scope.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { fieldFailure } from '../../lib/errors.ts';
import { tenantNamesOfUser } from '../../lib/password-organisations.ts';
import { assertPasswordAccepted } from '../../lib/password-policy.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { equalHashes, newSecurityStamp, sha256 } from '../../lib/random.ts';
import { changingAuth } from '../../lib/auth/changing-auth.ts';

/**
 * PUT /api/resetpassword. The token must match the latest one issued, be unexpired and unused; it is
 * consumed in the same statement that sets the password, so two uses cannot both succeed. A reset
 * also lifts a lockout and revokes existing tokens. onInvalidLink lets the route count a bad token.
 * The trail gets passwordReset, with the lifted lockout as an isLockedOut change; never the token or the password.
 */
export async function resetPassword(ctx: AppContext, input: ResetPasswordInput, onInvalidLink: () => Promise<void> | void = () => {}): Promise<void> {
  const invalidLink = async () => {
    await onInvalidLink();
    return fieldFailure('token', 'auth.resetLinkInvalid');
  };
  const now = ctx.clock();
  const tokenHash = sha256(input.token);
  const [user] = await withAnonymous(ctx.db, (tx) =>
    tx
      .select({
        hash: users.resetTokenHash,
        expiresAt: users.resetTokenExpiresAt,
        isDeleted: users.isDeleted,
        lockoutEnd: users.lockoutEnd,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(users)
      .where(eq(users.id, input.userId)),
  );
  const valid = user && !user.isDeleted && user.hash && user.expiresAt && user.expiresAt > now && equalHashes(user.hash, tokenHash);
  if (!valid) throw await invalidLink();
  // Only now, for a good link: the strength check costs CPU an anonymous caller must not get for free.
  assertPasswordAccepted('newPassword', input.newPassword, { ...user, organisationNames: await tenantNamesOfUser(ctx.db, input.userId) });
  const passwordHash = await hashPassword(input.newPassword);
  const wasLockedOut = user.lockoutEnd !== null && user.lockoutEnd > now;
  const updated = await changingAuth(ctx, [input.userId], () => withAnonymous(ctx.db, async (tx) => {
    const rows = await tx
      .update(users)
      .set({
        passwordHash,
        resetTokenHash: null,
        resetTokenExpiresAt: null,
        // The user chose this password (the first administrator's one-time link leads here too).
        mustChangePassword: false,
        securityStamp: newSecurityStamp(),
        failedAccessCount: 0,
        lockoutEnd: null,
      })
      .where(and(eq(users.id, input.userId), eq(users.resetTokenHash, tokenHash)))
      .returning({ id: users.id });
    if (rows.length > 0) {
      await recordAudit(tx, {
        action: 'passwordReset',
        entity: 'user',
        entityId: input.userId,
        label: user.email,
        changes: changesBetween({ isLockedOut: wasLockedOut }, { isLockedOut: false }, ['isLockedOut']),
        actor: { userId: input.userId, userName: user.email },
        tenant: 'none',
      });
    }
    return rows;
  }));
  if (updated.length === 0) throw await invalidLink();
}
