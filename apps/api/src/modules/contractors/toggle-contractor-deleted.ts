import { and, eq, not } from 'drizzle-orm';
import type { ContractorDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { contractors } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { toContractorDto } from './contractor-dto.ts';
import { checkTaxIdFree, guardTaxId } from './tax-id-free.ts';

/**
 * DELETE /api/contractors/{id}: toggles isDeleted (SPEC §4). Deleting takes the contractor out of
 * lists, search and GET by id; a second DELETE restores it, unless a live contractor has taken its
 * tax id meanwhile (field error on taxId).
 */
export async function toggleContractorDeleted(ctx: AppContext, tenantId: number, id: number): Promise<ContractorDto> {
  const byId = and(eq(contractors.id, id), eq(contractors.tenantId, tenantId));
  return withTenant(ctx.db, tenantId, async (tx) => {
    const [existing] = await tx.select({ isDeleted: contractors.isDeleted, taxId: contractors.taxId }).from(contractors).where(byId);
    if (!existing) throw notFound('Contractor');
    if (existing.isDeleted) await checkTaxIdFree(tx, tenantId, existing.taxId, id);
    const [row] = await guardTaxId(tx.update(contractors).set({ isDeleted: not(contractors.isDeleted) }).where(byId).returning());
    if (!row) throw notFound('Contractor');
    return toContractorDto(row);
  });
}
