import { eq } from 'drizzle-orm';
import { Role, type RoleId } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { users } from '../../db/schema.ts';
import { withAnonymous } from '../../db/scope.ts';
import type { AuthContext } from './auth-context.ts';
import { readToken } from './tokens.ts';

/**
 * The caller a token stands for, or null. Beyond signature, algorithm and expiry, the user must
 * still exist, not be deleted or locked out, hold the stamp the token was issued with (logout,
 * password change, lockout, role or tenant changes rotate it) and still have the role the token type implies.
 */
export async function authenticate(ctx: AppContext, token: string): Promise<AuthContext | null> {
  const now = ctx.clock();
  const claims = await readToken(ctx.tokenKey, token, now);
  if (!claims) return null;
  const [user] = await withAnonymous(ctx.db, (tx) =>
    tx
      .select({
        role: users.role,
        stamp: users.securityStamp,
        isDeleted: users.isDeleted,
        lockoutEnd: users.lockoutEnd,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
      })
      .from(users)
      .where(eq(users.id, claims.userId)),
  );
  if (!user || user.isDeleted || user.stamp !== claims.stamp) return null;
  if (user.lockoutEnd && user.lockoutEnd > now) return null;
  const isAdministrator = user.role === Role.administrator;
  if (isAdministrator !== (claims.typ === 'administrator')) return null;
  return {
    userId: claims.userId,
    role: user.role as RoleId,
    tokenType: claims.typ,
    tenantId: claims.typ === 'tenant' ? claims.tenantId : null,
    stamp: claims.stamp,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
  };
}

export function bearerTokenOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  return match?.[1] ?? null;
}
