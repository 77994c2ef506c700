import type { SalesPersonDto, SalesPersonInput } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { salesPersons } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { tenantNameOf, toSalesPersonDto } from './sales-person-dto.ts';

/** POST /api/salesperson: into the token's tenant. */
export async function createSalesPerson(ctx: AppContext, tenantId: number, input: SalesPersonInput): Promise<SalesPersonDto> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const [row] = await tx.insert(salesPersons).values({ tenantId, firstName: input.firstName, lastName: input.lastName }).returning();
    if (!row) throw new Error('insert returned no row');
    return toSalesPersonDto(row, await tenantNameOf(tx, tenantId));
  });
}
