import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { withAnonymous } from '../../db/scope.ts';
import { newSecurityStamp } from '../../lib/random.ts';
import { changingAuth } from '../../lib/auth/changing-auth.ts';

/**
 * Counts a wrong password. The count is raised in one statement so parallel guesses cannot slip
 * past it; at the limit the account is locked for the lockout period, the count starts over and
 * the stamp rotates, which revokes the account's tokens.
 *
 * With no account (an unknown e-mail, a locked account) it runs the same statements on no row and
 * still commits a write: `pg_current_xact_id()` gives the transaction an id, so its commit is flushed
 * as a real count's is. Login's answer time then does not depend on whether the e-mail is registered.
 */
export async function recordPasswordFailure(ctx: AppContext, userId: number | null): Promise<void> {
  const { maxFailures, durationMs } = ctx.config.security.lockout;
  const now = ctx.clock();
  await changingAuth(ctx, userId === null ? [] : [userId], () => withAnonymous(ctx.db, async (tx) => {
    await tx.execute(sql`select pg_current_xact_id()`);
    const [row] = await tx
      .update(users)
      .set({ failedAccessCount: sql`${users.failedAccessCount} + 1` })
      .where(eq(users.id, userId ?? 0))
      .returning({ failedAccessCount: users.failedAccessCount });
    if (row && row.failedAccessCount >= maxFailures) {
      await tx
        .update(users)
        .set({ failedAccessCount: 0, lockoutEnd: new Date(now.getTime() + durationMs), securityStamp: newSecurityStamp() })
        .where(eq(users.id, userId ?? 0));
    }
  }));
}

export async function clearPasswordFailures(ctx: AppContext, userId: number): Promise<void> {
  await changingAuth(ctx, [userId], () =>
    withAnonymous(ctx.db, (tx) => tx.update(users).set({ failedAccessCount: 0, lockoutEnd: null }).where(eq(users.id, userId))),
  );
}
