import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants, userTenants, users } from '../../db/schema.ts';
import type { DownloadClaims } from './download-tokens.ts';

/**
 * The name of the token's tenant when the token's user is still a live, unlocked member of that live
 * tenant with the security stamp the token carries; else null. Every download route asks this in the
 * token's tenant scope before it reads anything, and answers its own 404 on null (DESIGN §3: logout,
 * password change, lockout and removal from the tenant revoke downloads too).
 */
export async function downloaderTenantName(tx: Tx, claims: DownloadClaims, now: Date): Promise<string | null> {
  const [member] = await tx
    .select({ tenantName: tenants.name })
    .from(userTenants)
    .innerJoin(users, eq(users.id, userTenants.userId))
    .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
    .where(
      and(
        eq(userTenants.userId, claims.userId),
        eq(userTenants.tenantId, claims.tenantId),
        eq(users.securityStamp, claims.stamp),
        eq(users.isDeleted, false),
        or(isNull(users.lockoutEnd), lt(users.lockoutEnd, now)),
        eq(tenants.isDeleted, false),
      ),
    );
  return member?.tenantName ?? null;
}
