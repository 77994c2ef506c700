// The baselines of bench/reports: each measured call's aggregate as one hand-written SQL statement, run in
// a withTenant transaction (row-level security on, as leasedesk_app) without HTTP, zod, the service code
// or JSON; and the Excel export's rows written by exceljs's streaming writer alone. What DOMAIN §7 and
// §13 define, over the live IFRS16 agreements of the chosen contractors, sums in SQL numeric.
import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import type { Db, Tx } from '../../apps/api/src/db/client.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { withTenant } from '../../apps/api/src/db/scope.ts';

export type Period = { start: string; end: string };

/**
 * withTenant with PostgreSQL's JIT off for the transaction, as the accounting services run (their cost
 * estimates over a million rows pass jit_above_cost, and compiling the FILTER expressions takes longer
 * than the statement): the baseline measures the query, not the compiler. PGlite has no JIT.
 */
function asTenant<T>(db: Db, tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return withTenant(db, tenantId, async (tx) => {
    await tx.execute(sql`select set_config('jit', 'off', true)`);
    return fn(tx);
  });
}

/**
 * The agreements entries and disclosures are over, with what §7 entries 1–5 and §13's additions read.
 * Used as a NOT MATERIALIZED CTE: planned in place, the join with the schedule hashes the agreements and
 * scans the rows in parallel; materialized, PostgreSQL hashed the 1.2 M rows on one core instead
 * (disclosures 1.1 s against 0.6 s, as the accounting module found).
 */
const chosen = (tenantId: number, contractorIds: number[]) => sql`
  select a.id, a.starting_date, c.total_present_value_of_lease_payments as l0,
    a.initial_direct_costs + a.lease_premium as costs, a.dismantling_provision, a.lease_incentive, a.leasehold_improvements,
    c.cost_of_equipment + a.leasehold_improvements as right_of_use
  from lease_agreements a join lease_calculations c on c.tenant_id = a.tenant_id and c.lease_agreement_id = a.id
  where a.tenant_id = ${tenantId} and not a.is_deleted and a.accounting_standard = 1
    -- A semi-join on the list (hashed) rather than = any(array), which compares each row with every id.
    and a.contractor_id in (select unnest(${`{${contractorIds.join(',')}}`}::int[]))`;

/** DOMAIN §7's eight sums (0 where nothing falls in the period), as numeric text. */
export async function entriesBySql(db: Db, tenantId: number, contractorIds: number[], { start, end }: Period): Promise<string[]> {
  const [row] = await asTenant(db, tenantId, (tx) =>
    rawRows<Record<string, string>>(
      tx,
      sql`with chosen as not materialized (${chosen(tenantId, contractorIds)}),
        started as (
          select coalesce(sum(l0), 0)::text as e1, coalesce(sum(costs), 0)::text as e2, coalesce(sum(dismantling_provision), 0)::text as e3,
            coalesce(sum(lease_incentive), 0)::text as e4, coalesce(sum(leasehold_improvements), 0)::text as e5
          from chosen where starting_date between ${start}::date and ${end}::date),
        -- One pass over the rows booked or paid in the period (the ledger-date and payment-date indexes; the
        -- dates as constants, so the planner can use them).
        moved as (
          select coalesce(sum(s.interest_amount) filter (where s.general_ledger_income_date between ${start}::date and ${end}::date), 0)::text as e6,
            coalesce(sum(s.payment_amount) filter (where s.payment_date between ${start}::date and ${end}::date), 0)::text as e7
          from lease_amortizations s join chosen x on x.id = s.lease_agreement_id
          where s.tenant_id = ${tenantId} and (s.general_ledger_income_date between ${start}::date and ${end}::date or s.payment_date between ${start}::date and ${end}::date)),
        depreciated as (
          select coalesce(sum(d.depraciation_charge), 0)::text as e8
          from depreciations d join chosen x on x.id = d.lease_agreement_id
          where d.tenant_id = ${tenantId} and not d.is_deleted and d.end_of_period between ${start}::date and ${end}::date)
        select * from started, moved, depreciated`,
    ),
  );
  if (!row) throw new Error('no entries row');
  return ['e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7', 'e8'].map((key) => row[key] ?? '0');
}

export type DisclosureFigures = {
  liability: { opening: string; additions: string; interest: string; payments: string; closing: string };
  rightOfUse: { opening: string; additions: string; depreciation: string; closing: string };
  maturity: { withinOneYear: string; oneToFiveYears: string; afterFiveYears: string; total: string };
  current: string;
  nonCurrent: string;
};

