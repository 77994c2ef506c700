import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import type { TokenKey } from '../../lib/auth/tokens.ts';

/**
 * The token of a digest's unsubscribe link: a JWT signed with the app's key, of its own type (`typ` and audience
 * `reminderUnsubscribe`: the session and download tokens' readers refuse it, and this reader refuses theirs), naming
 * one user in one tenant.
 *
 * It lives a year and carries no security stamp, unlike the session and download tokens: a link in a mail must still
 * work when it is opened weeks later, after the user has changed a password or signed out everywhere, and all it can
 * ever do is stop one user's digest in one tenant, which the user turns back on in their preferences. Every digest
 * carries a fresh one, so whoever still receives digests holds a link valid for a year from the latest.
 */
export const unsubscribeTokenTtlSeconds = 366 * 24 * 60 * 60;

export type UnsubscribeClaims = { userId: number; tenantId: number };

const issuer = 'leasedesk';
const audience = 'leasedesk-reminder-unsubscribe';
const algorithm = 'HS256';
const tokenType = 'reminderUnsubscribe';
const maxId = 2_147_483_647;

const payloadSchema = z.object({
  typ: z.literal(tokenType),
  // Ids as the database holds them (integer): a token names no record beyond them.
  sub: z.string().regex(/^[1-9]\d{0,9}$/).refine((text) => Number(text) <= maxId),
  tid: z.number().int().positive().max(maxId),
});

export async function issueUnsubscribeToken(key: TokenKey, claims: UnsubscribeClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: tokenType, tid: claims.tenantId })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + unsubscribeTokenTtlSeconds)
    .sign(key);
}

/** The claims of a valid, unexpired unsubscribe token signed with our key; null for anything else (other tokens included). */
export async function readUnsubscribeToken(key: TokenKey, token: string, now: Date): Promise<UnsubscribeClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [algorithm], issuer, audience, currentDate: now, requiredClaims: ['exp', 'sub'] });
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return null;
    return { userId: Number(parsed.data.sub), tenantId: parsed.data.tid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
