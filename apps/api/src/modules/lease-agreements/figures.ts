import { and, eq } from 'drizzle-orm';
import { agreementFigureFieldNames, type AgreementFigureValues } from '@leasedesk/contract';
import { calculateLease, type AgreementInput, type LeaseOutcome } from '@leasedesk/lease-math';
import type { Tx } from '../../db/client.ts';
import { depreciations, leaseAmortizations, leaseCalculations } from '../../db/schema.ts';
import { fieldFailures } from '../../lib/errors.ts';
import { wireFieldsOfRow, type AgreementRow } from './agreement-rows.ts';
import { calculationMessages } from './calculation-messages.ts';
import { insertDepreciationRows, insertScheduleRows, withCumulativePayments } from './figure-rows.ts';
import { matchInvoiceLines } from '../invoices/index.ts';

/** The fields lease-math reads, as the agreement holds them (wire names). */
export type AgreementFigureFields = AgreementFigureValues;

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
  const fields = Object.fromEntries(agreementFigureFieldNames.map((name) => [name, name === 'accountingStandard' ? accountingStandard : input[name]]));
  return fields as AgreementFigureFields;
}

export function figureFieldsOf(row: AgreementRow): AgreementFigureFields {
  return wireFieldsOfRow(row, agreementFigureFieldNames);
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
