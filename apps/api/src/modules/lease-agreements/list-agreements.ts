import { and, asc, count, desc, eq, not, type SQL } from 'drizzle-orm';
import type { AgreementListQuery, AgreementListSortKey, LeaseAgreementListRow, PagedResult } from '@leasedesk/contract';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { contractors, leaseAgreements, salesPersons } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { offsetOf, pagedResult, type Paging } from '../../lib/paging.ts';
import { num } from './agreement-rows.ts';
import { agreementToken, type AgreementCaller } from './agreement-record.ts';

/** A live contractor of the tenant, else 404 exactly as for one that does not exist. */
export async function requireContractor(tx: Tx, tenantId: number, contractorId: number): Promise<{ id: number; name: string }> {
  const [row] = await tx
    .select({ id: contractors.id, name: contractors.name })
    .from(contractors)
    .where(and(eq(contractors.id, contractorId), eq(contractors.tenantId, tenantId), not(contractors.isDeleted)));
  if (!row) throw notFound('contractor');
  return row;
}

/** The column behind each whitelisted sort key (the query never reaches the SQL as text). */
const sortColumns: Record<AgreementListSortKey, AnyPgColumn> = {
  contractNumber: leaseAgreements.contractNumber,
  scheduleNumber: leaseAgreements.scheduleNumber,
  contractorName: contractors.name,
  startingDate: leaseAgreements.startingDate,
  closingDate: leaseAgreements.closingDate,
  totalEquipmentCost: leaseAgreements.totalEquipmentCost,
};

/**
 * ORDER BY of a list: the chosen column, then the id in the same direction, so rows with equal values
 * keep one order across pages (and descending is exactly ascending reversed). No sort: by contract
 * and schedule number, as SPEC's per-contractor list always was.
 */
function orderOf(query: AgreementListQuery): SQL[] {
  const by = query.direction === 'desc' ? desc : asc;
  if (!query.sort) return [asc(leaseAgreements.contractNumber), asc(leaseAgreements.scheduleNumber), asc(leaseAgreements.id)];
  return [by(sortColumns[query.sort]), by(leaseAgreements.id)];
}

/** Whose agreements: one live contractor's (SPEC §7), or every live agreement of the tenant ("all"). */
export type AgreementListScope = { contractorId: number } | 'all';

/**
 * GET /api/leaseagreements/{page}/{pageSize}/contractors/{id|all}: live agreements, paged and sorted on
 * the server, each with its contractor's name. A contractor's list answers 404 for a contractor that is
 * not the tenant's; the tenant's list shows the live agreements of every contractor.
 */
export async function listAgreements(
  ctx: AppContext,
  caller: AgreementCaller,
  scope: AgreementListScope,
  paging: Paging,
  query: AgreementListQuery = {},
): Promise<PagedResult<LeaseAgreementListRow>> {
  const { tenantId } = caller;
  const { rows, total } = await withTenant(ctx.db, tenantId, async (tx) => {
    const conditions = [eq(leaseAgreements.tenantId, tenantId), not(leaseAgreements.isDeleted)];
    if (scope !== 'all') {
      await requireContractor(tx, tenantId, scope.contractorId);
      conditions.push(eq(leaseAgreements.contractorId, scope.contractorId));
    }
    const live = and(...conditions);
    const [counted] = await tx.select({ n: count() }).from(leaseAgreements).where(live);
    const page = await tx
      .select({ agreement: leaseAgreements, contractorName: contractors.name, firstName: salesPersons.firstName, lastName: salesPersons.lastName })
      .from(leaseAgreements)
      .innerJoin(contractors, and(eq(contractors.tenantId, leaseAgreements.tenantId), eq(contractors.id, leaseAgreements.contractorId)))
      .leftJoin(salesPersons, and(eq(salesPersons.tenantId, leaseAgreements.tenantId), eq(salesPersons.id, leaseAgreements.salesPersonId)))
      .where(live)
      .orderBy(...orderOf(query))
      .limit(paging.pageSize)
      .offset(offsetOf(paging));
    return { rows: page, total: counted?.n ?? 0 };
  });
  const items = await Promise.all(
    rows.map(async ({ agreement: a, contractorName, firstName, lastName }) => ({
      id: a.id,
      contractNumber: a.contractNumber,
      scheduleNumber: a.scheduleNumber,
      contractorName,
      startingDate: a.startingDate,
      closingDate: a.closingDate,
      salesPerson: firstName !== null && lastName !== null ? `${firstName} ${lastName}` : null,
      token: await agreementToken(ctx, caller, a.id),
      factoringContractNumber: a.factoringContractNumber,
      totalEquipmentCost: num(a.totalEquipmentCost),
      accountingStandard: a.accountingStandard,
      termInMonths: a.termInMonths,
      rentPaymentAmount: num(a.rentPaymentAmount),
    })),
  );
  return pagedResult(items, total, paging);
}
