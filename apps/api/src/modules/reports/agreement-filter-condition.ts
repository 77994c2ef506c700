import { and, eq, gte, inArray, isNotNull, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { AgreementFilter } from '@leasedesk/contract';
import { leaseAgreements, savedReports } from '../../db/schema.ts';

/** A list that filters: absent, null and empty all mean "any". */
const given = <T>(list: readonly T[] | null | undefined): list is readonly T[] => Array.isArray(list) && list.length > 0;

/**
 * The WHERE condition of the agreements an agreement filter (SPEC §3) selects, shared by the lease report
 * and the settlements report so both read the filter alike: the tenant's live agreements matching every
 * given value; an absent or null value, or an empty list, means "any".
 * - isFactoring true: sent to a factor (a transfer date or a factoring contract number); false: neither.
 * - startingDate: starting on or after it; closingDate: closing on or before it.
 * - number lists: exact matches of any in the list; id lists: ids of another tenant match nothing.
 * The tenant is the caller's (from the token); row-level security would hide other tenants' rows anyway.
 */
export function agreementFilterCondition(tenantId: number, filter: AgreementFilter): SQL {
  const a = leaseAgreements;
  const conditions: (SQL | undefined)[] = [eq(a.tenantId, tenantId), not(a.isDeleted)];
  if (given(filter.contractorIds)) conditions.push(inArray(a.contractorId, [...filter.contractorIds]));
  if (given(filter.salesPersonIds)) conditions.push(inArray(a.salesPersonId, [...filter.salesPersonIds]));
  if (given(filter.contractNumbers)) conditions.push(inArray(a.contractNumber, [...filter.contractNumbers]));
  if (given(filter.scheduleNumbers)) conditions.push(inArray(a.scheduleNumber, [...filter.scheduleNumbers]));
  if (given(filter.factorContractNumbers)) conditions.push(inArray(a.factoringContractNumber, [...filter.factorContractNumbers]));
  if (filter.isFactoring === true) conditions.push(or(isNotNull(a.transferToFactorDate), not(eq(a.factoringContractNumber, ''))));
  if (filter.isFactoring === false) conditions.push(and(isNull(a.transferToFactorDate), eq(a.factoringContractNumber, '')));
  if (filter.startingDate) conditions.push(gte(a.startingDate, filter.startingDate));
  if (filter.closingDate) conditions.push(lte(a.closingDate, filter.closingDate));
  if (filter.paymentInterval !== null && filter.paymentInterval !== undefined) conditions.push(eq(a.paymentInterval, filter.paymentInterval));
  if (filter.paymentDue !== null && filter.paymentDue !== undefined) conditions.push(eq(a.paymentDue, filter.paymentDue));
  if (filter.leaseType !== null && filter.leaseType !== undefined) conditions.push(eq(a.leaseType, filter.leaseType));
  return and(...conditions) as SQL;
}

/**
 * Where a stored report's Excel reads: exactly the agreements the run answered (saved_reports.agreement_ids),
 * as they are stored now, whatever the filter would select today (a report's Excel rebuilds exactly those rows).
 * A semi-join on the unnested list, so 100 000 ids cost one hash, not a scan of the array per row.
 */
export function savedAgreementsCondition(tenantId: number, reportId: number): SQL {
  const a = leaseAgreements;
  const saved = sql`select unnest(${savedReports.agreementIds}) from ${savedReports} where ${savedReports.tenantId} = ${tenantId} and ${savedReports.id} = ${reportId}`;
  return and(eq(a.tenantId, tenantId), sql`${a.id} in (${saved})`) as SQL;
}

/** The agreements of a run: those the filter selects now, or, for a stored report's Excel, those it answered. */
export function reportAgreementsCondition(tenantId: number, filter: AgreementFilter, savedReportId?: number): SQL {
  return savedReportId === undefined ? agreementFilterCondition(tenantId, filter) : savedAgreementsCondition(tenantId, savedReportId);
}
