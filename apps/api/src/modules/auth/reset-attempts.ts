import type { AppContext } from '../../context.ts';
import { sha256 } from '../../lib/random.ts';
import { tooManyAttempts } from '../../lib/rate-limit.ts';

export type ResetAttempts = ReturnType<typeof resetAttempts>;

/**
 * The limits of the password reset that nobody can turn against someone else:
 * - requests per e-mail are limited silently: beyond the limit no new link is made or mailed, the
 *   answer stays the same, and the last link mailed keeps working until it expires;
 * - bad tokens are counted per client IP and per token (its hash), never per account, and a good
 *   token is never counted, so bogus attempts for a user id cannot block that user's real link.
 * (Requests per IP are limited with a 429 by the route, on @fastify/rate-limit.) With instances sharing a
 * PostgreSQL database the counts are kept there (ctx.attemptCounters), so a limit holds across all of them.
 */
export function resetAttempts(ctx: AppContext) {
  const { perEmail, badTokensPerIp, badTokensPerToken, windowMs } = ctx.config.security.resetRateLimit;
  const requestsPerEmail = ctx.attemptCounters('reset:email', perEmail, windowMs);
  const badTokensByIp = ctx.attemptCounters('reset:badTokenIp', badTokensPerIp, windowMs);
  const badTokensByToken = ctx.attemptCounters('reset:badToken', badTokensPerToken, windowMs);
  return {
    /** Counts a reset request; false when this e-mail has had its share (the caller then sends nothing). */
    mayMailLink(email: string): Promise<boolean> {
      return requestsPerEmail.count(email.trim().toLowerCase());
    },
    /** 429 when this address or this token has been refused too often. */
    async refuseThrottled(ip: string, token: string): Promise<void> {
      const wait = Math.max(await badTokensByIp.retryAfterSeconds(ip), await badTokensByToken.retryAfterSeconds(sha256(token)));
      if (wait > 0) throw tooManyAttempts(wait);
    },
    async countBadToken(ip: string, token: string): Promise<void> {
      await badTokensByIp.count(ip);
      await badTokensByToken.count(sha256(token));
    },
  };
}
