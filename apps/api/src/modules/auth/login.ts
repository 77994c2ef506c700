import type { LoginInput, TokenResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { incorrectCredentials } from './incorrect-credentials.ts';
import { issueSessionToken } from './issue-session-token.ts';
import { recordPasswordFailure } from './record-password-failure.ts';
import { recordSignIn } from './record-sign-in.ts';

/**
 * POST /api/token. A wrong password, an unknown e-mail and a locked account take the same steps, so
 * the answer time does not tell a registered e-mail apart: one lookup, one argon2id verification (of
 * the account's hash, or of a fixed dummy hash made with the same parameters), one failure write.
 * Each attempt leaves one trail entry: signIn, or signInFailed naming the account tried if there is one, else only
 * that an unknown account was tried (and from which address, as every entry). What was typed is never kept: a
 * password typed into the e-mail box would otherwise sit in clear in a trail administrators read.
 */
export async function login(ctx: AppContext, input: LoginInput): Promise<TokenResult> {
  // Awaited on every path, so the one-time cost of making the dummy hash falls on whichever login comes first.
  const dummyHash = await dummyPasswordHash();
  const user = await findUserByEmail(ctx.db, input.username);
  const usable = user && !(user.lockoutEnd && user.lockoutEnd > ctx.clock()) ? user : null;
  const matches = await verifyPassword(usable?.passwordHash ?? dummyHash, input.password);
  if (usable && matches) {
    await recordSignIn(ctx, usable);
    return issueSessionToken(ctx, usable);
  }
  // A locked account's attempts do not count (the lock runs its course); its write is the stand-in's.
  await recordPasswordFailure(ctx, usable?.id ?? null, {
    accountId: user?.id ?? null,
    label: user?.email ?? null,
    actor: { userId: user?.id ?? null, userName: user?.email ?? null },
  });
  throw incorrectCredentials();
}
