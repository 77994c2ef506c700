import { and, count, eq, not } from 'drizzle-orm';
import type { SalesPersonDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { leaseAgreements, salesPersons } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { deletedChange, toggleAction } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { fieldFailure, notFound } from '../../lib/errors.ts';
import { salesPersonLabel, tenantNameOf, toSalesPersonDto } from './sales-person-dto.ts';

/** A sales person named on live agreements stays: those agreements would point at someone gone. */
async function checkDeletable(tx: Tx, tenantId: number, id: number): Promise<void> {
  const [live] = await tx
    .select({ n: count() })
    .from(leaseAgreements)
    .where(and(eq(leaseAgreements.tenantId, tenantId), eq(leaseAgreements.salesPersonId, id), not(leaseAgreements.isDeleted)));
  const agreements = live?.n ?? 0;
  if (agreements > 0) throw fieldFailure('', 'records.salesPerson.onLiveAgreements', { count: { count: agreements } });
}

/**
 * DELETE /api/salespersons/{id}: toggles isDeleted (SPEC §4). Deleting is refused while the sales
 * person is on live agreements (their count in the message; nothing changes); a second DELETE
 * restores (sales persons have nothing that must stay unique). The row is locked first, so an agreement
 * saved at the same moment (which reads the sales person FOR SHARE) is either counted or refused.
 */
export async function toggleSalesPersonDeleted(ctx: AppContext, tenantId: number, id: number): Promise<SalesPersonDto> {
  const byId = and(eq(salesPersons.id, id), eq(salesPersons.tenantId, tenantId));
  return withTenant(ctx.db, tenantId, async (tx) => {
    const [existing] = await tx.select({ isDeleted: salesPersons.isDeleted }).from(salesPersons).where(byId).for('update');
    if (existing && !existing.isDeleted) await checkDeletable(tx, tenantId, id);
    const [row] = await tx
      .update(salesPersons)
      .set({ isDeleted: not(salesPersons.isDeleted) })
      .where(byId)
      .returning();
    if (!row) throw notFound('salesPerson');
    await recordAudit(tx, { action: toggleAction(row.isDeleted), entity: 'salesPerson', entityId: id, label: salesPersonLabel(row), changes: deletedChange(row.isDeleted) });
    return toSalesPersonDto(row, await tenantNameOf(tx, tenantId));
  });
}
