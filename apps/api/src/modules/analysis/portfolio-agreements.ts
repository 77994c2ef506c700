import { and, eq, inArray, not, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { contractors, leaseAgreements, savedReports } from '../../db/schema.ts';
import type { AgreementRow } from '../lease-agreements/agreement-rows.ts';

/** An agreement of a portfolio run, as stored, with the name of its contractor. */
export type PortfolioAgreement = { agreement: AgreementRow; contractorName: string };

/** accounting_standard of IFRS16 agreements (DOMAIN §1: 0 CSI, 1 IFRS16). */
const ifrs16 = 1;

/** Which agreements a portfolio reads: those a request selects now, or exactly those a stored run answered. */
export type PortfolioSelection = { contractorIds: readonly number[] | null | undefined } | { savedReportId: number };

function selectionCondition(tenantId: number, selection: PortfolioSelection): SQL | undefined {
  const a = leaseAgreements;
  if ('savedReportId' in selection) {
    // The run's agreements as they are stored now; one deleted since is left out.
    const answered = sql`select unnest(${savedReports.agreementIds}) from ${savedReports} where ${savedReports.tenantId} = ${tenantId} and ${savedReports.id} = ${selection.savedReportId}`;
    return sql`${a.id} in (${answered})`;
  }
  const ids = selection.contractorIds;
  return and(eq(a.accountingStandard, ifrs16), ids && ids.length > 0 ? inArray(a.contractorId, [...ids]) : undefined);
}

/**
 * The tenant's live agreements of a portfolio in one query, ordered as the reports order them: contractor in
 * Polish order (`sort_key`, ARCHITECTURE §5), contract and schedule number byte by byte (collation "C", the same
 * on both engines), then id. Another tenant's contractor ids match nothing.
 */
export function portfolioAgreements(tx: Tx, tenantId: number, selection: PortfolioSelection): Promise<PortfolioAgreement[]> {
  const a = leaseAgreements;
  return tx
    .select({ agreement: a, contractorName: contractors.name })
    .from(a)
    .innerJoin(contractors, and(eq(contractors.tenantId, a.tenantId), eq(contractors.id, a.contractorId)))
    .where(and(eq(a.tenantId, tenantId), not(a.isDeleted), selectionCondition(tenantId, selection)))
    .orderBy(contractors.sortKey, sql`${a.contractNumber} collate "C"`, sql`${a.scheduleNumber} collate "C"`, a.id);
}
