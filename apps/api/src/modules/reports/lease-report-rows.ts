import { sql, type SQL } from 'drizzle-orm';
import { AccountingStandard, type AgreementFilter, type LeaseReportRow } from '@leasedesk/contract';
import { contractors, leaseAgreements, leaseCalculations, salesPersons } from '../../db/schema.ts';
import { reportAgreementsCondition } from './agreement-filter-condition.ts';

/**
 * ORDER BY of both reports: contractor in Polish order (`sort_key`, ARCHITECTURE §5), then contract and
 * schedule number byte by byte (collation "C": the same order on PGlite and PostgreSQL whatever the
 * database's collation), then the agreement id, so two agreements never tie.
 */
export const agreementOrder = sql`${contractors.sortKey}, ${leaseAgreements.contractNumber} collate "C", ${leaseAgreements.scheduleNumber} collate "C", ${leaseAgreements.id}`;

/** FROM of both reports: the agreements with their contractor (the filter's condition is their WHERE). */
export const agreementsWithContractor = sql`
  from ${leaseAgreements}
  join ${contractors} on ${contractors.tenantId} = ${leaseAgreements.tenantId} and ${contractors.id} = ${leaseAgreements.contractorId}`;

/** A lease report row as the query writes it (report-cursor.ts: one JSON array per row), in this order. */
export type LeaseReportDbRow = [
  leaseAgreementId: number,
  contractorName: string,
  contractNumber: string,
  scheduleNumber: string,
  factoringContractNumber: string,
  startingDate: string,
  closingDate: string,
  totalEquipmentCost: number,
  paymentInterval: number,
  paymentDue: number,
  leaseType: number,
  salesPerson: string | null,
  leaseLiability: number | null,
  rightOfUse: number | null,
];

/** An IFRS16 agreement's figure of its calculation; null for a CSI agreement, whose calculation holds the lessor's figures. */
const lesseeFigure = (figure: SQL) =>
  sql`case when ${leaseAgreements.accountingStandard} = ${AccountingStandard.IFRS16} then ${figure} end`;

/**
 * The lease report (POST /api/leaseagreements/report and its Excel): one row per matching live agreement,
 * with the lessee's lease liability and right-of-use asset at commencement (DOMAIN §5) from its calculation.
 */
export function leaseReportQuery(tenantId: number, filter: AgreementFilter, savedReportId?: number): SQL {
  return sql`select json_build_array(
      ${leaseAgreements.id}, ${contractors.name}, ${leaseAgreements.contractNumber}, ${leaseAgreements.scheduleNumber},
      ${leaseAgreements.factoringContractNumber}, ${leaseAgreements.startingDate}, ${leaseAgreements.closingDate},
      ${leaseAgreements.totalEquipmentCost}, ${leaseAgreements.paymentInterval}, ${leaseAgreements.paymentDue}, ${leaseAgreements.leaseType},
      case when ${salesPersons.id} is null then null else ${salesPersons.firstName} || ' ' || ${salesPersons.lastName} end,
      ${lesseeFigure(sql`${leaseCalculations.totalPresentValueOfLeasePayments}`)}, ${lesseeFigure(sql`${leaseCalculations.costOfEquipment}`)}
    )::text as row
    ${agreementsWithContractor}
    left join ${salesPersons} on ${salesPersons.tenantId} = ${leaseAgreements.tenantId} and ${salesPersons.id} = ${leaseAgreements.salesPersonId}
    left join ${leaseCalculations} on ${leaseCalculations.tenantId} = ${leaseAgreements.tenantId} and ${leaseCalculations.leaseAgreementId} = ${leaseAgreements.id}
    where ${reportAgreementsCondition(tenantId, filter, savedReportId)}
    order by ${agreementOrder}`;
}

export function toLeaseReportRow(row: LeaseReportDbRow): LeaseReportRow {
  const [leaseAgreementId, contractorName, contractNumber, scheduleNumber, factoringContractNumber, startingDate, closingDate, totalEquipmentCost, paymentInterval, paymentDue, leaseType, salesPerson, leaseLiability, rightOfUse] = row;
  return { leaseAgreementId, contractorName, contractNumber, scheduleNumber, factoringContractNumber, startingDate, closingDate, totalEquipmentCost, paymentInterval, paymentDue, leaseType, salesPerson, leaseLiability, rightOfUse };
}
