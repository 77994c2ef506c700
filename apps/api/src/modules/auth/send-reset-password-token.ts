import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { withAnonymous } from '../../db/scope.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { randomToken, sha256 } from '../../lib/random.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { resetPasswordMail } from './reset-password-mail.ts';

/**
 * POST /api/users/sendresetpasswordtoken. Keeps only the hash of a fresh random token (a newer request
 * voids the older link) and mails the link. The caller gets the same answer whether or not the
 * e-mail belongs to an account, and the mail leaves after the answer. The trail gets passwordResetRequested for
 * an account only (nothing is written for an unknown e-mail), naming the account, never the token.
 */
export async function sendResetPasswordToken(ctx: AppContext, email: string): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const token = randomToken();
  const expiresAt = new Date(ctx.clock().getTime() + ctx.config.security.resetTokenTtlMs);
  await withAnonymous(ctx.db, async (tx) => {
    await tx.update(users).set({ resetTokenHash: sha256(token), resetTokenExpiresAt: expiresAt }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      action: 'passwordResetRequested',
      entity: 'user',
      entityId: user.id,
      label: user.email,
      actor: { userId: user.id, userName: user.email },
      tenant: 'none',
    });
  });
  // The token goes into the path as is: SPEC's /passwordReset/{userId}/{token} takes it with its slashes.
  const link = `${ctx.config.appUrl}/passwordReset/${user.id}/${token}`;
  ctx.mailer.sendLater(resetPasswordMail({ to: user.email, firstName: user.firstName, link, validMinutes: Math.round(ctx.config.security.resetTokenTtlMs / 60_000) }));
}
