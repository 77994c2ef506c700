import { and, eq, not } from 'drizzle-orm';
import type { SalesPersonDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { salesPersons } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { tenantNameOf, toSalesPersonDto } from './sales-person-dto.ts';

/** DELETE /api/salespersons/{id}: toggles isDeleted (SPEC §4); a second DELETE restores. */
export async function toggleSalesPersonDeleted(ctx: AppContext, tenantId: number, id: number): Promise<SalesPersonDto> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    const [row] = await tx
      .update(salesPersons)
      .set({ isDeleted: not(salesPersons.isDeleted) })
      .where(and(eq(salesPersons.id, id), eq(salesPersons.tenantId, tenantId)))
      .returning();
    if (!row) throw notFound('Sales person');
    return toSalesPersonDto(row, await tenantNameOf(tx, tenantId));
  });
}
