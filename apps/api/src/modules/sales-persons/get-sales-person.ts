import { and, eq, not } from 'drizzle-orm';
import type { SalesPersonDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { salesPersons } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { selectSalesPersonDtos, toSalesPersonDto } from './sales-person-dto.ts';

/** GET /api/salespersons/{id}: a live sales person of the tenant; deleted ones and other tenants' are 404. */
export async function getSalesPerson(ctx: AppContext, tenantId: number, id: number): Promise<SalesPersonDto> {
  const [row] = await withTenant(ctx.db, tenantId, (tx) => selectSalesPersonDtos(tx, tenantId, and(eq(salesPersons.id, id), not(salesPersons.isDeleted))));
  if (!row) throw notFound('salesPerson');
  return toSalesPersonDto(row.person, row.tenantName);
}
