import type { ContractorDto, ContractorValues } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { contractors } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { contractorAuditFields, toContractorDto } from './contractor-dto.ts';
import { checkTaxIdFree, guardTaxId } from './tax-id-free.ts';

/** POST /api/contractor: into the token's tenant; the tax id arrives as its 10 checked digits. */
export async function createContractor(ctx: AppContext, tenantId: number, input: ContractorValues): Promise<ContractorDto> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    await checkTaxIdFree(tx, tenantId, input.taxId);
    const [row] = await guardTaxId(
      tx.insert(contractors).values({ tenantId, name: input.name, taxId: input.taxId, code: input.code }).returning(),
    );
    if (!row) throw new Error('insert returned no row');
    const created = toContractorDto(row);
    await recordAudit(tx, { action: 'create', entity: 'contractor', entityId: row.id, label: row.name, changes: changesBetween(null, created, contractorAuditFields) });
    return created;
  });
}
