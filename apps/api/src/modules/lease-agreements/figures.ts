import { and, eq } from 'drizzle-orm';
import { calculateLease, type AgreementInput, type LeaseOutcome } from '@leasedesk/lease-math';
import type { Tx } from '../../db/client.ts';
import { depreciations, leaseAmortizations, leaseCalculations } from '../../db/schema.ts';
import { fieldFailures } from '../../lib/errors.ts';
import { num, type AgreementRow } from './agreement-rows.ts';
import { calculationMessages } from './calculation-messages.ts';
import { insertDepreciationRows, insertScheduleRows, withCumulativePayments } from './figure-rows.ts';
import { matchInvoiceLines } from '../invoices/match-invoice-lines.ts';

/** The fields lease-math reads, as the agreement holds them (wire names). */
export type AgreementFigureFields = {
  startingDate: string;
  termInMonths: number;
  rentPaymentAmount: number;
  subRentAndArrangmentFee: number;
  residualValue: number;
  totalEquipmentCost: number;
  salesPersonCommission: number;
  paymentDue: number;
  paymentInterval: number;
  residualValueSettlement: number;
  rentFreePeriodInMonths: number;
  indexationRate: number;
  incrementalBorrowingRate: number;
  shouldRateBeCalculated: boolean;
  accountingStandard: number;
  rateConvention: number;
  leasePremium: number;
  initialDirectCosts: number;
  dismantlingProvision: number;
  leaseIncentive: number;
  leaseholdImprovements: number;
  depreciationMethod: number;
};

/** Which figures a recompute replaces. */
export type FigurePart = 'calculation' | 'schedule' | 'depreciation';
export const allFigureParts: readonly FigurePart[] = ['calculation', 'schedule', 'depreciation'];

/**
 * Every figure of an agreement, from lease-math and nowhere else (DOMAIN). Its field errors (wire
 * names, codes and parameters) become the envelope's errors, worded in the caller's language.
 * lease-math checks every enumeration's range at run time, hence the cast from plain numbers to its
 * enum types.
 */
export function calculateFigures(fields: AgreementFigureFields): LeaseOutcome {
  const result = calculateLease(fields as AgreementInput);
  if (!result.ok) throw fieldFailures(calculationMessages(result.errors));
  return result;
}

/** The fields lease-math reads, from a parsed input (create, update, preview) and the standard that applies. */
export function figureFieldsOfInput(input: Omit<AgreementFigureFields, 'accountingStandard'>, accountingStandard: number): AgreementFigureFields {
  return {
    startingDate: input.startingDate,
    termInMonths: input.termInMonths,
    rentPaymentAmount: input.rentPaymentAmount,
    subRentAndArrangmentFee: input.subRentAndArrangmentFee,
    residualValue: input.residualValue,
    totalEquipmentCost: input.totalEquipmentCost,
    salesPersonCommission: input.salesPersonCommission,
    paymentDue: input.paymentDue,
    paymentInterval: input.paymentInterval,
    residualValueSettlement: input.residualValueSettlement,
    rentFreePeriodInMonths: input.rentFreePeriodInMonths,
    indexationRate: input.indexationRate,
    incrementalBorrowingRate: input.incrementalBorrowingRate,
    shouldRateBeCalculated: input.shouldRateBeCalculated,
    accountingStandard,
    rateConvention: input.rateConvention,
    leasePremium: input.leasePremium,
    initialDirectCosts: input.initialDirectCosts,
    dismantlingProvision: input.dismantlingProvision,
    leaseIncentive: input.leaseIncentive,
    leaseholdImprovements: input.leaseholdImprovements,
    depreciationMethod: input.depreciationMethod,
  };
}

export function figureFieldsOf(row: AgreementRow): AgreementFigureFields {
  return {
    startingDate: row.startingDate,
    termInMonths: row.termInMonths,
    rentPaymentAmount: num(row.rentPaymentAmount),
    subRentAndArrangmentFee: num(row.subRentAndArrangmentFee),
    residualValue: num(row.residualValue),
    totalEquipmentCost: num(row.totalEquipmentCost),
    salesPersonCommission: num(row.salesPersonCommission),
    paymentDue: row.paymentDue,
    paymentInterval: row.paymentInterval,
    residualValueSettlement: row.residualValueSettlement,
    rentFreePeriodInMonths: row.rentFreePeriodInMonths,
    indexationRate: num(row.indexationRate),
    incrementalBorrowingRate: num(row.incrementalBorrowingRate),
    shouldRateBeCalculated: row.shouldRateBeCalculated,
    accountingStandard: row.accountingStandard,
    rateConvention: row.rateConvention,
    leasePremium: num(row.leasePremium),
    initialDirectCosts: num(row.initialDirectCosts),
    dismantlingProvision: num(row.dismantlingProvision),
    leaseIncentive: num(row.leaseIncentive),
    leaseholdImprovements: num(row.leaseholdImprovements),
    depreciationMethod: row.depreciationMethod,
  };
}

const money = (value: number) => value.toFixed(2);

/** A calculation as its row stores it: money as numeric text to the cent, the 90 % test to 4 decimals. */
export function calculationColumns(c: LeaseOutcome['leaseCalculation']) {
  return {
    implicitRate: c.implicitRate,
    amortizationRate: c.amortizationRate,
    presentValueOfRent: money(c.presentValueOfRent),
    interimRate: money(c.interimRate),
    totalPresentValueOfLeasePayments: money(c.totalPresentValueOfLeasePayments),
    costOfEquipment: money(c.costOfEquipment),
    ninetyPercenatageTest: c.ninetyPercenatageTest.toFixed(4),
    leaseClassification: c.leaseClassification,
  };
}

/**
 * Replaces the chosen figures of one agreement inside the caller's transaction: delete, then one
 * multi-row INSERT per part (figure-rows.ts). Called twice, it leaves one set of rows (idempotent).
 */
export async function storeFigures(tx: Tx, tenantId: number, leaseAgreementId: number, figures: LeaseOutcome, parts: readonly FigurePart[]): Promise<void> {
  if (parts.includes('calculation')) {
    await tx.delete(leaseCalculations).where(and(eq(leaseCalculations.tenantId, tenantId), eq(leaseCalculations.leaseAgreementId, leaseAgreementId)));
    await tx.insert(leaseCalculations).values({ tenantId, leaseAgreementId, ...calculationColumns(figures.leaseCalculation) });
  }
  if (parts.includes('schedule')) {
    await tx.delete(leaseAmortizations).where(and(eq(leaseAmortizations.tenantId, tenantId), eq(leaseAmortizations.leaseAgreementId, leaseAgreementId)));
    await insertScheduleRows(tx, tenantId, leaseAgreementId, withCumulativePayments(figures.leaseAmortizations));
    // The replaced rows unmatched their invoice lines (ON DELETE SET NULL): match them to the new rows.
    await matchInvoiceLines(tx, tenantId, { leaseAgreementId });
  }
  if (parts.includes('depreciation')) {
    await tx.delete(depreciations).where(and(eq(depreciations.tenantId, tenantId), eq(depreciations.leaseAgreementId, leaseAgreementId)));
    await insertDepreciationRows(tx, tenantId, leaseAgreementId, figures.depraciations);
  }
}
