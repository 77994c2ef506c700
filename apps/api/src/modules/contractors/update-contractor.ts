import { and, eq, not } from 'drizzle-orm';
import type { ContractorDto, ContractorValues } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { contractors } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { toContractorDto } from './contractor-dto.ts';
import { checkTaxIdFree, guardTaxId } from './tax-id-free.ts';

/** PUT /api/contractors/{id}: name, tax id and code of a live contractor (a deleted one is 404). */
export async function updateContractor(ctx: AppContext, tenantId: number, id: number, input: ContractorValues): Promise<ContractorDto> {
  const live = and(eq(contractors.id, id), eq(contractors.tenantId, tenantId), not(contractors.isDeleted));
  return withTenant(ctx.db, tenantId, async (tx) => {
    const [existing] = await tx.select({ id: contractors.id }).from(contractors).where(live);
    if (!existing) throw notFound('contractor');
    await checkTaxIdFree(tx, tenantId, input.taxId, id);
    const [row] = await guardTaxId(
      tx.update(contractors).set({ name: input.name, taxId: input.taxId, code: input.code }).where(live).returning(),
    );
    if (!row) throw notFound('contractor');
    return toContractorDto(row);
  });
}
