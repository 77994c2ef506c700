import { eq } from 'drizzle-orm';
import type { TenantDto, TenantInput } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { notFound } from '../../lib/errors.ts';
import { tenantAuditFields, toTenantDto } from './tenant-dto.ts';

/** PUT /api/tenants/{id}: name and accounting standard (deleted tenants too: they may be restored). */
export async function updateTenant(ctx: AppContext, tenantId: number, input: TenantInput): Promise<TenantDto> {
  const byId = eq(tenants.id, tenantId);
  return withAdministration(ctx.db, async (tx) => {
    // The values before, for the trail; locked so a concurrent update cannot slip between this read and the write.
    const [existing] = await tx.select({ name: tenants.name, accountingStandard: tenants.accountingStandard }).from(tenants).where(byId).for('update');
    if (!existing) throw notFound('tenant');
    const [row] = await tx.update(tenants).set({ name: input.name, accountingStandard: input.accountingStandard }).where(byId).returning();
    if (!row) throw notFound('tenant');
    const updated = toTenantDto(row);
    await recordAudit(tx, { action: 'update', entity: 'tenant', entityId: tenantId, label: row.name, changes: changesBetween(existing, updated, tenantAuditFields), tenant: 'none' });
    return updated;
  });
}
