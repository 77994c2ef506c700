import { and, asc, count, eq, not } from 'drizzle-orm';
import type { LeaseAgreementListRow, PagedResult } from '@leasedesk/contract';
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
  if (!row) throw notFound('Contractor');
  return row;
}

/** GET /api/leaseagreements/{page}/{pageSize}/contractors/{id}: a contractor's live agreements by contract and schedule number. */
export async function listContractorAgreements(ctx: AppContext, caller: AgreementCaller, contractorId: number, paging: Paging): Promise<PagedResult<LeaseAgreementListRow>> {
  const { tenantId } = caller;
  const { rows, total, contractorName } = await withTenant(ctx.db, tenantId, async (tx) => {
    const contractor = await requireContractor(tx, tenantId, contractorId);
    const live = and(eq(leaseAgreements.tenantId, tenantId), eq(leaseAgreements.contractorId, contractorId), not(leaseAgreements.isDeleted));
    const [counted] = await tx.select({ n: count() }).from(leaseAgreements).where(live);
    const page = await tx
      .select({ agreement: leaseAgreements, firstName: salesPersons.firstName, lastName: salesPersons.lastName })
      .from(leaseAgreements)
      .leftJoin(salesPersons, and(eq(salesPersons.tenantId, leaseAgreements.tenantId), eq(salesPersons.id, leaseAgreements.salesPersonId)))
      .where(live)
      .orderBy(asc(leaseAgreements.contractNumber), asc(leaseAgreements.scheduleNumber), asc(leaseAgreements.id))
      .limit(paging.pageSize)
      .offset(offsetOf(paging));
    return { rows: page, total: counted?.n ?? 0, contractorName: contractor.name };
  });
  const items = await Promise.all(
    rows.map(async ({ agreement: a, firstName, lastName }) => ({
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
