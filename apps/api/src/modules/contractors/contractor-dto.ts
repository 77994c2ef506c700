import type { ContractorDto } from '@leasedesk/contract';
import type { contractors } from '../../db/schema.ts';

type ContractorRow = typeof contractors.$inferSelect;

export function toContractorDto(row: ContractorRow): ContractorDto {
  return {
    id: row.id,
    createDate: row.createDate.toISOString(),
    isDeleted: row.isDeleted,
    name: row.name,
    taxId: row.taxId,
    code: row.code,
    tenantId: row.tenantId,
  };
}

/** What the trail records of a contractor's changes (wire names). */
export const contractorAuditFields = ['name', 'taxId', 'code'] as const satisfies readonly (keyof ContractorDto)[];
