import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { withAnonymous } from '../../db/scope.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { newSecurityStamp } from '../../lib/random.ts';
import { changingAuth } from '../../lib/auth/changing-auth.ts';

/** POST /api/logout: rotates the security stamp, so every token of the user stops working, on every device. */
export async function rotateSecurityStamp(ctx: AppContext, userId: number): Promise<void> {
  await changingAuth(ctx, [userId], () =>
    withAnonymous(ctx.db, async (tx) => {
      const [user] = await tx.update(users).set({ securityStamp: newSecurityStamp() }).where(eq(users.id, userId)).returning({ email: users.email });
      if (user) await recordAudit(tx, { action: 'signOut', entity: 'session', entityId: userId, label: user.email, tenant: 'none' });
    }),
  );
}
