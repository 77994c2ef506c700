import { and, eq, gt, sql } from 'drizzle-orm';
import type { LeaseOutcome } from '@leasedesk/lease-math';
import type { Tx } from '../../db/client.ts';
import { depreciations, leaseAmortizations, leaseCalculations } from '../../db/schema.ts';
import { readCalculation } from './agreement-figures.ts';
import { calculationColumns } from './figures.ts';
import {
  insertDepreciationRows,
  insertScheduleRows,
  sameFigures,
  selectCumulativePayments,
  selectDepreciationRows,
  selectScheduleRows,
  withCumulativePayments,
} from './figure-rows.ts';

/** How many stored rows a reconciliation rewrote, per part. */
export type ReconciledCounts = { calculation: number; schedule: number; depreciation: number };

/**
 * Brings the stored figures of one agreement to `figures`, row by row: a row whose figures are unchanged
 * is left alone, a changed row is updated in place (same id, so what points at a period keeps pointing
 * at it), missing periods are inserted and surplus ones deleted. Runs in the caller's transaction.
 */
export async function reconcileFigures(tx: Tx, tenantId: number, leaseAgreementId: number, figures: LeaseOutcome): Promise<ReconciledCounts> {
  return {
    calculation: await reconcileCalculation(tx, tenantId, leaseAgreementId, figures),
    schedule: await reconcileSchedule(tx, tenantId, leaseAgreementId, figures),
    depreciation: await reconcileDepreciation(tx, tenantId, leaseAgreementId, figures),
  };
}

async function reconcileCalculation(tx: Tx, tenantId: number, leaseAgreementId: number, figures: LeaseOutcome): Promise<number> {
  const c = figures.leaseCalculation;
  const stored = await readCalculation(tx, tenantId, leaseAgreementId);
  if (stored && sameFigures([c], [stored])) return 0;
  const values = calculationColumns(c);
  const where = and(eq(leaseCalculations.tenantId, tenantId), eq(leaseCalculations.leaseAgreementId, leaseAgreementId));
  if (stored) await tx.update(leaseCalculations).set(values).where(where);
  else await tx.insert(leaseCalculations).values({ tenantId, leaseAgreementId, ...values });
  return 1;
}

/** The computed rows that differ from the stored row of their period (with its id), and those with none. */
function changedRows<T extends { periodNumber: number }>(computed: readonly T[], stored: readonly ({ id: number; periodNumber: number } & object)[]) {
  const byPeriod = new Map(stored.map((row) => [row.periodNumber, row]));
  const updates: (T & { id: number })[] = [];
  const inserts: T[] = [];
  for (const row of computed) {
    const existing = byPeriod.get(row.periodNumber);
    if (!existing) inserts.push(row);
    else if (!sameFigures([row], [existing])) updates.push({ ...row, id: existing.id });
  }
  return { updates, inserts, surplus: stored.filter((row) => row.periodNumber > computed.length).length };
}

/**
 * The schedule with each row's running payment total compared too: a changed payment changes the total of
 * every later row, which is then rewritten as well, unchanged otherwise.
 */
async function reconcileSchedule(tx: Tx, tenantId: number, leaseAgreementId: number, figures: LeaseOutcome): Promise<number> {
  const cumulative = await selectCumulativePayments(tx, tenantId, leaseAgreementId);
  const stored = (await selectScheduleRows(tx, tenantId, leaseAgreementId)).map((row) => ({ ...row, cumulativePayment: cumulative.get(row.periodNumber) }));
  const { updates, inserts, surplus } = changedRows(withCumulativePayments(figures.leaseAmortizations), stored);
  if (updates.length > 0) {
    await tx.execute(sql`
      update lease_amortizations a set payment_date = r."paymentDate", general_ledger_income_date = r."generalLedgerIncomeDate",
        payment_amount = round(r."paymentAmount", 2), interest_amount = round(r."interestAmount", 2),
        principal_amount = round(r."principalAmount", 2), opening_balance = round(r."openingBalance", 2),
        closing_balance = round(r."closingBalance", 2), rent_free_amount = round(r."rentFreeAmount", 2),
        is_billing_month = r."isBillingMonth", increase_rate = r."increaseRate", accounting_standard = r."accountingStandard",
        cumulative_payment = round(r."cumulativePayment", 2)
      from json_to_recordset(${JSON.stringify(updates)}::json) as r(id int, "paymentDate" date, "generalLedgerIncomeDate" date,
        "paymentAmount" numeric, "interestAmount" numeric, "principalAmount" numeric, "openingBalance" numeric, "closingBalance" numeric,
        "rentFreeAmount" numeric, "isBillingMonth" boolean, "increaseRate" numeric, "accountingStandard" smallint, "cumulativePayment" numeric)
      where a.id = r.id and a.tenant_id = ${tenantId} and a.lease_agreement_id = ${leaseAgreementId}`);
  }
  await insertScheduleRows(tx, tenantId, leaseAgreementId, inserts);
  if (surplus > 0) {
    await tx
      .delete(leaseAmortizations)
      .where(and(eq(leaseAmortizations.tenantId, tenantId), eq(leaseAmortizations.leaseAgreementId, leaseAgreementId), gt(leaseAmortizations.periodNumber, figures.leaseAmortizations.length)));
  }
  return updates.length + inserts.length + surplus;
}

async function reconcileDepreciation(tx: Tx, tenantId: number, leaseAgreementId: number, figures: LeaseOutcome): Promise<number> {
  const stored = await selectDepreciationRows(tx, tenantId, leaseAgreementId);
  const { updates, inserts, surplus } = changedRows(figures.depraciations, stored);
  if (updates.length > 0) {
    await tx.execute(sql`
      update depreciations d set begining_of_period = r."beginingOfPeriod", end_of_period = r."endOfPeriod",
        opening_balance = round(r."openingBalance", 2), depraciation_charge = round(r."depraciationCharge", 2),
        closing_balance = round(r."closingBalance", 2)
      from json_to_recordset(${JSON.stringify(updates)}::json) as r(id int, "beginingOfPeriod" date, "endOfPeriod" date,
        "openingBalance" numeric, "depraciationCharge" numeric, "closingBalance" numeric)
      where d.id = r.id and d.tenant_id = ${tenantId} and d.lease_agreement_id = ${leaseAgreementId}`);
  }
  await insertDepreciationRows(tx, tenantId, leaseAgreementId, inserts);
  if (surplus > 0) {
    await tx
      .delete(depreciations)
      .where(and(eq(depreciations.tenantId, tenantId), eq(depreciations.leaseAgreementId, leaseAgreementId), gt(depreciations.periodNumber, figures.depraciations.length)));
  }
  return updates.length + inserts.length + surplus;
}
