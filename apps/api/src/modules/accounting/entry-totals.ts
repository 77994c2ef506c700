import { sql } from 'drizzle-orm';
import type { EntryTotals, ReportingPeriod } from '@leasedesk/lease-math';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { AccountingSelection } from './accounting-selection.ts';
import { cents, centsOfText, chosenAgreements, withoutJit } from './chosen-agreements.ts';

type EntryTotalsRow = Record<keyof EntryTotals, string>;

/**
 * DOMAIN §7's and §14's sums (lease-math's `entryTotals`) over the chosen agreements, summed by the database in
 * numeric, in one statement: agreement-level amounts of the agreements starting in the period; interest and
 * payments of the schedule rows booked or paid in it; depreciation of the periods ending in it (the rows and
 * periods stored are the current version's, DOMAIN §14); entries 9–14 of the lease changes booked in it (by
 * `entry_date`), each change's values as lease-math's `changeEntryCents` takes them. Only the rows dated in the
 * period are read (indexes on payment, ledger and end-of-period dates, and on the changes' entry dates), never a
 * whole schedule.
 */
export async function sumEntryTotals(tx: Tx, tenantId: number, selection: AccountingSelection, period: ReportingPeriod): Promise<EntryTotals> {
  const { from, to } = period;
  await withoutJit(tx);
  const [row] = await rawRows<EntryTotalsRow>(
    tx,
    sql`with ${chosenAgreements(tenantId, selection)},
    started as (
      select ${cents(sql`sum(liability)`)} as "leaseLiabilityAtStart",
        ${cents(sql`sum(direct_costs_and_premium)`)} as "directCostsAndPremium",
        ${cents(sql`sum(dismantling_provision)`)} as "dismantlingProvision",
        ${cents(sql`sum(lease_incentive)`)} as "leaseIncentive",
        ${cents(sql`sum(leasehold_improvements)`)} as "leaseholdImprovements"
      from chosen where starting_date between ${from} and ${to}
    ),
    moved as (
      select ${cents(sql`sum(m.interest_amount) filter (where m.general_ledger_income_date between ${from} and ${to})`)} as "interest",
        ${cents(sql`sum(m.payment_amount) filter (where m.payment_date between ${from} and ${to})`)} as "payments"
      from lease_amortizations m join chosen on chosen.id = m.lease_agreement_id
      where m.tenant_id = ${tenantId}
        and (m.payment_date between ${from} and ${to} or m.general_ledger_income_date between ${from} and ${to})
    ),
    depreciated as (
      select ${cents(sql`sum(d.depraciation_charge)`)} as "depreciation"
      from depreciations d join chosen on chosen.id = d.lease_agreement_id
      where d.tenant_id = ${tenantId} and not d.is_deleted and d.end_of_period between ${from} and ${to}
    ),
    changed as (
      select ${cents(sql`sum(least(ch.liability_decrease, ch.right_of_use_decrease))`)} as "scopeDecrease",
        ${cents(sql`sum(greatest(ch.gain_or_loss, 0))`)} as "modificationGain",
        ${cents(sql`sum(greatest(-ch.gain_or_loss, 0))`)} as "modificationLoss",
        ${cents(sql`sum(greatest(ch.liability_adjustment, 0))`)} as "remeasurementIncrease",
        ${cents(sql`sum(least(-ch.liability_adjustment, ch.carrying_right_of_use - ch.right_of_use_decrease)) filter (where ch.liability_adjustment < 0)`)} as "remeasurementDecrease",
        ${cents(sql`sum(ch.further_gain)`)} as "furtherModificationGain"
      from lease_changes ch join chosen on chosen.id = ch.lease_agreement_id
      where ch.tenant_id = ${tenantId} and ch.entry_date between ${from} and ${to}
    )
    select * from started, moved, depreciated, changed`,
  );
  return {
    leaseLiabilityAtStart: centsOfText(row?.leaseLiabilityAtStart),
    directCostsAndPremium: centsOfText(row?.directCostsAndPremium),
    dismantlingProvision: centsOfText(row?.dismantlingProvision),
    leaseIncentive: centsOfText(row?.leaseIncentive),
    leaseholdImprovements: centsOfText(row?.leaseholdImprovements),
    interest: centsOfText(row?.interest),
    payments: centsOfText(row?.payments),
    depreciation: centsOfText(row?.depreciation),
    scopeDecrease: centsOfText(row?.scopeDecrease),
    modificationGain: centsOfText(row?.modificationGain),
    modificationLoss: centsOfText(row?.modificationLoss),
    remeasurementIncrease: centsOfText(row?.remeasurementIncrease),
    remeasurementDecrease: centsOfText(row?.remeasurementDecrease),
    furtherModificationGain: centsOfText(row?.furtherModificationGain),
  };
}
