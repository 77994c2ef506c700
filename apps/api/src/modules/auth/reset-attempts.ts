import type { AppContext } from '../../context.ts';
import { sha256 } from '../../lib/random.ts';
import { tooManyAttempts, WindowCounter } from '../../lib/rate-limit.ts';

export type ResetAttempts = ReturnType<typeof resetAttempts>;

/**
 * The limits of the password reset that nobody can turn against someone else (issue 9, item 10):
 * - requests per e-mail are limited silently: beyond the limit no new link is made or mailed, the
 *   answer stays the same, and the last link mailed keeps working until it expires;
 * - bad tokens are counted per client IP and per token (its hash), never per account, and a good
 *   token is never counted, so bogus attempts for a user id cannot block that user's real link.
 * (Requests per IP are limited with a 429 by the route, on @fastify/rate-limit.)
 */
export function resetAttempts(ctx: AppContext) {
  const { perEmail, badTokensPerIp, badTokensPerToken, windowMs } = ctx.config.security.resetRateLimit;
  const requestsPerEmail = new WindowCounter(perEmail, windowMs, ctx.clock);
  const badTokensByIp = new WindowCounter(badTokensPerIp, windowMs, ctx.clock);
  const badTokensByToken = new WindowCounter(badTokensPerToken, windowMs, ctx.clock);
  return {
    /** Counts a reset request; false when this e-mail has had its share (the caller then sends nothing). */
    mayMailLink(email: string): boolean {
      return requestsPerEmail.count(email.trim().toLowerCase());
    },
    /** 429 when this address or this token has been refused too often. */
    refuseThrottled(ip: string, token: string): void {
      const wait = Math.max(badTokensByIp.retryAfterSeconds(ip), badTokensByToken.retryAfterSeconds(sha256(token)));
      if (wait > 0) throw tooManyAttempts(wait);
    },
    countBadToken(ip: string, token: string): void {
      badTokensByIp.count(ip);
      badTokensByToken.count(sha256(token));
    },
  };
}
