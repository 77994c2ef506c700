import { and, eq, sql } from 'drizzle-orm';
import type { LeaseChangeDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { leaseAgreements, leaseChanges } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { agreementFieldsOf, findAgreementRow, type AgreementCaller } from './agreement-record.ts';
import { selectDepreciationRows, selectScheduleRows } from './figure-rows.ts';
import { recordChangeAudit } from './lease-change-audit.ts';
import type { ChangedColumns } from './lease-change-columns.ts';
import { storedChangeDto } from './lease-change-dto.ts';
import { latestChange, userNameOf, type LeaseChangeRow } from './lease-change-rows.ts';
import { matchInvoiceLines } from '../invoices/index.ts';

/**
 * DELETE /api/leaseagreements/{id}/changes/latest (DOMAIN §14 "Undo"): the latest change of a live agreement is
 * withdrawn and the version before it comes back exactly: its rows and periods from k with their ids, the
 * agreement's columns, the sent invoice lines' matches; the unsent lines are matched again (DOMAIN §11), which
 * brings them back to the same rows. One transaction under the agreement's lock; answers the change withdrawn.
 * 404 when the agreement has no change.
 */
export function undoLatestLeaseChange(ctx: AppContext, caller: AgreementCaller, id: number): Promise<LeaseChangeDto> {
  const { tenantId } = caller;
  return withTenant(ctx.db, tenantId, async (tx) => {
    const agreement = await findAgreementRow(tx, tenantId, id, { lock: true });
    const change = await latestChange(tx, tenantId, id);
    if (!change) throw notFound('leaseChange');
    const answer = storedChangeDto(change, await userNameOf(tx, change.createdBy));
    const from = <T extends { periodNumber: number }>(rows: readonly T[]) => rows.filter((row) => row.periodNumber >= change.rowNumber);
    const before = { schedule: from(await selectScheduleRows(tx, tenantId, id)), depreciation: from(await selectDepreciationRows(tx, tenantId, id)) };

    await restoreReplacedRows(tx, tenantId, change);
    await tx
      .update(leaseAgreements)
      .set(change.agreementBefore as ChangedColumns)
      .where(and(eq(leaseAgreements.tenantId, tenantId), eq(leaseAgreements.id, id)));
    // The replaced rows are back: the change's row (and with it what it replaced) goes.
    await tx.delete(leaseChanges).where(and(eq(leaseChanges.tenantId, tenantId), eq(leaseChanges.id, change.id)));
    await matchInvoiceLines(tx, tenantId, { leaseAgreementId: id });

    await recordChangeAudit(tx, {
      action: 'undoChange',
      change: answer,
      agreementBefore: agreementFieldsOf(agreement),
      agreementAfter: agreementFieldsOf(await findAgreementRow(tx, tenantId, id)),
      schedule: { before: before.schedule, after: from(await selectScheduleRows(tx, tenantId, id)) },
      depreciation: { before: before.depreciation, after: from(await selectDepreciationRows(tx, tenantId, id)) },
    });
    return answer;
  });
}

/**
 * The change's version's rows from k go; the rows it replaced come back with their ids (identity columns are
 * GENERATED ALWAYS: OVERRIDING SYSTEM VALUE), and the sent lines that were matched to them are matched again.
 */
async function restoreReplacedRows(tx: Tx, tenantId: number, change: LeaseChangeRow): Promise<void> {
  const { leaseAgreementId, rowNumber: k, id: leaseChangeId } = change;
  await tx.execute(sql`
    delete from lease_amortizations where tenant_id = ${tenantId} and lease_agreement_id = ${leaseAgreementId} and period_number >= ${k}`);
  await tx.execute(sql`
    delete from depreciations where tenant_id = ${tenantId} and lease_agreement_id = ${leaseAgreementId} and period_number >= ${k}`);
  await tx.execute(sql`
    insert into lease_amortizations (id, tenant_id, lease_agreement_id, period_number, payment_date, general_ledger_income_date,
      payment_amount, interest_amount, principal_amount, opening_balance, closing_balance, rent_free_amount, is_billing_month,
      increase_rate, accounting_standard, cumulative_payment, remeasurement_amount)
    overriding system value
    select id, tenant_id, lease_agreement_id, period_number, payment_date, general_ledger_income_date,
      payment_amount, interest_amount, principal_amount, opening_balance, closing_balance, rent_free_amount, is_billing_month,
      increase_rate, accounting_standard, cumulative_payment, remeasurement_amount
    from replaced_lease_amortizations
    where tenant_id = ${tenantId} and lease_change_id = ${leaseChangeId}
    order by period_number`);
  await tx.execute(sql`
    insert into depreciations (id, tenant_id, lease_agreement_id, period_number, begining_of_period, end_of_period,
      opening_balance, depraciation_charge, closing_balance, is_deleted, create_date, remeasurement_amount)
    overriding system value
    select id, tenant_id, lease_agreement_id, period_number, begining_of_period, end_of_period,
      opening_balance, depraciation_charge, closing_balance, is_deleted, create_date, remeasurement_amount
    from replaced_depreciations
    where tenant_id = ${tenantId} and lease_change_id = ${leaseChangeId}
    order by period_number`);
  if (change.sentLineMatches.length > 0) {
    await tx.execute(sql`
      update invoice_lines l set lease_amortization_id = m."leaseAmortizationId"
      from json_to_recordset(${JSON.stringify(change.sentLineMatches)}::json) as m("lineId" int, "leaseAmortizationId" int)
      where l.tenant_id = ${tenantId} and l.id = m."lineId" and l.lease_amortization_id is null and l.invoice_export_id is not null`);
  }
}
