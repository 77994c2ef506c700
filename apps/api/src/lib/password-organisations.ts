import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { tenants, userTenants } from '../db/schema.ts';
import { withAdministration, withUser } from '../db/scope.ts';

/**
 * The names of the tenants a password's owner works for (password-policy.ts refuses them inside a
 * password): an administrator names them when creating or editing the account; the owner's own
 * memberships when changing or resetting it.
 */
export async function tenantNamesOf(db: Db, tenantIds: readonly number[]): Promise<string[]> {
  if (tenantIds.length === 0) return [];
  const rows = await withAdministration(db, (tx) => tx.select({ name: tenants.name }).from(tenants).where(inArray(tenants.id, [...tenantIds])));
  return rows.map((row) => row.name);
}

export async function tenantNamesOfUser(db: Db, userId: number): Promise<string[]> {
  const rows = await withUser(db, userId, (tx) =>
    tx.select({ name: tenants.name }).from(userTenants).innerJoin(tenants, eq(tenants.id, userTenants.tenantId)).where(eq(userTenants.userId, userId)),
  );
  return rows.map((row) => row.name);
}
