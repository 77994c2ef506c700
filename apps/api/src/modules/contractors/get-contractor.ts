import { and, eq, not } from 'drizzle-orm';
import type { ContractorDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { contractors } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { toContractorDto } from './contractor-dto.ts';

/** GET /api/contractors/{id}: a live contractor of the tenant; deleted ones and other tenants' are 404. */
export async function getContractor(ctx: AppContext, tenantId: number, id: number): Promise<ContractorDto> {
  const [row] = await withTenant(ctx.db, tenantId, (tx) =>
    tx
      .select()
      .from(contractors)
      .where(and(eq(contractors.id, id), eq(contractors.tenantId, tenantId), not(contractors.isDeleted))),
  );
  if (!row) throw notFound('contractor');
  return toContractorDto(row);
}
