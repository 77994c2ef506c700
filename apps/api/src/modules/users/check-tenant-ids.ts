import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { tenants } from '../../db/schema.ts';
import { fieldFailure } from '../../lib/errors.ts';

/** Every id must name a live tenant; the first that does not is reported on `tenantIds`. */
export async function checkTenantIds(tx: Tx, tenantIds: number[]): Promise<void> {
  if (tenantIds.length === 0) return;
  const found = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(inArray(tenants.id, tenantIds), eq(tenants.isDeleted, false)));
  const known = new Set(found.map((row) => row.id));
  const unknown = tenantIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw fieldFailure('tenantIds', 'records.user.unknownTenant', { tenantId: String(unknown) });
}
