// Loads the reminders bench's portfolio (portfolio.ts) into one tenant in bulk, as bench/reports/seed.ts does: as the
// connecting user (the owner: row-level security does not apply to it), before the app starts, in one transaction.
//  - contractors: one INSERT ... SELECT;
//  - each variant's agreement fields, calculation, schedule and depreciation rows into temporary tables (json_to_recordset);
//  - the agreements in one INSERT ... SELECT from the plan, then every agreement's calculation, schedule and
//    depreciation in one INSERT ... SELECT each, joining agreement → its variant's rows;
//  - impairment questionnaires of the year end 2025-12-31 for some IFRS16 agreements: a third answered in full (no
//    reminder), a sixth in part (still reminded);
//  - the digest's subscribers: users of the tenant with the digest on (addSubscribers).
import { sql, type SQL } from '../../apps/api/node_modules/drizzle-orm/index.js';
import type { Db, Tx } from '../../apps/api/src/db/client.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { userTenants, users } from '../../apps/api/src/db/schema.ts';
import { hashPassword } from '../../apps/api/src/lib/passwords.ts';
import { newSecurityStamp } from '../../apps/api/src/lib/random.ts';
import { withCumulativePayments } from '../../apps/api/src/modules/lease-agreements/figure-rows.ts';
import { planPortfolio, type Variant } from './portfolio.ts';

export type Portfolio = { agreements: number; deleted: number; scheduleRows: number; depreciationRows: number; questionnaires: number };

const contractorCount = 50;
const chunkRows = 20_000;
/** The impairment reminder's year end on the bench's day. */
const yearEnd = '2025-12-31';

const json = (value: unknown): SQL => sql`${JSON.stringify(value)}::json`;

/** Rows of all variants, `rowsOf(variant)` each tagged with its variant id, loaded in chunks. */
async function loadChunks<T extends object>(tx: Tx, variants: Variant[], rowsOf: (variant: Variant) => T[], insert: (rows: SQL) => SQL): Promise<void> {
  let chunk: (T & { variant: number })[] = [];
  const flush = async () => {
    if (chunk.length > 0) await tx.execute(insert(json(chunk)));
    chunk = [];
  };
  for (const variant of variants) {
    for (const row of rowsOf(variant)) {
      chunk.push({ ...row, variant: variant.id });
      if (chunk.length >= chunkRows) await flush();
    }
  }
  await flush();
}

