import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';

/**
 * Three token types, never accepted in each other's place (DESIGN §4):
 * administrator — an administrator's session; pretenant — a user who has not chosen a tenant yet
 * (may list and choose tenants); tenant — a user working in one tenant (tid).
 */
export type TokenType = 'administrator' | 'pretenant' | 'tenant';

export type TokenClaims =
  | { typ: 'administrator'; userId: number; stamp: string }
  | { typ: 'pretenant'; userId: number; stamp: string }
  | { typ: 'tenant'; userId: number; stamp: string; tenantId: number };

const issuer = 'leasedesk';
const algorithm = 'HS256';

const payloadSchema = z.discriminatedUnion('typ', [
  z.object({ typ: z.literal('administrator'), sub: z.string().regex(/^\d+$/), stamp: z.string().min(1) }),
  z.object({ typ: z.literal('pretenant'), sub: z.string().regex(/^\d+$/), stamp: z.string().min(1) }),
  z.object({ typ: z.literal('tenant'), sub: z.string().regex(/^\d+$/), stamp: z.string().min(1), tid: z.number().int().positive() }),
]);

export type TokenKey = Uint8Array;

export function tokenKeyFrom(secret: string): TokenKey {
  return new TextEncoder().encode(secret);
}

export type IssuedToken = { token: string; expiration: string };

export async function issueToken(key: TokenKey, claims: TokenClaims, ttlSeconds: number, now: Date): Promise<IssuedToken> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const payload = claims.typ === 'tenant' ? { typ: claims.typ, stamp: claims.stamp, tid: claims.tenantId } : { typ: claims.typ, stamp: claims.stamp };
  const token = await new SignJWT(payload)
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiration: new Date(expiresAt * 1000).toISOString() };
}

/** Tokens whose signature was verified, per key: the exact token text, so any altered byte misses. */
type VerifiedToken = { claims: TokenClaims; expiresAtSeconds: number };
const verifiedTokens = new WeakMap<TokenKey, Map<string, VerifiedToken>>();
/** About one per signed-in session; past this many the oldest are verified again when next seen. */
const maxVerifiedTokens = 20_000;

/**
 * The claims of a token signed with our key, with our one algorithm (so `alg: none` and other keys
 * fail), not expired at `now`; null for anything else. Whether the user still holds the stamp is
 * checked by the caller. A token's signature is verified once (WebCrypto's HMAC and the claim parsing
 * cost more than the rest of an authenticated request); its expiry is checked on every call.
 */
export async function readToken(key: TokenKey, token: string, now: Date): Promise<TokenClaims | null> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  let verified = verifiedTokens.get(key);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(key, verified);
  }
  const known = verified.get(token);
  if (known) return known.expiresAtSeconds > nowSeconds ? known.claims : null;
  const checked = await verifyToken(key, token, now);
  if (!checked) return null;
  if (verified.size >= maxVerifiedTokens) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
  verified.set(token, checked);
  return checked.claims;
}

async function verifyToken(key: TokenKey, token: string, now: Date): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [algorithm], issuer, currentDate: now, requiredClaims: ['exp', 'sub'] });
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success || typeof payload.exp !== 'number') return null;
    const claims = parsed.data;
    const userId = Number(claims.sub);
    const tokenClaims: TokenClaims =
      claims.typ === 'tenant' ? { typ: 'tenant', userId, stamp: claims.stamp, tenantId: claims.tid } : { typ: claims.typ, userId, stamp: claims.stamp };
    return { claims: tokenClaims, expiresAtSeconds: payload.exp };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
