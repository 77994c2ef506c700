import type { TenantDto, TenantInput } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenants } from '../../db/schema.ts';
import { withAdministration } from '../../db/scope.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { tenantAuditFields, toTenantDto } from './tenant-dto.ts';

/** POST /api/tenant: a name and an accounting standard (CSI unless told). The logo has its own route. */
export async function createTenant(ctx: AppContext, input: TenantInput): Promise<TenantDto> {
  return withAdministration(ctx.db, async (tx) => {
    const [row] = await tx.insert(tenants).values({ name: input.name, accountingStandard: input.accountingStandard }).returning();
    if (!row) throw new Error('insert returned no row');
    const created = toTenantDto(row);
    await recordAudit(tx, { action: 'create', entity: 'tenant', entityId: row.id, label: row.name, changes: changesBetween(null, created, tenantAuditFields), tenant: 'none' });
    return created;
  });
}
