import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { withAnonymous } from '../../db/scope.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import type { AuditActor } from '../../lib/audit/request-actor.ts';
import { newSecurityStamp } from '../../lib/random.ts';
import { changingAuth } from '../../lib/auth/changing-auth.ts';

/**
 * Whom a failed attempt's entry names: the account tried (null when the e-mail has none), and who tried. A wrong
 * current password in "Change password" is its own action on the user, not a sign-in, though it counts alike.
 */
export type FailedAttempt = { accountId: number | null; label: string | null; actor?: AuditActor; refusedPasswordChange?: boolean };

/**
 * Counts a wrong password. The count is raised in one statement so parallel guesses cannot slip
 * past it; at the limit the account is locked for the lockout period, the count starts over and
 * the stamp rotates, which revokes the account's tokens.
 *
 * With no account (an unknown e-mail, a locked account) it runs the same statements on no row and
 * still commits a write: `pg_current_xact_id()` gives the transaction an id, so its commit is flushed
 * as a real count's is. Login's answer time then does not depend on whether the e-mail is registered.
 *
 * Every attempt is also the trail's signInFailed (or passwordChangeRefused) entry, in the same transaction (an unknown e-mail's too, which
 * keeps the statements the same on both paths); a lockout it causes is that entry's isLockedOut change.
 */
export async function recordPasswordFailure(ctx: AppContext, userId: number | null, attempt: FailedAttempt): Promise<void> {
  const { maxFailures, durationMs } = ctx.config.security.lockout;
  const now = ctx.clock();
  await changingAuth(ctx, userId === null ? [] : [userId], () => withAnonymous(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_current_xact_id()`);
    const [row] = await tx
      .update(users)
      .set({ failedAccessCount: sql`${users.failedAccessCount} + 1` })
      .where(eq(users.id, userId ?? 0))
      .returning({ failedAccessCount: users.failedAccessCount });
    const lockedOut = row !== undefined && row.failedAccessCount >= maxFailures;
    if (lockedOut) {
      await tx
        .update(users)
        .set({ failedAccessCount: 0, lockoutEnd: new Date(now.getTime() + durationMs), securityStamp: newSecurityStamp() })
        .where(eq(users.id, userId ?? 0));
    }
    await recordAudit(tx, {
      action: attempt.refusedPasswordChange ? 'passwordChangeRefused' : 'signInFailed',
      entity: attempt.refusedPasswordChange ? 'user' : 'session',
      entityId: attempt.accountId,
      label: attempt.label,
      changes: lockedOut ? [{ field: 'isLockedOut', before: false, after: true }] : [],
      counts: row ? { failedAccessCount: row.failedAccessCount } : {},
      ...(attempt.actor ? { actor: attempt.actor } : {}),
      tenant: 'none',
    });
  }));
}
