import { and, eq, sql } from 'drizzle-orm';
import type { AppliedChange } from '@leasedesk/lease-math';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { leaseAgreements, leaseChanges } from '../../db/schema.ts';
import type { AgreementRow } from './agreement-rows.ts';
import { insertDepreciationRows, insertScheduleRows, withCumulativePayments } from './figure-rows.ts';
import { changedColumnsOf, columnsOfTerms } from './lease-change-columns.ts';
import type { LeaseChangeRow } from './lease-change-rows.ts';

const money = (value: number) => value.toFixed(2);

export type ChangeToStore = {
  agreement: AgreementRow;
  applied: AppliedChange;
  version: number;
  /** The body as given: its date, kind and the fields it gave (wire names). */
  input: Record<string, number | string>;
  termsBefore: object;
  createdBy: number;
};

/** A sent invoice line and the replaced row it was matched to (lease_changes.sent_line_matches). */
type SentLineMatch = { lineId: number; leaseAmortizationId: number };

/**
 * Stores a lease change in the caller's transaction (the agreement locked): its row, the current version's rows
 * from k moved with their ids into replaced_* (undo puts them back), the sent invoice lines that pointed at them
 * noted (deleting the rows unmatches them: ON DELETE SET NULL), the new version's rows from k, and the
 * agreement's columns rewritten to the new terms. The caller matches the unsent lines again.
 */
export async function storeLeaseChange(tx: Tx, tenantId: number, change: ChangeToStore): Promise<LeaseChangeRow> {
  const { agreement, applied } = change;
  const { figures } = applied;
  const k = figures.rowNumber;
  const leaseAgreementId = agreement.id;
  const sentLineMatches = await sentLinesFrom(tx, tenantId, leaseAgreementId, k);
  const [row] = await tx
    .insert(leaseChanges)
    .values({
      tenantId,
      leaseAgreementId,
      version: change.version,
      changeKind: figures.changeKind,
      effectiveDate: figures.effectiveDate,
      entryDate: figures.entryDate,
      rowNumber: k,
      input: change.input,
      termsBefore: change.termsBefore as Record<string, unknown>,
      termsAfter: applied.terms as unknown as Record<string, unknown>,
      agreementBefore: changedColumnsOf(agreement),
      carryingLiability: money(figures.carryingLiability),
      carryingRightOfUse: money(figures.carryingRightOfUse),
      liabilityDecrease: money(figures.liabilityDecrease),
      rightOfUseDecrease: money(figures.rightOfUseDecrease),
      gainOrLoss: money(figures.gainOrLoss),
      remeasuredLiability: money(figures.remeasuredLiability),
      liabilityAdjustment: money(figures.liabilityAdjustment),
      rightOfUseAfter: money(figures.rightOfUseAfter),
      furtherGain: money(figures.furtherGain),
      liabilityRemeasurement: money(figures.liabilityRemeasurement),
      rightOfUseRemeasurement: money(figures.rightOfUseRemeasurement),
      amortizationRate: figures.amortizationRate,
      implicitRate: figures.implicitRate,
      sentLineMatches,
      createdBy: change.createdBy,
    })
    .returning();
  if (!row) throw new Error('the lease change was not stored');
  await moveRowsFrom(tx, tenantId, leaseAgreementId, k, row.id);
  // Rows 1..k−1 are the stored ones, so the running payment total continues from row k − 1.
  await insertScheduleRows(tx, tenantId, leaseAgreementId, withCumulativePayments(applied.leaseAmortizations).filter((r) => r.periodNumber >= k));
  await insertDepreciationRows(tx, tenantId, leaseAgreementId, applied.depraciations.filter((d) => d.periodNumber >= k));
  await tx
    .update(leaseAgreements)
    .set(columnsOfTerms(agreement, applied.terms))
    .where(and(eq(leaseAgreements.tenantId, tenantId), eq(leaseAgreements.id, leaseAgreementId)));
  return row;
}

/** Sent lines matched to the rows a change replaces: history, unmatched while the change stands, matched back by undo. */
function sentLinesFrom(tx: Tx, tenantId: number, leaseAgreementId: number, k: number): Promise<SentLineMatch[]> {
  return rawRows<SentLineMatch>(
    tx,
    sql`select l.id as "lineId", l.lease_amortization_id as "leaseAmortizationId"
      from invoice_lines l
      join lease_amortizations a on a.tenant_id = l.tenant_id and a.id = l.lease_amortization_id
      where l.tenant_id = ${tenantId} and a.lease_agreement_id = ${leaseAgreementId} and a.period_number >= ${k}
        and l.invoice_export_id is not null
      order by l.id`,
  );
}

/** The current version's rows and periods from k into replaced_*, ids and all, under the change that replaced them. */
async function moveRowsFrom(tx: Tx, tenantId: number, leaseAgreementId: number, k: number, leaseChangeId: number): Promise<void> {
  await tx.execute(sql`
    insert into replaced_lease_amortizations (id, tenant_id, lease_change_id, lease_agreement_id, period_number, payment_date,
      general_ledger_income_date, payment_amount, interest_amount, principal_amount, opening_balance, closing_balance,
      rent_free_amount, is_billing_month, increase_rate, accounting_standard, cumulative_payment, remeasurement_amount)
    select id, tenant_id, ${leaseChangeId}, lease_agreement_id, period_number, payment_date,
      general_ledger_income_date, payment_amount, interest_amount, principal_amount, opening_balance, closing_balance,
      rent_free_amount, is_billing_month, increase_rate, accounting_standard, cumulative_payment, remeasurement_amount
    from lease_amortizations
    where tenant_id = ${tenantId} and lease_agreement_id = ${leaseAgreementId} and period_number >= ${k}`);
  await tx.execute(sql`
    delete from lease_amortizations where tenant_id = ${tenantId} and lease_agreement_id = ${leaseAgreementId} and period_number >= ${k}`);
  await tx.execute(sql`
    insert into replaced_depreciations (id, tenant_id, lease_change_id, lease_agreement_id, period_number, begining_of_period,
      end_of_period, opening_balance, depraciation_charge, closing_balance, is_deleted, create_date, remeasurement_amount)
    select id, tenant_id, ${leaseChangeId}, lease_agreement_id, period_number, begining_of_period,
      end_of_period, opening_balance, depraciation_charge, closing_balance, is_deleted, create_date, remeasurement_amount
    from depreciations
    where tenant_id = ${tenantId} and lease_agreement_id = ${leaseAgreementId} and period_number >= ${k}`);
  await tx.execute(sql`
    delete from depreciations where tenant_id = ${tenantId} and lease_agreement_id = ${leaseAgreementId} and period_number >= ${k}`);
}
