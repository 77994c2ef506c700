import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { withAnonymous } from '../../db/scope.ts';
import { newSecurityStamp } from '../../lib/random.ts';
import { changingAuth } from '../../lib/auth/changing-auth.ts';

/** Rotates the security stamp: every token of the user stops working, on every device. */
export async function rotateSecurityStamp(ctx: AppContext, userId: number): Promise<void> {
  await changingAuth(ctx, [userId], () =>
    withAnonymous(ctx.db, (tx) => tx.update(users).set({ securityStamp: newSecurityStamp() }).where(eq(users.id, userId))),
  );
}