/**
 * DOMAIN §13 in one statement: one pass over the chosen agreements' schedule rows (everything up to A − 1
 * day for the openings, the period for interest and payments, after B for maturity and the current part),
 * one over their depreciation periods, one over the agreements. Closings are opening + movements (the
 * filters partition the rows, so that is liability(B) and rightOfUse(B) by definition). Kept as the rule
 * reads, over every row, although the app now reads a few rows per agreement (cumulative_payment and the
 * balance chain, modules/accounting/disclosure-totals.ts): the bench's agreement check then compares the
 * app with an independent sum over all 1.2 M rows, and the ratio shows what the stored running totals save.
 */
export async function disclosureBySql(db: Db, tenantId: number, contractorIds: number[], { start, end }: Period): Promise<DisclosureFigures> {
  // The dates as constants (a CTE of them hides them from the planner: no index, a nested loop).
  const [a, b] = [sql`${start}::date`, sql`${end}::date`];
  const [b12, b60] = [sql`(${end}::date + interval '12 months')::date`, sql`(${end}::date + interval '60 months')::date`];
  const [row] = await asTenant(db, tenantId, (tx) =>
    rawRows<Record<string, string>>(
      tx,
      sql`with chosen as not materialized (${chosen(tenantId, contractorIds)}),
        agreements as (
          select coalesce(sum(l0) filter (where starting_date < ${a}), 0) as l0_before,
            coalesce(sum(l0) filter (where starting_date between ${a} and ${b}), 0) as l0_added,
            coalesce(sum(right_of_use) filter (where starting_date < ${a}), 0) as rou_before,
            coalesce(sum(right_of_use) filter (where starting_date between ${a} and ${b}), 0) as rou_added
          from chosen),
        schedule as (
          select coalesce(sum(s.interest_amount) filter (where s.general_ledger_income_date < ${a}), 0) as interest_before,
            coalesce(sum(s.payment_amount) filter (where s.payment_date < ${a}), 0) as paid_before,
            coalesce(sum(s.interest_amount) filter (where s.general_ledger_income_date between ${a} and ${b}), 0) as interest,
            coalesce(sum(s.payment_amount) filter (where s.payment_date between ${a} and ${b}), 0) as payments,
            coalesce(sum(s.payment_amount) filter (where x.starting_date <= ${b} and s.payment_date > ${b} and s.payment_date <= ${b12}), 0) as within_one,
            coalesce(sum(s.payment_amount) filter (where x.starting_date <= ${b} and s.payment_date > ${b12} and s.payment_date <= ${b60}), 0) as one_to_five,
            coalesce(sum(s.payment_amount) filter (where x.starting_date <= ${b} and s.payment_date > ${b60}), 0) as after_five,
            coalesce(sum(s.principal_amount) filter (where x.starting_date <= ${b} and s.payment_date > ${b} and s.payment_date <= ${b12}), 0) as current_part
          from lease_amortizations s join chosen x on x.id = s.lease_agreement_id
          where s.tenant_id = ${tenantId}),
        depreciation as (
          select coalesce(sum(d.depraciation_charge) filter (where d.end_of_period < ${a}), 0) as before,
            coalesce(sum(d.depraciation_charge) filter (where d.end_of_period between ${a} and ${b}), 0) as charged
          from depreciations d join chosen x on x.id = d.lease_agreement_id
          -- Periods ending after B count in no sum.
          where d.tenant_id = ${tenantId} and not d.is_deleted and d.end_of_period <= ${b})
        select (l0_before + interest_before - paid_before)::text as l_opening, l0_added::text as l_additions, interest::text as l_interest,
          payments::text as l_payments, (l0_before + interest_before - paid_before + l0_added + interest - payments)::text as l_closing,
          (rou_before - before)::text as r_opening, rou_added::text as r_additions, charged::text as r_depreciation,
          (rou_before - before + rou_added - charged)::text as r_closing,
          within_one::text as m_one, one_to_five::text as m_five, after_five::text as m_after, (within_one + one_to_five + after_five)::text as m_total,
          current_part::text as current_part,
          (l0_before + interest_before - paid_before + l0_added + interest - payments - current_part)::text as non_current
        from agreements, schedule, depreciation`,
    ),
  );
  if (!row) throw new Error('no disclosure row');
  const v = (key: string) => row[key] ?? '0';
  return {
    liability: { opening: v('l_opening'), additions: v('l_additions'), interest: v('l_interest'), payments: v('l_payments'), closing: v('l_closing') },
    rightOfUse: { opening: v('r_opening'), additions: v('r_additions'), depreciation: v('r_depreciation'), closing: v('r_closing') },
    maturity: { withinOneYear: v('m_one'), oneToFiveYears: v('m_five'), afterFiveYears: v('m_after'), total: v('m_total') },
    current: v('current_part'),
    nonCurrent: v('non_current'),
  };
}

