import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { withAnonymous } from '../../db/scope.ts';
import { recordAudit, type AuditRecord } from '../../lib/audit/record-audit.ts';
import { changingAuth } from '../../lib/auth/changing-auth.ts';

type SigningIn = { id: number; email: string; failedAccessCount: number; lockoutEnd: Date | null };

/**
 * A successful sign-in's one write: its trail entry, with the failure count and an expired lockout cleared in the
 * same transaction when there are any. Most sign-ins have none, and then the entry is a transaction of its own
 * (a login is a hot path: one INSERT, nothing read).
 */
export async function recordSignIn(ctx: AppContext, user: SigningIn): Promise<void> {
  const entry: AuditRecord = {
    action: 'signIn',
    entity: 'session',
    entityId: user.id,
    label: user.email,
    actor: { userId: user.id, userName: user.email },
    tenant: 'none',
  };
  if (user.failedAccessCount === 0 && user.lockoutEnd === null) {
    await withAnonymous(ctx.db, (tx) => recordAudit(tx, entry));
    return;
  }
  await changingAuth(ctx, [user.id], () =>
    withAnonymous(ctx.db, async (tx) => {
      await tx.update(users).set({ failedAccessCount: 0, lockoutEnd: null }).where(eq(users.id, user.id));
      await recordAudit(tx, entry);
    }),
  );
}
