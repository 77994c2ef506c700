import { sql, type SQL } from 'drizzle-orm';
import { addMonths, disclosureDates, type DisclosureTotals, type ReportingPeriod } from '@leasedesk/lease-math';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { AccountingSelection } from './accounting-selection.ts';
import { cents, centsOfText, chosenAgreements, withoutJit } from './chosen-agreements.ts';

type DisclosureTotalsRow = Record<keyof DisclosureTotals, string>;

/** The first day of the month before the day's month. */
function firstDayOfMonthBefore(day: string): string {
  return addMonths(`${day.slice(0, 7)}-01`, -1);
}

/**
 * Per agreement, among its schedule rows paid in the day's month or the month before (one index range), the
 * last one paid by the day (`paid`: its cumulative_payment, `owed`: its closing balance) and the last one booked
 * by it (`booked`: closing_balance + cumulative_payment). Each row has a month of its own and the next row's
 * month follows it (DOMAIN §2: row t covers [S + (t−1) months, S + t months − 1 day] and its payment date is in
 * it), so an agreement with a row paid by the day and one after it has its last row paid by the day here; and
 * a row booked in that window (its ledger date is its payment date's month end) is paid in it too. Each
 * agreement has at most two rows here.
 */
function rowsAround(tenantId: number, day: string): SQL {
  const last = (value: SQL, only?: SQL) =>
    sql`(array_agg(${value} order by m.period_number desc)${only ? sql` filter (where ${only})` : sql``})[1]`;
  return sql`select m.lease_agreement_id as id,
      ${last(sql`m.cumulative_payment`)} as paid,
      ${last(sql`m.closing_balance`)} as owed,
      ${last(sql`m.closing_balance + m.cumulative_payment`, sql`m.general_ledger_income_date <= ${day}`)} as booked
    from lease_amortizations m
    where m.tenant_id = ${tenantId} and m.payment_date between ${firstDayOfMonthBefore(day)} and ${day}
    group by m.lease_agreement_id`;
}

/** The same for depreciation periods, by their end (the periods are the schedule's months, DOMAIN §6). */
function periodsAround(tenantId: number, day: string): SQL {
  return sql`select distinct on (d.lease_agreement_id) d.lease_agreement_id as id, d.closing_balance as closing
    from depreciations d
    where d.tenant_id = ${tenantId} and not d.is_deleted and d.end_of_period between ${firstDayOfMonthBefore(day)} and ${day}
    order by d.lease_agreement_id, d.period_number desc`;
}

/**
 * An agreement's value of its last row dated by a day: the one found around the day, else (nothing dated there:
 * the agreement started within the last month, or its schedule ended before the window) the last row dated by
 * it looked up by the agreement's key, evaluated only then; `none` when no row is dated by the day. Before the
 * agreement's start no row is dated by the day (a row's dates are never before S).
 */
function byDay(around: SQL, startingDate: SQL, day: string, lookup: SQL, none: SQL): SQL {
  return sql`coalesce(${around}, case when ${startingDate} <= ${day} then (${lookup}) end, ${none})`;
}

/**
 * The lease changes (DOMAIN §14) the disclosures of a period need, of the chosen agreements started by B (`balances`)
 * and booked by B + 12 months (a change's row k is never dated before its entry date, so a later one is in no
 * figure): each with its remeasurements, its gain or loss, and the dates of its row k and depreciation period k
 * in the current version. Those carry its remeasurement inside their balances (row k opens at L_E =
 * closing_(k−1) + (L_E − B_E), period k at R_after), so a balance read from a row dated by D holds the change's
 * remeasurement exactly when row k is dated by D too; a termination has no row k (its rows end at k − 1 still
 * owing B_E), so its dates are null and no row holds it.
 */
