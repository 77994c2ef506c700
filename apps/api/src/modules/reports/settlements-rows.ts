import { and, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { SettlementsReportRequest, SettlementsReportRow } from '@leasedesk/contract';
import { contractors, leaseAgreements, leaseAmortizations } from '../../db/schema.ts';
import { reportAgreementsCondition } from './agreement-filter-condition.ts';
import { agreementOrder, agreementsWithContractor } from './lease-report-rows.ts';

/** A settlements row as the query writes it (report-cursor.ts: one JSON array per row), in this order. */
export type SettlementsDbRow = [
  leaseAgreementId: number,
  contractorName: string,
  contractNumber: string,
  scheduleNumber: string,
  periodNumber: number,
  paymentDate: string,
  paymentAmount: number,
  interestAmount: number,
  principalAmount: number,
  closingBalance: number,
];

/**
 * The settlements report (POST /api/leaseamortizations/report and its Excel): the schedule rows of the
 * agreements the filter selects whose paymentDate falls in [periodStart, periodEnd], both days included,
 * by contractor, contract, schedule (as the lease report) and period. The rows are read by the
 * (tenant, payment date) index or by each agreement's (tenant, agreement, period) key, as the planner sees fit.
 */
export function settlementsQuery(tenantId: number, request: SettlementsReportRequest, savedReportId?: number): SQL {
  const s = leaseAmortizations;
  return sql`select json_build_array(
      ${s.leaseAgreementId}, ${contractors.name}, ${leaseAgreements.contractNumber}, ${leaseAgreements.scheduleNumber},
      ${s.periodNumber}, ${s.paymentDate}, ${s.paymentAmount}, ${s.interestAmount}, ${s.principalAmount}, ${s.closingBalance}
    )::text as row
    ${agreementsWithContractor}
    join ${s} on ${s.tenantId} = ${leaseAgreements.tenantId} and ${s.leaseAgreementId} = ${leaseAgreements.id}
    where ${and(reportAgreementsCondition(tenantId, request, savedReportId), sql`${s.tenantId} = ${tenantId}`, gte(s.paymentDate, request.periodStart), lte(s.paymentDate, request.periodEnd))}
    order by ${agreementOrder}, ${s.periodNumber}`;
}

export function toSettlementsRow(row: SettlementsDbRow): SettlementsReportRow {
  const [leaseAgreementId, contractorName, contractNumber, scheduleNumber, periodNumber, paymentDate, paymentAmount, interestAmount, principalAmount, closingBalance] = row;
  return { leaseAgreementId, contractorName, contractNumber, scheduleNumber, periodNumber, paymentDate, paymentAmount, interestAmount, principalAmount, closingBalance };
}

/** An amount of at most 2 decimals in integer cents (the stored numeric read as a JSON number: the nearest double, rounded back). */
export const centsOf = (amount: number): number => Math.round(amount * 100);
