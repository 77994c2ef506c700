import { and, count, eq, ne, not } from 'drizzle-orm';
import type { ContractorDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { contractors, leaseAgreements } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { deletedChange, toggleAction } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { fieldFailure, notFound } from '../../lib/errors.ts';
import { toContractorDto } from './contractor-dto.ts';
import { guardTaxId } from './tax-id-free.ts';

/** A contractor with live agreements stays: deleting it would hide them from its lists while they still count. */
async function checkDeletable(tx: Tx, tenantId: number, id: number): Promise<void> {
  const [live] = await tx
    .select({ n: count() })
    .from(leaseAgreements)
    .where(and(eq(leaseAgreements.tenantId, tenantId), eq(leaseAgreements.contractorId, id), not(leaseAgreements.isDeleted)));
  const agreements = live?.n ?? 0;
  if (agreements > 0) throw fieldFailure('', 'records.contractor.hasLiveAgreements', { count: { count: agreements } });
}

/** Restoring must not make two live contractors with one tax id: the error names the one that has it. */
async function checkRestorable(tx: Tx, tenantId: number, id: number, taxId: string): Promise<void> {
  const [holder] = await tx
    .select({ name: contractors.name })
    .from(contractors)
    .where(and(eq(contractors.tenantId, tenantId), eq(contractors.taxId, taxId), not(contractors.isDeleted), ne(contractors.id, id)))
    .limit(1);
  if (holder) throw fieldFailure('taxId', 'records.contractor.restoreTaxIdTaken', { name: holder.name, taxId });
}

/**
 * DELETE /api/contractors/{id}: toggles isDeleted (SPEC §4). Deleting takes the contractor out of
 * lists, search and GET by id, and is refused while it has live agreements (their count in the
 * message; nothing changes). A second DELETE restores it, unless a live contractor has its tax id
 * (field error on taxId naming that contractor). The row is locked first, so an agreement saved at the
 * same moment (which reads the contractor FOR SHARE) is either counted or refused.
 */
export async function toggleContractorDeleted(ctx: AppContext, tenantId: number, id: number): Promise<ContractorDto> {
  const byId = and(eq(contractors.id, id), eq(contractors.tenantId, tenantId));
  return withTenant(ctx.db, tenantId, async (tx) => {
    const [existing] = await tx.select({ isDeleted: contractors.isDeleted, taxId: contractors.taxId }).from(contractors).where(byId).for('update');
    if (!existing) throw notFound('contractor');
    if (existing.isDeleted) await checkRestorable(tx, tenantId, id, existing.taxId);
    else await checkDeletable(tx, tenantId, id);
    const [row] = await guardTaxId(tx.update(contractors).set({ isDeleted: not(contractors.isDeleted) }).where(byId).returning());
    if (!row) throw notFound('contractor');
    await recordAudit(tx, { action: toggleAction(row.isDeleted), entity: 'contractor', entityId: id, label: row.name, changes: deletedChange(row.isDeleted) });
    return toContractorDto(row);
  });
}