/** `live` agreements and `deleted` deleted ones in the tenant; `userId` is who answered the questionnaires. */
export async function seedPortfolio(db: Db, tenantId: number, live: number, deleted: number, userId: number): Promise<Portfolio> {
  return db.transaction(async (tx) => {
    // Contractors with valid NIPs (check digit < 10) in a range the demo contractors do not use.
    const contractorRows = await rawRows<{ id: number }>(
      tx,
      sql`insert into contractors (tenant_id, name, tax_id, code)
        select ${tenantId}, 'Najemca ' || lpad(g::text, 3, '0') || ' Sp. z o.o.', nine || check_digit, 'P-' || g
        from (select g, nine, (6 * substr(nine, 1, 1)::int + 5 * substr(nine, 2, 1)::int + 7 * substr(nine, 3, 1)::int
                + 2 * substr(nine, 4, 1)::int + 3 * substr(nine, 5, 1)::int + 4 * substr(nine, 6, 1)::int + 5 * substr(nine, 7, 1)::int
                + 6 * substr(nine, 8, 1)::int + 7 * substr(nine, 9, 1)::int) % 11 as check_digit
              from (select g, (320000000 + g * 7919)::text as nine from generate_series(1, ${contractorCount * 2}) as g) as numbered) as candidates
        where check_digit < 10
        order by g
        limit ${contractorCount}
        returning id`,
    );
    const contractorIds = contractorRows.map((row) => row.id);
    const { plan, variants } = planPortfolio(live, deleted, contractorIds.length);

    await tx.execute(sql`create temporary table bench_variants (
        variant int primary key, term_in_months int, starting_date date, closing_date date, rent_payment_amount numeric,
        residual_value numeric, total_equipment_cost numeric, sales_person_commission numeric, lease_type smallint, payment_due smallint,
        payment_interval smallint, asset_category smallint, asset_name text, dismantling_provision numeric, lease_premium numeric,
        incremental_borrowing_rate numeric, lease_incentive numeric, rent_free_period_in_months int, depreciation_method smallint,
        accounting_standard smallint, leasehold_improvements numeric, indexation_rate numeric, initial_direct_costs numeric,
        implicit_rate float8, amortization_rate float8, present_value_of_rent numeric, interim_rate numeric,
        total_present_value_of_lease_payments numeric, cost_of_equipment numeric, ninety_percenatage_test numeric, lease_classification text
      ) on commit drop`);
    await tx.execute(sql`insert into bench_variants select * from json_populate_recordset(null::bench_variants, ${json(
      variants.map(({ id, template, input, closingDate, outcome }) => ({
        variant: id,
        term_in_months: input.termInMonths,
        starting_date: input.startingDate,
        closing_date: closingDate,
        rent_payment_amount: input.rentPaymentAmount,
        residual_value: input.residualValue ?? 0,
        total_equipment_cost: input.totalEquipmentCost ?? 0,
        sales_person_commission: input.salesPersonCommission ?? 0,
        lease_type: template.leaseType,
        payment_due: input.paymentDue ?? 0,
        payment_interval: input.paymentInterval ?? 0,
        asset_category: template.assetCategory,
        asset_name: template.assetName,
        dismantling_provision: input.dismantlingProvision ?? 0,
        lease_premium: input.leasePremium ?? 0,
        incremental_borrowing_rate: input.incrementalBorrowingRate ?? 0,
        lease_incentive: input.leaseIncentive ?? 0,
        rent_free_period_in_months: input.rentFreePeriodInMonths ?? 0,
        depreciation_method: input.depreciationMethod ?? 0,
        accounting_standard: input.accountingStandard ?? 0,
        leasehold_improvements: input.leaseholdImprovements ?? 0,
        indexation_rate: input.indexationRate ?? 0,
        initial_direct_costs: input.initialDirectCosts ?? 0,
        implicit_rate: outcome.leaseCalculation.implicitRate,
        amortization_rate: outcome.leaseCalculation.amortizationRate,
        present_value_of_rent: outcome.leaseCalculation.presentValueOfRent,
        interim_rate: outcome.leaseCalculation.interimRate,
        total_present_value_of_lease_payments: outcome.leaseCalculation.totalPresentValueOfLeasePayments,
        cost_of_equipment: outcome.leaseCalculation.costOfEquipment,
        ninety_percenatage_test: outcome.leaseCalculation.ninetyPercenatageTest.toFixed(4),
        lease_classification: outcome.leaseCalculation.leaseClassification,
      })),
    )})`);

    await tx.execute(sql`create temporary table bench_schedule (
        variant int, period_number int, payment_date date, general_ledger_income_date date, payment_amount numeric, interest_amount numeric,
        principal_amount numeric, opening_balance numeric, closing_balance numeric, rent_free_amount numeric, is_billing_month boolean,
        increase_rate numeric, accounting_standard smallint, cumulative_payment numeric) on commit drop`);
    await loadChunks(tx, variants, (variant) => withCumulativePayments(variant.outcome.leaseAmortizations), (rows) =>
      sql`insert into bench_schedule select r.variant, r."periodNumber", r."paymentDate", r."generalLedgerIncomeDate", round(r."paymentAmount", 2),
          round(r."interestAmount", 2), round(r."principalAmount", 2), round(r."openingBalance", 2), round(r."closingBalance", 2),
          round(r."rentFreeAmount", 2), r."isBillingMonth", r."increaseRate", r."accountingStandard", round(r."cumulativePayment", 2)
        from json_to_recordset(${rows}) as r(variant int, "periodNumber" int, "paymentDate" date, "generalLedgerIncomeDate" date,
          "paymentAmount" numeric, "interestAmount" numeric, "principalAmount" numeric, "openingBalance" numeric, "closingBalance" numeric,
          "rentFreeAmount" numeric, "isBillingMonth" boolean, "increaseRate" numeric, "accountingStandard" smallint, "cumulativePayment" numeric)`,
    );
    await tx.execute(sql`create temporary table bench_depreciation (
        variant int, period_number int, begining_of_period date, end_of_period date, opening_balance numeric, depraciation_charge numeric,
        closing_balance numeric) on commit drop`);
    await loadChunks(tx, variants, (variant) => variant.outcome.depraciations, (rows) =>
      sql`insert into bench_depreciation select r.variant, r."periodNumber", r."beginingOfPeriod", r."endOfPeriod", round(r."openingBalance", 2),
          round(r."depraciationCharge", 2), round(r."closingBalance", 2)
        from json_to_recordset(${rows}) as r(variant int, "periodNumber" int, "beginingOfPeriod" date, "endOfPeriod" date,
          "openingBalance" numeric, "depraciationCharge" numeric, "closingBalance" numeric)`,
    );

    await tx.execute(sql`create temporary table bench_plan (agreement_id int, variant int, g int) on commit drop`);
    await tx.execute(sql`
      with planned as (
        select p.g, p.variant, p.contractor, p.deleted
        from json_to_recordset(${json(plan)}) as p(g int, variant int, contractor int, deleted boolean)
      ), inserted as (
        insert into lease_agreements (tenant_id, contractor_id, contract_number, schedule_number, term_in_months,
          starting_date, closing_date, rent_payment_amount, sub_rent_and_arrangment_fee, residual_value, total_equipment_cost,
          sales_person_commission, factoring_contract_number, lease_type, payment_due, payment_interval,
          residual_value_settlement, asset_category, asset_name, dismantling_provision, lease_premium, incremental_borrowing_rate,
          lease_incentive, rent_free_period_in_months, depreciation_method, accounting_standard, rate_convention,
          should_rate_be_calculated, leasehold_improvements, indexation_rate, initial_direct_costs, is_deleted)
        select ${tenantId}, (${`{${contractorIds.join(',')}}`}::int[])[p.contractor + 1],
          'RM/' || lpad(p.g::text, 5, '0'), '1', v.term_in_months, v.starting_date, v.closing_date, v.rent_payment_amount, 0, v.residual_value,
          v.total_equipment_cost, v.sales_person_commission, '', v.lease_type, v.payment_due, v.payment_interval, 0, v.asset_category,
          v.asset_name || ' ' || p.g, v.dismantling_provision, v.lease_premium, v.incremental_borrowing_rate, v.lease_incentive,
          v.rent_free_period_in_months, v.depreciation_method, v.accounting_standard, 0, false, v.leasehold_improvements,
          v.indexation_rate, v.initial_direct_costs, p.deleted
        from planned p join bench_variants v on v.variant = p.variant
        order by p.g
        returning id, contract_number
      )
      insert into bench_plan select i.id, p.variant, p.g from inserted i join planned p on i.contract_number = 'RM/' || lpad(p.g::text, 5, '0')`);

    await tx.execute(sql`
      insert into lease_calculations (tenant_id, lease_agreement_id, implicit_rate, amortization_rate, present_value_of_rent, interim_rate,
        total_present_value_of_lease_payments, cost_of_equipment, ninety_percenatage_test, lease_classification)
      select ${tenantId}, p.agreement_id, v.implicit_rate, v.amortization_rate, v.present_value_of_rent, v.interim_rate,
        v.total_present_value_of_lease_payments, v.cost_of_equipment, v.ninety_percenatage_test, v.lease_classification
      from bench_plan p join bench_variants v on v.variant = p.variant`);
    // In agreement order, as agreement-by-agreement saves would have laid them out.
    const [schedule] = await rawRows<{ n: number }>(
      tx,
      sql`with inserted as (
          insert into lease_amortizations (tenant_id, lease_agreement_id, period_number, payment_date, general_ledger_income_date,
            payment_amount, interest_amount, principal_amount, opening_balance, closing_balance, rent_free_amount, is_billing_month,
            increase_rate, accounting_standard, cumulative_payment)
          select ${tenantId}, p.agreement_id, r.period_number, r.payment_date, r.general_ledger_income_date, r.payment_amount, r.interest_amount,
            r.principal_amount, r.opening_balance, r.closing_balance, r.rent_free_amount, r.is_billing_month, r.increase_rate, r.accounting_standard,
            r.cumulative_payment
          from bench_plan p join bench_schedule r on r.variant = p.variant
          order by p.agreement_id, r.period_number
          returning 1)
        select count(*)::int as n from inserted`,
    );
    const [depreciation] = await rawRows<{ n: number }>(
      tx,
      sql`with inserted as (
          insert into depreciations (tenant_id, lease_agreement_id, period_number, begining_of_period, end_of_period, opening_balance,
            depraciation_charge, closing_balance)
          select ${tenantId}, p.agreement_id, r.period_number, r.begining_of_period, r.end_of_period, r.opening_balance, r.depraciation_charge,
            r.closing_balance
          from bench_plan p join bench_depreciation r on r.variant = p.variant
          order by p.agreement_id, r.period_number
          returning 1)
        select count(*)::int as n from inserted`,
    );
    // Questionnaires of the year end for IFRS16 agreements that ran then: g % 3 = 0 answered in full (no reminder),
    // g % 6 = 1 with five of the indicators answered (still reminded).
    const [questionnaires] = await rawRows<{ n: number }>(
      tx,
      sql`with chosen as (
          select p.agreement_id, p.g % 3 = 0 as complete
          from bench_plan p join bench_variants v on v.variant = p.variant
          where v.accounting_standard = 1 and v.starting_date <= ${yearEnd}::date and v.closing_date >= ${yearEnd}::date and (p.g % 3 = 0 or p.g % 6 = 1)
        ), inserted as (
          insert into impairment_questionnaires (tenant_id, lease_agreement_id, accounting_year_end, created_by, updated_by)
          select ${tenantId}, c.agreement_id, ${yearEnd}::date, ${userId}, ${userId} from chosen c
          returning id, lease_agreement_id
        ), answered as (
          insert into impairment_answers (tenant_id, questionnaire_id, sequence, answer)
          select ${tenantId}, q.id, i.sequence, false
          from inserted q join chosen c on c.agreement_id = q.lease_agreement_id cross join impairment_indicators i
          where c.complete or i.sequence <= 5
          returning 1)
        select (select count(*)::int from inserted) as n, (select count(*) from answered) as answers`,
    );
    return {
      agreements: plan.length - deleted,
      deleted,
      scheduleRows: schedule?.n ?? 0,
      depreciationRows: depreciation?.n ?? 0,
      questionnaires: questionnaires?.n ?? 0,
    };
  });
}

