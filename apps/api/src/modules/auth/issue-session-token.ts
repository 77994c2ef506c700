import { Role } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { issueToken, type IssuedToken } from '../../lib/auth/tokens.ts';

/** The token a login gives: an administrator token, or for a user a pre-tenant token (choose a tenant next). */
export function issueSessionToken(ctx: AppContext, user: { id: number; role: number; securityStamp: string }): Promise<IssuedToken> {
  const { tokenTtlSeconds, preTenantTokenTtlSeconds } = ctx.config.security;
  const now = ctx.clock();
  if (user.role === Role.administrator) {
    return issueToken(ctx.tokenKey, { typ: 'administrator', userId: user.id, stamp: user.securityStamp }, tokenTtlSeconds, now);
  }
  return issueToken(ctx.tokenKey, { typ: 'pretenant', userId: user.id, stamp: user.securityStamp }, preTenantTokenTtlSeconds, now);
}
