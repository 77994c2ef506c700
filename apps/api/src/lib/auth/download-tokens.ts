import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';
import type { TokenKey } from './tokens.ts';

/**
 * Download tokens (DESIGN §3): the `{token}` of `.../excel/{token}` links, opened in a new window
 * without a bearer token. A JWT of its own type (`typ: 'download'`, never accepted as a session token,
 * and session tokens are never accepted here), short-lived, bound to the user (with the security
 * stamp, so logout and password changes revoke it), the tenant, and one resource: `kind` names the
 * resource type and `rid` its id, so an agreement's token opens that agreement's files only.
 */
export const downloadKinds = ['leaseAgreement', 'leaseReport', 'settlementsReport', 'accountingEntries', 'disclosure', 'sensitivityPortfolio', 'invoiceExport', 'auditTrail'] as const;
/**
 * What a token opens: an agreement's files, one stored report (`saved_reports.kind`) by its id, or the caller's audit
 * trail (`auditTrail`, resourceId the user's id; tenantId 0 for an administrator's, which has no tenant).
 */
export type DownloadKind = (typeof downloadKinds)[number];

export type DownloadClaims = { userId: number; stamp: string; tenantId: number; kind: DownloadKind; resourceId: number };

const issuer = 'leasedesk';
const audience = 'leasedesk-download';
const algorithm = 'HS256';

const payloadSchema = z.object({
  typ: z.literal('download'),
  sub: z.string().regex(/^\d+$/),
  stamp: z.string().min(1),
  // 0 only in an administrator's audit-trail token (no tenant); every tenant check of the other kinds refuses it.
  tid: z.number().int().nonnegative(),
  kind: z.enum(downloadKinds),
  rid: z.number().int().positive(),
});

export async function issueDownloadToken(key: TokenKey, claims: DownloadClaims, ttlSeconds: number, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'download', stamp: claims.stamp, tid: claims.tenantId, kind: claims.kind, rid: claims.resourceId })
    .setProtectedHeader({ alg: algorithm, typ: 'JWT' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(String(claims.userId))
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
}

/** The claims of a valid, unexpired download token signed with our key; null for anything else. */
export async function readDownloadToken(key: TokenKey, token: string, now: Date): Promise<DownloadClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: [algorithm], issuer, audience, currentDate: now, requiredClaims: ['exp', 'sub'] });
    const parsed = payloadSchema.safeParse(payload);
    if (!parsed.success) return null;
    const c = parsed.data;
    return { userId: Number(c.sub), stamp: c.stamp, tenantId: c.tid, kind: c.kind, resourceId: c.rid };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
