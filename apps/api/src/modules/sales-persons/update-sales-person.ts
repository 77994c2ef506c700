import { and, eq, not } from 'drizzle-orm';
import type { SalesPersonDto, SalesPersonInput } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { salesPersons } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { tenantNameOf, toSalesPersonDto } from './sales-person-dto.ts';

/** PUT /api/salespersons/{id}: the names of a live sales person (a deleted one is 404). */
export async function updateSalesPerson(ctx: AppContext, tenantId: number, id: number, input: SalesPersonInput): Promise<SalesPersonDto> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const [row] = await tx
      .update(salesPersons)
      .set({ firstName: input.firstName, lastName: input.lastName })
      .where(and(eq(salesPersons.id, id), eq(salesPersons.tenantId, tenantId), not(salesPersons.isDeleted)))
      .returning();
    if (!row) throw notFound('salesPerson');
    return toSalesPersonDto(row, await tenantNameOf(tx, tenantId));
  });
}
