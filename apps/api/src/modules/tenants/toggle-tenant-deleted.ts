import { and, count, eq, inArray, not } from 'drizzle-orm';
import type { TenantDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { contractors, tenants, userTenants, users } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { deletedChange, toggleAction } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { fieldFailures, notFound } from '../../lib/errors.ts';
import { freshSecurityStampSql } from '../../db/fresh-security-stamp.ts';
import { toTenantDto } from './tenant-dto.ts';
import { changingAuth } from '../../lib/auth/changing-auth.ts';

/**
 * A tenant with members or live contractors stays: its users would be left without their client and its
 * records without their owner. Both counts are told at once.
 */
async function checkDeletable(tx: Tx, tenantId: number): Promise<void> {
  const [members] = await tx
    .select({ n: count() })
    .from(userTenants)
    .innerJoin(users, eq(users.id, userTenants.userId))
    .where(and(eq(userTenants.tenantId, tenantId), not(users.isDeleted)));
  const [liveContractors] = await tx
    .select({ n: count() })
    .from(contractors)
    .where(and(eq(contractors.tenantId, tenantId), not(contractors.isDeleted)));
  const refusals = [];
  if (members && members.n > 0) refusals.push({ propertyName: '', key: 'records.tenant.hasMembers' as const, params: { count: { count: members.n } } });
  if (liveContractors && liveContractors.n > 0) refusals.push({ propertyName: '', key: 'records.tenant.hasLiveContractors' as const, params: { count: { count: liveContractors.n } } });
  if (refusals.length > 0) throw fieldFailures(refusals);
}

/**
 * DELETE /api/tenants/{id}: toggles isDeleted. Deleting is refused while the tenant has members (users
 * not deleted) or live contractors, with their counts; nothing changes. A second DELETE restores (tenant
 * names need not be unique). It runs in the tenant's own scope: the administrator acts on that tenant's
 * memberships and contractors, which row-level security shows only there. Deleting still revokes the
 * tokens of any remaining (deleted) members' memberships, so nobody keeps working in a deleted tenant.
 */
export async function toggleTenantDeleted(ctx: AppContext, tenantId: number): Promise<TenantDto> {
  return changingAuth(ctx, 'everyone', () => withTenant(ctx.db, tenantId, async (tx) => {
    const [existing] = await tx.select({ isDeleted: tenants.isDeleted }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
    if (existing && !existing.isDeleted) await checkDeletable(tx, tenantId);
    const [row] = await tx
      .update(tenants)
      .set({ isDeleted: not(tenants.isDeleted) })
      .where(eq(tenants.id, tenantId))
      .returning();
    if (!row) throw notFound('tenant');
    if (row.isDeleted) {
      const members = tx.select({ id: userTenants.userId }).from(userTenants).where(eq(userTenants.tenantId, tenantId));
      await tx.update(users).set({ securityStamp: freshSecurityStampSql }).where(inArray(users.id, members));
    }
    // An administration entry although the scope is the tenant's: administration's trail is where tenants are kept.
    await recordAudit(tx, { action: toggleAction(row.isDeleted), entity: 'tenant', entityId: tenantId, label: row.name, changes: deletedChange(row.isDeleted), tenant: 'none' });
    return toTenantDto(row);
  }));
}
