import { Role } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { AuthContext } from './auth-context.ts';
import { readToken } from './tokens.ts';

/**
 * The caller a token stands for, or null. Beyond signature, algorithm and expiry, the user must
 * still exist, not be deleted or locked out, hold the stamp the token was issued with (logout,
 * password change, lockout, role or tenant changes rotate it), still have the role the token type
 * implies and, for a tenant token, still belong to that tenant while it is switched on. All of it is
 * read from the authentication cache (ctx.authCache), which a database notification clears.
 */
export async function authenticate(ctx: AppContext, token: string): Promise<AuthContext | null> {
  const now = ctx.clock();
  const claims = await readToken(ctx.tokenKey, token, now);
  if (!claims) return null;
  const user = await ctx.authCache.get(claims.userId);
  if (!user || user.isDeleted || user.stamp !== claims.stamp) return null;
  if (user.lockoutEnd && user.lockoutEnd > now) return null;
  const isAdministrator = user.role === Role.administrator;
  if (isAdministrator !== (claims.typ === 'administrator')) return null;
  if (claims.typ === 'tenant' && !user.tenantIds.has(claims.tenantId)) return null;
  return {
    userId: claims.userId,
    role: user.role,
    tokenType: claims.typ,
    tenantId: claims.typ === 'tenant' ? claims.tenantId : null,
    stamp: claims.stamp,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mustChangePassword: user.mustChangePassword,
  };
}

export function bearerTokenOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1] ?? null;
}
