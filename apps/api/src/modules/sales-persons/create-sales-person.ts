import type { SalesPersonDto, SalesPersonInput } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { salesPersons } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { salesPersonAuditFields, salesPersonLabel, tenantNameOf, toSalesPersonDto } from './sales-person-dto.ts';

/** POST /api/salesperson: into the token's tenant. */
export async function createSalesPerson(ctx: AppContext, tenantId: number, input: SalesPersonInput): Promise<SalesPersonDto> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const [row] = await tx.insert(salesPersons).values({ tenantId, firstName: input.firstName, lastName: input.lastName }).returning();
    if (!row) throw new Error('insert returned no row');
    const created = toSalesPersonDto(row, await tenantNameOf(tx, tenantId));
    await recordAudit(tx, { action: 'create', entity: 'salesPerson', entityId: row.id, label: salesPersonLabel(row), changes: changesBetween(null, created, salesPersonAuditFields) });
    return created;
  });
}