function changesAround(tenantId: number, oneYear: string): SQL {
  return sql`select ch.entry_date, ch.liability_remeasurement as liability, ch.right_of_use_remeasurement as right_of_use,
      ch.gain_or_loss + ch.further_gain as gain,
      m.general_ledger_income_date as booked_on, m.payment_date as paid_on, d.end_of_period as ended_on
    from lease_changes ch
    join balances b on b.id = ch.lease_agreement_id
    left join lease_amortizations m on m.tenant_id = ch.tenant_id and m.lease_agreement_id = ch.lease_agreement_id and m.period_number = ch.row_number
    left join depreciations d on d.tenant_id = ch.tenant_id and d.lease_agreement_id = ch.lease_agreement_id and d.period_number = ch.row_number and not d.is_deleted
    where ch.tenant_id = ${tenantId} and ch.entry_date <= ${oneYear}`;
}

/**
 * DOMAIN §13's sums (lease-math's `disclosureTotals`) over the chosen agreements, in one statement summed in
 * numeric, reading a few rows per agreement instead of its whole schedule. The dates (A − 1 day, B + 12 and
 * B + 60 months) come from lease-math, so both sides compare with the same days.
 *
 * A stored schedule is a chain: opening_1 = L0, closing_t = opening_t − principal_t, principal = payment −
 * interest, and each row carries `cumulative_payment` (Σ payment of rows 1..t). Both dates grow with the period
 * number, so "rows dated by D" are a prefix of the schedule, and a prefix sum is one row's values:
 *   Σ payment of rows 1..t = cumulative_payment_t;  Σ principal = L0 − closing_t;  Σ interest = closing_t − L0 + cumulative_payment_t.
 * Hence, with b the last row booked by D (ledger date) and p the last row paid by D:
 *   liability(D) = L0 + Σ interest(1..b) − Σ payment(1..p) = (closing_b + cumulative_b) − cumulative_p,
 *   where (closing + cumulative) of "no row" is L0 and cumulative of "no row" is 0. Likewise
 *   payments in (X, Y] = cumulative(last paid by Y) − cumulative(last paid by X), and after X = cumulative(last
 *   row) − cumulative(last paid by X); principal in (X, Y] = closing(last paid by X) − closing(last paid by Y),
 *   closing of "no row" L0; rightOfUse(D) = closing of the last depreciation period ending by D, or the base
 *   (ROU + leasehold improvements) when none has.
 * The period's interest, payments and depreciation are the differences of those at B and at A − 1 day: the same
 * rows §7's entries sum (every row booked or paid in [A, B] belongs to an agreement started by B), and the
 * roll-forwards add up by construction. Only agreements started by B count (the rest have no such row and,
 * by §13, no balance or maturity). "After B + 60 months" needs an agreement's last row only when it has a
 * row paid around B + 60 months (else it has none after: it started by B, so it has rows paid before the window).
 *
 * Lease changes (DOMAIN §14): the rows and periods are the current version's, and from a change's row k on the
 * chain carries its remeasurement (opening_k = closing_(k−1) + remeasurement_k). So each figure read from a row
 * holds the remeasurements of the changes whose row k (period k) is dated by its day (`changesAround`); those are
 * taken out again, and §14 puts back what is booked by the day (entry_date ≤ D): liability(D) and rightOfUse(D)
 * add every change booked by D; interest, depreciation and the current part are the rows' own; the roll-forwards'
 * `remeasurements` and the gain or loss are Σ over the changes booked in [A, B].
 */
