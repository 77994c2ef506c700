import { and, asc, eq, inArray, not } from 'drizzle-orm';
import type { AgreementNumbersLookup } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { leaseAgreements } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { agreementNotFound, agreementToken, type AgreementCaller } from './agreement-record.ts';
import { requireContractor } from './list-agreements.ts';

const liveOf = (tenantId: number) => and(eq(leaseAgreements.tenantId, tenantId), not(leaseAgreements.isDeleted));

/** GET /api/contractors/{id}/leaseagreements: the contractor's live contract numbers, sorted, each once. */
export function contractNumbersOfContractor(ctx: AppContext, tenantId: number, contractorId: number): Promise<string[]> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    await requireContractor(tx, tenantId, contractorId);
    const rows = await tx
      .selectDistinct({ value: leaseAgreements.contractNumber })
      .from(leaseAgreements)
      .where(and(liveOf(tenantId), eq(leaseAgreements.contractorId, contractorId)))
      .orderBy(asc(leaseAgreements.contractNumber));
    return rows.map((row) => row.value);
  });
}

/** GET /api/contractors/{id}/leaseagreements/{leaseAgreementNumber}/schedules: schedule numbers of one contract. */
export function scheduleNumbersOfContract(ctx: AppContext, tenantId: number, contractorId: number, contractNumber: string): Promise<string[]> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    await requireContractor(tx, tenantId, contractorId);
    const rows = await tx
      .select({ value: leaseAgreements.scheduleNumber })
      .from(leaseAgreements)
      .where(and(liveOf(tenantId), eq(leaseAgreements.contractorId, contractorId), eq(leaseAgreements.contractNumber, contractNumber)))
      .orderBy(asc(leaseAgreements.scheduleNumber));
    return rows.map((row) => row.value);
  });
}

/** GET /api/contractors/{id}/leaseagreements/{leaseAgreementNumber}/{scheduleNumber}: the agreement's id and download token. */
export async function agreementReferenceOf(ctx: AppContext, caller: AgreementCaller, contractorId: number, contractNumber: string, scheduleNumber: string): Promise<{ id: number; token: string }> {
  const { tenantId } = caller;
  const row = await withTenant(ctx.db, tenantId, async (tx) => {
    await requireContractor(tx, tenantId, contractorId);
    const [found] = await tx
      .select({ id: leaseAgreements.id })
      .from(leaseAgreements)
      .where(and(liveOf(tenantId), eq(leaseAgreements.contractorId, contractorId), eq(leaseAgreements.contractNumber, contractNumber), eq(leaseAgreements.scheduleNumber, scheduleNumber)));
    return found;
  });
  if (!row) throw agreementNotFound();
  return { id: row.id, token: await agreementToken(ctx, caller, row.id) };
}

/**
 * POST /api/contractors/ids/leaseagreements/contractnumbers and .../schedulnumbers: the distinct
 * numbers of the tenant's live agreements of those contractors (ids of other tenants match nothing).
 * The body is SPEC §7's plain list of contractor ids, or SPEC §3's lookup request
 * `{ contractorsIds, contractNumbers }`: given contract numbers (not absent, null or empty) narrow the
 * agreements to those contracts, so the schedule numbers are those of the chosen contracts (the
 * /accounting picker with several contractors), and the contract numbers those of the list that exist.
 */
export function numbersOfContractors(ctx: AppContext, tenantId: number, lookup: AgreementNumbersLookup, which: 'contractNumber' | 'scheduleNumber'): Promise<string[]> {
  const { contractorIds, contractNumbers } = Array.isArray(lookup) ? { contractorIds: lookup, contractNumbers: null } : { contractorIds: lookup.contractorsIds, contractNumbers: lookup.contractNumbers };
  if (contractorIds.length === 0) return Promise.resolve([]);
  const column = which === 'contractNumber' ? leaseAgreements.contractNumber : leaseAgreements.scheduleNumber;
  const ofContracts = contractNumbers && contractNumbers.length > 0 ? inArray(leaseAgreements.contractNumber, contractNumbers) : undefined;
  return withTenant(ctx.db, tenantId, async (tx) => {
    const rows = await tx
      .selectDistinct({ value: column })
      .from(leaseAgreements)
      .where(and(liveOf(tenantId), inArray(leaseAgreements.contractorId, contractorIds), ofContracts))
      .orderBy(asc(column));
    return rows.map((row) => row.value);
  });
}
