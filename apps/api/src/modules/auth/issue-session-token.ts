import { Role, type TokenResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { issueToken } from '../../lib/auth/tokens.ts';

type SignedInUser = { id: number; role: number; securityStamp: string; mustChangePassword: boolean };

/**
 * The token a login gives: an administrator token, or for a user a pre-tenant token (choose a tenant next); it says
 * whether the password must be changed first, so the client leads there instead of into a refusal.
 */
export async function issueSessionToken(ctx: AppContext, user: SignedInUser): Promise<TokenResult> {
  const { tokenTtlSeconds, preTenantTokenTtlSeconds } = ctx.config.security;
  const now = ctx.clock();
  const issued =
    user.role === Role.administrator
      ? await issueToken(ctx.tokenKey, { typ: 'administrator', userId: user.id, stamp: user.securityStamp }, tokenTtlSeconds, now)
      : await issueToken(ctx.tokenKey, { typ: 'pretenant', userId: user.id, stamp: user.securityStamp }, preTenantTokenTtlSeconds, now);
  return { ...issued, mustChangePassword: user.mustChangePassword };
}