export async function sumDisclosureTotals(tx: Tx, tenantId: number, selection: AccountingSelection, period: ReportingPeriod): Promise<DisclosureTotals> {
  const { from, to } = period;
  const { openingDate: open, oneYearAfter: oneYear, fiveYearsAfter: fiveYears } = disclosureDates(period);
  const rowOf = (value: SQL, dated: SQL) =>
    sql`select ${value} from lease_amortizations m where m.tenant_id = ${tenantId} and m.lease_agreement_id = s.id and ${dated}
      order by m.period_number desc limit 1`;
  const booked = (around: string, day: string) =>
    byDay(sql.raw(`${around}.booked`), sql`s.starting_date`, day, rowOf(sql`m.closing_balance + m.cumulative_payment`, sql`m.general_ledger_income_date <= ${day}`), sql`s.liability`);
  const paid = (around: string, day: string) =>
    byDay(sql.raw(`${around}.paid`), sql`s.starting_date`, day, rowOf(sql`m.cumulative_payment`, sql`m.payment_date <= ${day}`), sql`0`);
  const owed = (around: string, day: string) =>
    byDay(sql.raw(`${around}.owed`), sql`s.starting_date`, day, rowOf(sql`m.closing_balance`, sql`m.payment_date <= ${day}`), sql`s.liability`);
  const rightOfUse = (around: string, day: string) =>
    byDay(sql.raw(`${around}.closing`), sql`s.starting_date`, day,
      sql`select d.closing_balance from depreciations d where d.tenant_id = ${tenantId} and d.lease_agreement_id = s.id and not d.is_deleted
        and d.end_of_period <= ${day} order by d.period_number desc limit 1`,
      sql`s.right_of_use`);
  /** A sum that may be null (nothing to sum), as 0, so that adding it to another keeps that one. */
  const n = (column: string) => sql.raw(`coalesce(${column}, 0)`);
  /** Σ of a change column over the changes that pass `where`, 0 when none does. */
  const only = (column: string, where: SQL) => sql`coalesce(sum(${sql.raw(column)}) filter (where ${where}), 0)`;
  await withoutJit(tx);
  const [row] = await rawRows<DisclosureTotalsRow>(
    tx,
    sql`with ${chosenAgreements(tenantId, selection)},
    around_open as (${rowsAround(tenantId, open)}),
    around_close as (${rowsAround(tenantId, to)}),
    around_one_year as (${rowsAround(tenantId, oneYear)}),
    around_five_years as (${rowsAround(tenantId, fiveYears)}),
    periods_open as (${periodsAround(tenantId, open)}),
    periods_close as (${periodsAround(tenantId, to)}),
    -- Materialized: each balance is computed once per agreement (its lookups included), though the sums read it twice.
    balances as materialized (
      select s.id, s.starting_date, s.liability, s.right_of_use,
        ${booked('ao', open)} as booked_open,
        ${booked('ac', to)} as booked_close,
        ${paid('ao', open)} as paid_open,
        ${paid('ac', to)} as paid_close,
        ${paid('a1', oneYear)} as paid_one_year,
        ${owed('ac', to)} as owed_close,
        ${owed('a1', oneYear)} as owed_one_year,
        case when a5.id is not null then (${rowOf(sql`m.cumulative_payment`, sql`true`)}) - a5.paid else 0 end as paid_after_five_years,
        ${paid('a5', fiveYears)} as paid_five_years,
        ${rightOfUse('po', open)} as right_of_use_open,
        ${rightOfUse('pc', to)} as right_of_use_close
      from chosen s
      left join around_open ao on ao.id = s.id
      left join around_close ac on ac.id = s.id
      left join around_one_year a1 on a1.id = s.id
      left join around_five_years a5 on a5.id = s.id
      left join periods_open po on po.id = s.id
      left join periods_close pc on pc.id = s.id
      where s.starting_date <= ${to}
    ),
    -- Each figure as the rows give it; what the changes add or take back follows in by_changes.
    by_rows as (
      select sum(booked_open - paid_open) filter (where starting_date <= ${open}) as liability_opening,
        sum(liability) filter (where starting_date >= ${from}) as liability_additions,
        sum(booked_close - booked_open) as interest,
        sum(paid_close - paid_open) as payments,
        sum(booked_close - paid_close) as liability_closing,
        sum(right_of_use_open) filter (where starting_date <= ${open}) as right_of_use_opening,
        sum(right_of_use) filter (where starting_date >= ${from}) as right_of_use_additions,
        sum(right_of_use_open - right_of_use_close) as depreciation,
        sum(right_of_use_close) as right_of_use_closing,
        sum(paid_one_year - paid_close) as within_one_year,
        sum(paid_five_years - paid_one_year) as one_to_five_years,
        sum(paid_after_five_years) as after_five_years,
        sum(owed_close - owed_one_year) as current_part
      from balances
    ),
    changes as (${changesAround(tenantId, oneYear)}),
    -- What the rows hold of the changes (row k or period k dated by the day) and what §14 books by the day.
    by_changes as (
      select ${only('liability', sql`entry_date <= ${open}`)} - ${only('liability', sql`booked_on <= ${open}`)} as liability_opening,
        ${only('liability', sql`booked_on > ${open} and booked_on <= ${to}`)} as interest,
        ${only('liability', sql`entry_date <= ${to}`)} - ${only('liability', sql`booked_on <= ${to}`)} as liability_closing,
        ${only('right_of_use', sql`entry_date <= ${open}`)} - ${only('right_of_use', sql`ended_on <= ${open}`)} as right_of_use_opening,
        ${only('right_of_use', sql`ended_on > ${open} and ended_on <= ${to}`)} as depreciation,
        ${only('right_of_use', sql`entry_date <= ${to}`)} - ${only('right_of_use', sql`ended_on <= ${to}`)} as right_of_use_closing,
        ${only('liability', sql`paid_on > ${to} and paid_on <= ${oneYear}`)} as current_part,
        ${only('liability', sql`entry_date >= ${from} and entry_date <= ${to}`)} as liability_remeasurements,
        ${only('right_of_use', sql`entry_date >= ${from} and entry_date <= ${to}`)} as right_of_use_remeasurements,
        ${only('gain', sql`entry_date >= ${from} and entry_date <= ${to}`)} as modification_gain_loss
      from changes
    )
    select ${cents(sql`${n('r.liability_opening')} + c.liability_opening`)} as "liabilityOpening",
      ${cents(sql`r.liability_additions`)} as "liabilityAdditions",
      ${cents(sql`${n('r.interest')} - c.interest`)} as "interest",
      ${cents(sql`r.payments`)} as "payments",
      ${cents(sql`${n('r.liability_closing')} + c.liability_closing`)} as "liabilityClosing",
      ${cents(sql`${n('r.right_of_use_opening')} + c.right_of_use_opening`)} as "rightOfUseOpening",
      ${cents(sql`r.right_of_use_additions`)} as "rightOfUseAdditions",
      ${cents(sql`${n('r.depreciation')} + c.depreciation`)} as "depreciation",
      ${cents(sql`${n('r.right_of_use_closing')} + c.right_of_use_closing`)} as "rightOfUseClosing",
      ${cents(sql`r.within_one_year`)} as "withinOneYear",
      ${cents(sql`r.one_to_five_years`)} as "oneToFiveYears",
      ${cents(sql`r.after_five_years`)} as "afterFiveYears",
      ${cents(sql`${n('r.current_part')} + c.current_part`)} as "current",
      ${cents(sql`c.liability_remeasurements`)} as "liabilityRemeasurements",
      ${cents(sql`c.right_of_use_remeasurements`)} as "rightOfUseRemeasurements",
      ${cents(sql`c.modification_gain_loss`)} as "modificationGainLoss"
    from by_rows r, by_changes c`,
  );
  const read = (key: keyof DisclosureTotals) => centsOfText(row?.[key]);
  return {
    liabilityOpening: read('liabilityOpening'),
    liabilityAdditions: read('liabilityAdditions'),
    interest: read('interest'),
    payments: read('payments'),
    liabilityClosing: read('liabilityClosing'),
    rightOfUseOpening: read('rightOfUseOpening'),
    rightOfUseAdditions: read('rightOfUseAdditions'),
    depreciation: read('depreciation'),
    rightOfUseClosing: read('rightOfUseClosing'),
    withinOneYear: read('withinOneYear'),
    oneToFiveYears: read('oneToFiveYears'),
    afterFiveYears: read('afterFiveYears'),
    current: read('current'),
    liabilityRemeasurements: read('liabilityRemeasurements'),
    rightOfUseRemeasurements: read('rightOfUseRemeasurements'),
    modificationGainLoss: read('modificationGainLoss'),
  };
}
