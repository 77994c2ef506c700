import { and, eq, not } from 'drizzle-orm';
import type { SalesPersonDto, SalesPersonInput } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { salesPersons } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { notFound } from '../../lib/errors.ts';
import { salesPersonAuditFields, salesPersonLabel, tenantNameOf, toSalesPersonDto } from './sales-person-dto.ts';

/** PUT /api/salespersons/{id}: the names of a live sales person (a deleted one is 404). */
export async function updateSalesPerson(ctx: AppContext, tenantId: number, id: number, input: SalesPersonInput): Promise<SalesPersonDto> {
  const live = and(eq(salesPersons.id, id), eq(salesPersons.tenantId, tenantId), not(salesPersons.isDeleted));
  return withTenant(ctx.db, tenantId, async (tx) => {
    // Locked, so the names the trail keeps as "before" are the ones this update replaces.
    const [existing] = await tx.select({ firstName: salesPersons.firstName, lastName: salesPersons.lastName }).from(salesPersons).where(live).for('update');
    if (!existing) throw notFound('salesPerson');
    const [row] = await tx.update(salesPersons).set({ firstName: input.firstName, lastName: input.lastName }).where(live).returning();
    if (!row) throw notFound('salesPerson');
    const updated = toSalesPersonDto(row, await tenantNameOf(tx, tenantId));
    await recordAudit(tx, { action: 'update', entity: 'salesPerson', entityId: id, label: salesPersonLabel(row), changes: changesBetween(existing, updated, salesPersonAuditFields) });
    return updated;
  });
}
