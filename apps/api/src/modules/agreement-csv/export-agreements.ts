import { and, asc, eq, inArray, not } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { contractors, leaseAgreements, salesPersons } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import type { AgreementCsvColumn } from './agreement-csv-format.ts';
import { agreementCsvHeader, agreementCsvLine, byteOrderMark, decimalComma } from './agreement-csv-writer.ts';
import { guardFormula } from './formula-guard.ts';

type StoredAgreement = typeof leaseAgreements.$inferSelect;

const money = (numericText: string) => decimalComma(numericText, true);
const rate = (numericText: string) => decimalComma(numericText, false);

/**
 * One stored agreement in the import's columns: its input exactly as stored (money to the cent, rates with every
 * stored decimal, the borrowing rate as a fraction, indexation as a percent, dates `YYYY-MM-DD`, enumerations
 * 0-based), so that importing the line reproduces every figure. Text is guarded against formulas (formula-guard.ts).
 */
function cellsOf(agreement: StoredAgreement, taxId: string, salesPerson: string | null): Record<AgreementCsvColumn, string> {
  return {
    contractorTaxId: taxId,
    contractNumber: guardFormula(agreement.contractNumber),
    scheduleNumber: guardFormula(agreement.scheduleNumber),
    startingDate: agreement.startingDate,
    termInMonths: String(agreement.termInMonths),
    rentPaymentAmount: money(agreement.rentPaymentAmount),
    closingDate: agreement.closingDate,
    paymentDue: String(agreement.paymentDue),
    paymentInterval: String(agreement.paymentInterval),
    residualValueSettlement: String(agreement.residualValueSettlement),
    totalEquipmentCost: money(agreement.totalEquipmentCost),
    salesPersonCommission: money(agreement.salesPersonCommission),
    subRentAndArrangmentFee: money(agreement.subRentAndArrangmentFee),
    residualValue: money(agreement.residualValue),
    rentFreePeriodInMonths: String(agreement.rentFreePeriodInMonths),
    indexationRate: rate(agreement.indexationRate),
    incrementalBorrowingRate: rate(agreement.incrementalBorrowingRate),
    rateConvention: String(agreement.rateConvention),
    shouldRateBeCalculated: String(agreement.shouldRateBeCalculated),
    accountingStandard: String(agreement.accountingStandard),
    leaseType: String(agreement.leaseType),
    assetCategory: String(agreement.assetCategory),
    assetName: guardFormula(agreement.assetName),
    leasePremium: money(agreement.leasePremium),
    initialDirectCosts: money(agreement.initialDirectCosts),
    dismantlingProvision: money(agreement.dismantlingProvision),
    leaseIncentive: money(agreement.leaseIncentive),
    leaseholdImprovements: money(agreement.leaseholdImprovements),
    depreciationMethod: String(agreement.depreciationMethod),
    transferToFactorDate: agreement.transferToFactorDate ?? '',
    factoringContractNumber: guardFormula(agreement.factoringContractNumber),
    salesPerson: salesPerson === null ? '' : guardFormula(salesPerson),
  };
}

/**
 * GET /api/leaseagreements/csv (FORMATS §4): the live agreements of the chosen contractors (null: of every
 * contractor) in the columns of the import, oldest first, as UTF-8 text with a byte-order mark, `;` and decimal
 * commas. Another tenant's contractor ids match nothing (row-level security, and the tenant in the filter).
 */
export async function exportAgreements(ctx: AppContext, tenantId: number, contractorIds: readonly number[] | null): Promise<string> {
  const rows = await withTenant(ctx.db, tenantId, (tx) =>
    tx
      .select({ agreement: leaseAgreements, taxId: contractors.taxId, firstName: salesPersons.firstName, lastName: salesPersons.lastName })
      .from(leaseAgreements)
      .innerJoin(contractors, and(eq(contractors.tenantId, leaseAgreements.tenantId), eq(contractors.id, leaseAgreements.contractorId)))
      .leftJoin(salesPersons, and(eq(salesPersons.tenantId, leaseAgreements.tenantId), eq(salesPersons.id, leaseAgreements.salesPersonId)))
      .where(and(eq(leaseAgreements.tenantId, tenantId), not(leaseAgreements.isDeleted), contractorIds === null ? undefined : inArray(leaseAgreements.contractorId, [...contractorIds])))
      .orderBy(asc(leaseAgreements.id)),
  );
  const lines = rows.map(({ agreement, taxId, firstName, lastName }) => agreementCsvLine(cellsOf(agreement, taxId, firstName === null ? null : `${firstName} ${lastName ?? ''}`)));
  return `${byteOrderMark}${agreementCsvHeader()}${lines.join('')}`;
}
