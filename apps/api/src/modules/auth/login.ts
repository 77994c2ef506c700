import type { LoginInput, TokenResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { verifyDecoy, verifyPassword } from '../../lib/passwords.ts';
import { findUserByEmail } from './find-user-by-email.ts';
import { incorrectCredentials } from './incorrect-credentials.ts';
import { issueSessionToken } from './issue-session-token.ts';
import { clearPasswordFailures, recordPasswordFailure } from './record-password-failure.ts';

/**
 * POST /api/token. Unknown e-mails and locked accounts still pay for a hash verification, so the
 * answer time does not tell them apart from a wrong password.
 */
export async function login(ctx: AppContext, input: LoginInput): Promise<TokenResult> {
  const user = await findUserByEmail(ctx.db, input.username);
  const now = ctx.clock();
  if (!user || (user.lockoutEnd && user.lockoutEnd > now)) {
    await verifyDecoy(input.password);
    throw incorrectCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordPasswordFailure(ctx, user.id);
    throw incorrectCredentials();
  }
  if (user.failedAccessCount > 0 || user.lockoutEnd) await clearPasswordFailures(ctx, user.id);
  return issueSessionToken(ctx, user);
}
