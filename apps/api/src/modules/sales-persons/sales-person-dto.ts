import { and, eq, type SQL } from 'drizzle-orm';
import type { SalesPersonDto } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { salesPersons, tenants } from '../../db/schema.ts';

type SalesPersonRow = typeof salesPersons.$inferSelect;

export function toSalesPersonDto(row: SalesPersonRow, tenantName: string): SalesPersonDto {
  return { id: row.id, firstName: row.firstName, lastName: row.lastName, tenantId: row.tenantId, isDeleted: row.isDeleted, tenant: { name: tenantName } };
}

/** What the trail records of a sales person's changes (wire names). */
export const salesPersonAuditFields = ['firstName', 'lastName'] as const satisfies readonly (keyof SalesPersonDto)[];

/** What the trail calls a sales person: "First Last", as lists show them. */
export const salesPersonLabel = (row: Pick<SalesPersonRow, 'firstName' | 'lastName'>): string => `${row.firstName} ${row.lastName}`;

/** Sales persons of the tenant matching `where`, with the tenant's name, as the wire shows them. */
export function selectSalesPersonDtos(tx: Tx, tenantId: number, where: SQL | undefined) {
  return tx
    .select({ person: salesPersons, tenantName: tenants.name })
    .from(salesPersons)
    .innerJoin(tenants, eq(tenants.id, salesPersons.tenantId))
    .where(and(eq(salesPersons.tenantId, tenantId), where));
}

/** The name shown as `tenant.name` beside a row just written. */
export async function tenantNameOf(tx: Tx, tenantId: number): Promise<string> {
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
  return tenant?.name ?? '';
}
