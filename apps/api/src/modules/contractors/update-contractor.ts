import { and, eq, not } from 'drizzle-orm';
import type { ContractorDto, ContractorValues } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { contractors } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { notFound } from '../../lib/errors.ts';
import { contractorAuditFields, toContractorDto } from './contractor-dto.ts';
import { checkTaxIdFree, guardTaxId } from './tax-id-free.ts';

/** PUT /api/contractors/{id}: name, tax id and code of a live contractor (a deleted one is 404). */
export async function updateContractor(ctx: AppContext, tenantId: number, id: number, input: ContractorValues): Promise<ContractorDto> {
  const live = and(eq(contractors.id, id), eq(contractors.tenantId, tenantId), not(contractors.isDeleted));
  return withTenant(ctx.db, tenantId, async (tx) => {
    const [existing] = await tx.select().from(contractors).where(live).for('update');
    if (!existing) throw notFound('contractor');
    await checkTaxIdFree(tx, tenantId, input.taxId, id);
    const [row] = await guardTaxId(
      tx.update(contractors).set({ name: input.name, taxId: input.taxId, code: input.code }).where(live).returning(),
    );
    if (!row) throw notFound('contractor');
    const updated = toContractorDto(row);
    await recordAudit(tx, { action: 'update', entity: 'contractor', entityId: id, label: row.name, changes: changesBetween(toContractorDto(existing), updated, contractorAuditFields) });
    return updated;
  });
}