/** The lease report's rows for an empty filter: every live agreement with its contractor and sales person. */
export async function leaseReportBySql(db: Db, tenantId: number): Promise<unknown[]> {
  return asTenant(db, tenantId, (tx) =>
    rawRows(
      tx,
      sql`select a.id, c.name as contractor_name, a.contract_number, a.schedule_number, a.factoring_contract_number,
          a.starting_date::text, a.closing_date::text, a.total_equipment_cost, a.payment_interval, a.payment_due, a.lease_type,
          sp.first_name || ' ' || sp.last_name as sales_person
        from lease_agreements a
        join contractors c on c.tenant_id = a.tenant_id and c.id = a.contractor_id
        left join sales_persons sp on sp.tenant_id = a.tenant_id and sp.id = a.sales_person_id
        where a.tenant_id = ${tenantId} and not a.is_deleted
        order by c.sort_key, a.contract_number, a.schedule_number, a.id`,
    ),
  );
}

/** contractor, contract, schedule, period, payment date, payment, interest, principal, closing balance. */
export type SettlementRow = [string, string, string, number, string, number, number, number, number];

/**
 * The settlements report's rows (schedule rows paid in the period, of every live agreement), in one query,
 * handed back as one JSON array of arrays (one value to parse rather than a driver row per row: the
 * fastest read on PGlite, as figure-rows.ts measured). Amounts are JSON numbers printed by PostgreSQL
 * from the stored numeric: exactly the stored cents.
 */
export async function settlementRowsBySql(db: Db, tenantId: number, { start, end }: Period): Promise<SettlementRow[]> {
  const [result] = await asTenant(db, tenantId, (tx) =>
    rawRows<{ rows: string }>(
      tx,
      sql`select coalesce(json_agg(json_build_array(c.name, a.contract_number, a.schedule_number, s.period_number, s.payment_date,
            s.payment_amount, s.interest_amount, s.principal_amount, s.closing_balance)
          order by c.sort_key, a.contract_number, a.schedule_number, s.period_number), '[]')::text as rows
        from lease_amortizations s
        join lease_agreements a on a.tenant_id = s.tenant_id and a.id = s.lease_agreement_id
        join contractors c on c.tenant_id = a.tenant_id and c.id = a.contractor_id
        where s.tenant_id = ${tenantId} and not a.is_deleted and s.payment_date between ${start}::date and ${end}::date`,
    ),
  );
  return JSON.parse(result?.rows ?? '[]') as SettlementRow[];
}

/**
 * One style object per kind of cell, shared by every cell, text cells too: exceljs keeps the style id of
 * each style object it has seen, so a shared object is one lookup per cell, where a cell left to its own
 * (merged) style is a fresh object serialised and searched for on every cell. Measured on these 99 000
 * rows: 2.0-2.2 s against 2.5-3.2 s with addRow and unstyled text. The fastest use of exceljs, so the
 * ratio measures the app's own work.
 */
const text: Partial<ExcelJS.Style> = {};
const integer: Partial<ExcelJS.Style> = { numFmt: '0' };
const day: Partial<ExcelJS.Style> = { numFmt: 'dd.mm.yyyy' };
const money: Partial<ExcelJS.Style> = { numFmt: '#,##0.00' };
const columnStyles = [text, text, text, integer, day, money, money, money, money];

/**
 * Raw exceljs: the rows of one query written by stream.xlsx.WorkbookWriter, a frozen header row and one
 * row per schedule row with dates and number formats, each row committed at once, into memory
 * (app.inject buffers the app's answer too). Returns the workbook's size in bytes.
 */
export async function settlementsExcelRaw(db: Db, tenantId: number, period: Period): Promise<number> {
  const rows = await settlementRowsBySql(db, tenantId, period);
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Settlements', { views: [{ state: 'frozen', ySplit: 1 }] });
  const widths = [30, 14, 10, 8, 13, 14, 14, 14, 16];
  widths.forEach((width, index) => (sheet.getColumn(index + 1).width = width));
  sheet.addRow(['Contractor', 'Contract', 'Schedule', 'Period', 'Payment date', 'Payment', 'Interest', 'Principal', 'Closing balance']).commit();
  let rowNumber = 2;
  for (const row of rows) {
    const line = sheet.getRow(rowNumber++);
    row.forEach((value, index) => {
      const cell = line.getCell(index + 1);
      cell.value = index === 4 ? new Date(`${value}T00:00:00Z`) : value;
      cell.style = columnStyles[index] ?? text;
    });
    line.commit();
  }
  sheet.commit();
  await workbook.commit();
  return chunks.reduce((size, chunk) => size + chunk.length, 0);
}