/**
 * `count` users of the tenant with the digest on, by SQL as the demo seed makes users: most with every kind, one in ten
 * with payments only, one in ten with lease ends and impairment only; English and Polish alternately.
 */
export async function addSubscribers(db: Db, tenantId: number, count: number): Promise<number[]> {
  const passwordHash = await hashPassword(`bench-${tenantId}-unused`);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `digest-${String(i + 1).padStart(2, '0')}@reminders.bench.test`,
          firstName: `Abonent ${i + 1}`,
          lastName: 'Przypomnień',
          role: 1,
          passwordHash,
          securityStamp: newSecurityStamp(),
        })),
      )
      .returning({ id: users.id });
    const ids = inserted.map((row) => row.id);
    await tx.insert(userTenants).values(ids.map((userId) => ({ userId, tenantId })));
    await tx.execute(sql`insert into reminder_preferences (tenant_id, user_id, lease_end, indexation, payments, impairment, email_digest, language)
      select ${tenantId}, u.id, u.n % 10 <> 8, u.n % 10 < 8, u.n % 10 <> 9, u.n % 10 <> 8, true, case when u.n % 2 = 1 then 'pl' else 'en' end
      from json_to_recordset(${json(ids.map((id, n) => ({ id, n })))}) as u(id int, n int)`);
    return ids;
  });
}
