// What the import is measured beside, in the same process and run: lease-math alone over the same agreements
// (the figures every row needs, nothing else), and the same rows stored by multi-row statements without the app
// (agreements, calculations, schedules and depreciation as json_to_recordset INSERTs of up to 20 000 rows, as the
// connecting user: no row-level security, no validation, no reference look-ups), in one transaction rolled back
// afterwards so the database stays as the import left it.
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import { from as copyFrom } from 'pg-copy-streams';
import { calculateLease, closingDate, type LeaseOutcome } from '@leasedesk/lease-math';
import type { Db, Tx } from '../../apps/api/src/db/client.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { copyTextValue, postgresClientOf } from '../../apps/api/src/db/staged-rows.ts';
import { withCumulativePayments } from '../../apps/api/src/modules/lease-agreements/figure-rows.ts';
import { benchAgreement } from './agreement-file.ts';

/** lease-math's calculateLease over every agreement of the file: milliseconds. */
export function leaseMathAlone(count: number): number {
  const start = performance.now();
  for (let index = 0; index < count; index++) {
    const result = calculateLease(benchAgreement(index).agreement);
    if (!result.ok) throw new Error(`lease-math refused agreement ${index}`);
  }
  return performance.now() - start;
}

class Rollback extends Error {}

const rowsPerStatement = 20_000;

/** Inserts rows of many agreements as json_to_recordset statements of at most rowsPerStatement rows. */
async function insertRows(tx: Tx, rows: object[], statement: (json: string) => ReturnType<typeof sql>): Promise<void> {
  for (let start = 0; start < rows.length; start += rowsPerStatement) await tx.execute(statement(JSON.stringify(rows.slice(start, start + rowsPerStatement))));
}

/**
 * The file's agreements and their figures stored by plain multi-row INSERTs: milliseconds spent storing (the
 * figures are calculated beforehand, untimed, a thousand agreements at a time so memory stays flat).
 */
export async function multiRowInserts(db: Db, tenantId: number, count: number, contractorIds: readonly number[]): Promise<{ milliseconds: number; rows: number; figureRows: number }> {
  let milliseconds = 0;
  let rows = 0;
  let figureRows = 0;
  try {
    await db.transaction(async (tx) => {
      for (let first = 0; first < count; first += 1000) {
        const batch = Array.from({ length: Math.min(1000, count - first) }, (_, offset) => {
          const bench = benchAgreement(first + offset);
          const outcome = calculateLease(bench.agreement);
          if (!outcome.ok) throw new Error('lease-math refused a bench agreement');
          return { bench, outcome: outcome as LeaseOutcome };
        });
        const start = performance.now();
        const agreements = batch.map(({ bench }) => ({
          contractorId: contractorIds[bench.contractor],
          contractNumber: `BASE/${bench.contractNumber}`,
          ...bench.agreement,
          closingDate: closingDate(bench.agreement.startingDate, bench.agreement.termInMonths),
        }));
        const ids = await rawRows<{ id: number }>(
          tx,
          sql`insert into lease_agreements (tenant_id, contractor_id, contract_number, schedule_number, term_in_months, starting_date, closing_date,
              rent_payment_amount, sub_rent_and_arrangment_fee, residual_value, total_equipment_cost, sales_person_commission, lease_type, payment_due,
              payment_interval, residual_value_settlement, asset_category, dismantling_provision, lease_premium, incremental_borrowing_rate, lease_incentive,
              rent_free_period_in_months, depreciation_method, accounting_standard, rate_convention, should_rate_be_calculated, leasehold_improvements,
              indexation_rate, initial_direct_costs)
            select ${tenantId}, a."contractorId", a."contractNumber", '1', a."termInMonths", a."startingDate", a."closingDate", a."rentPaymentAmount",
              0, 0, 0, 0, 0, a."paymentDue", a."paymentInterval", 0, 0, 0, 0, a."incrementalBorrowingRate", 0, a."rentFreePeriodInMonths",
              a."depreciationMethod", 1, 0, false, 0, a."indexationRate", a."initialDirectCosts"
            from json_to_recordset(${JSON.stringify(agreements)}::json) as a("contractorId" int, "contractNumber" text, "termInMonths" int,
              "startingDate" date, "closingDate" date, "rentPaymentAmount" numeric, "paymentDue" smallint, "paymentInterval" smallint,
              "incrementalBorrowingRate" numeric, "rentFreePeriodInMonths" int, "depreciationMethod" smallint, "indexationRate" numeric,
              "initialDirectCosts" numeric)
            returning id`,
        );
        // RETURNING promises no order; in a timing baseline that is rolled back, which agreement's rows an id gets does not matter.
        const idOf = (index: number) => ids[index]?.id ?? 0;
        const calculations = batch.map(({ outcome }, index) => ({ ...outcome.leaseCalculation, leaseAgreementId: idOf(index) }));
        await insertRows(tx, calculations, (json) => sql`insert into lease_calculations (tenant_id, lease_agreement_id, implicit_rate, amortization_rate,
            present_value_of_rent, interim_rate, total_present_value_of_lease_payments, cost_of_equipment, ninety_percenatage_test, lease_classification)
          select ${tenantId}, c."leaseAgreementId", c."implicitRate", c."amortizationRate", round(c."presentValueOfRent", 2), round(c."interimRate", 2),
            round(c."totalPresentValueOfLeasePayments", 2), round(c."costOfEquipment", 2), round(c."ninetyPercenatageTest", 4), c."leaseClassification"
          from json_to_recordset(${json}::json) as c("leaseAgreementId" int, "implicitRate" float8, "amortizationRate" float8, "presentValueOfRent" numeric,
            "interimRate" numeric, "totalPresentValueOfLeasePayments" numeric, "costOfEquipment" numeric, "ninetyPercenatageTest" numeric, "leaseClassification" text)`);
        const schedule = batch.flatMap(({ outcome }, index) => withCumulativePayments(outcome.leaseAmortizations).map((row) => ({ ...row, leaseAgreementId: idOf(index) })));
        await insertRows(tx, schedule, (json) => sql`insert into lease_amortizations (tenant_id, lease_agreement_id, period_number, payment_date,
            general_ledger_income_date, payment_amount, interest_amount, principal_amount, opening_balance, closing_balance, rent_free_amount,
            is_billing_month, increase_rate, accounting_standard, cumulative_payment)
          select ${tenantId}, r."leaseAgreementId", r."periodNumber", r."paymentDate", r."generalLedgerIncomeDate", r."paymentAmount", r."interestAmount",
            r."principalAmount", r."openingBalance", r."closingBalance", r."rentFreeAmount", r."isBillingMonth", r."increaseRate", r."accountingStandard",
            r."cumulativePayment"
          from json_to_recordset(${json}::json) as r("leaseAgreementId" int, "periodNumber" int, "paymentDate" date, "generalLedgerIncomeDate" date,
            "paymentAmount" numeric, "interestAmount" numeric, "principalAmount" numeric, "openingBalance" numeric, "closingBalance" numeric,
            "rentFreeAmount" numeric, "isBillingMonth" boolean, "increaseRate" numeric, "accountingStandard" smallint, "cumulativePayment" numeric)`);
        const depreciation = batch.flatMap(({ outcome }, index) => outcome.depraciations.map((period) => ({ ...period, leaseAgreementId: idOf(index) })));
        await insertRows(tx, depreciation, (json) => sql`insert into depreciations (tenant_id, lease_agreement_id, period_number, begining_of_period,
            end_of_period, opening_balance, depraciation_charge, closing_balance)
          select ${tenantId}, d."leaseAgreementId", d."periodNumber", d."beginingOfPeriod", d."endOfPeriod", d."openingBalance", d."depraciationCharge",
            d."closingBalance"
          from json_to_recordset(${json}::json) as d("leaseAgreementId" int, "periodNumber" int, "beginingOfPeriod" date, "endOfPeriod" date,
            "openingBalance" numeric, "depraciationCharge" numeric, "closingBalance" numeric)`);
        milliseconds += performance.now() - start;
        rows += batch.length + calculations.length + schedule.length + depreciation.length;
        figureRows += schedule.length + depreciation.length;
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return { milliseconds, rows, figureRows };
}

/** Agreements (as the INSERT baseline stores them) by one INSERT; the ids in no particular order. */
async function insertBenchAgreements(tx: Tx, tenantId: number, batch: readonly { bench: ReturnType<typeof benchAgreement> }[], contractorIds: readonly number[], prefix: string): Promise<number[]> {
  const agreements = batch.map(({ bench }) => ({
    contractorId: contractorIds[bench.contractor],
    contractNumber: `${prefix}/${bench.contractNumber}`,
    ...bench.agreement,
    closingDate: closingDate(bench.agreement.startingDate, bench.agreement.termInMonths),
  }));
  const ids = await rawRows<{ id: number }>(
    tx,
    sql`insert into lease_agreements (tenant_id, contractor_id, contract_number, schedule_number, term_in_months, starting_date, closing_date,
        rent_payment_amount, sub_rent_and_arrangment_fee, residual_value, total_equipment_cost, sales_person_commission, lease_type, payment_due,
        payment_interval, residual_value_settlement, asset_category, dismantling_provision, lease_premium, incremental_borrowing_rate, lease_incentive,
        rent_free_period_in_months, depreciation_method, accounting_standard, rate_convention, should_rate_be_calculated, leasehold_improvements,
        indexation_rate, initial_direct_costs)
      select ${tenantId}, a."contractorId", a."contractNumber", '1', a."termInMonths", a."startingDate", a."closingDate", a."rentPaymentAmount",
        0, 0, 0, 0, 0, a."paymentDue", a."paymentInterval", 0, 0, 0, 0, a."incrementalBorrowingRate", 0, a."rentFreePeriodInMonths",
        a."depreciationMethod", 1, 0, false, 0, a."indexationRate", a."initialDirectCosts"
      from json_to_recordset(${JSON.stringify(agreements)}::json) as a("contractorId" int, "contractNumber" text, "termInMonths" int,
        "startingDate" date, "closingDate" date, "rentPaymentAmount" numeric, "paymentDue" smallint, "paymentInterval" smallint,
        "incrementalBorrowingRate" numeric, "rentFreePeriodInMonths" int, "depreciationMethod" smallint, "indexationRate" numeric,
        "initialDirectCosts" numeric)
      returning id`,
  );
  return ids.map(({ id }) => id);
}

/** Rows straight into a table by COPY FROM STDIN on the transaction's client: its columns, each row's values in their order. */
async function copyRows(tx: Tx, table: string, columns: readonly string[], rows: Iterable<readonly unknown[]>): Promise<void> {
  const client = postgresClientOf(tx);
  if (!client) throw new Error('COPY needs a PostgreSQL server');
  function* text() {
    let chunk = '';
    for (const row of rows) {
      chunk += `${row.map((value) => copyTextValue(value, '')).join('\t')}\n`;
      if (chunk.length >= 256 * 1024) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  await pipeline(Readable.from(text()), client.query(copyFrom(`copy ${table} (${columns.join(', ')}) from stdin`)));
}

const cents = (value: number) => value.toFixed(2);

/**
 * The same rows as multiRowInserts, schedules and depreciation by COPY FROM STDIN straight into their tables
 * (agreements and calculations as there): what COPY alone costs, PostgreSQL only. As the connecting user, which
 * row-level security does not restrict (the app's role must go through a temporary table, staged-rows.ts), so this
 * is the floor the import's COPY path is measured against. Rolled back like multiRowInserts.
 */
export async function copyAlone(db: Db, tenantId: number, count: number, contractorIds: readonly number[]): Promise<{ milliseconds: number; rows: number; figureRows: number }> {
  let milliseconds = 0;
  let rows = 0;
  let figureRows = 0;
  try {
    await db.transaction(async (tx) => {
      for (let first = 0; first < count; first += 1000) {
        const batch = Array.from({ length: Math.min(1000, count - first) }, (_, offset) => {
          const bench = benchAgreement(first + offset);
          const outcome = calculateLease(bench.agreement);
          if (!outcome.ok) throw new Error('lease-math refused a bench agreement');
          return { bench, outcome: outcome as LeaseOutcome };
        });
        const start = performance.now();
        const ids = await insertBenchAgreements(tx, tenantId, batch, contractorIds, 'COPY');
        const idOf = (index: number) => ids[index] ?? 0;
        const calculations = batch.map(({ outcome }, index) => ({ ...outcome.leaseCalculation, leaseAgreementId: idOf(index) }));
        await insertRows(tx, calculations, (json) => sql`insert into lease_calculations (tenant_id, lease_agreement_id, implicit_rate, amortization_rate,
            present_value_of_rent, interim_rate, total_present_value_of_lease_payments, cost_of_equipment, ninety_percenatage_test, lease_classification)
          select ${tenantId}, c."leaseAgreementId", c."implicitRate", c."amortizationRate", round(c."presentValueOfRent", 2), round(c."interimRate", 2),
            round(c."totalPresentValueOfLeasePayments", 2), round(c."costOfEquipment", 2), round(c."ninetyPercenatageTest", 4), c."leaseClassification"
          from json_to_recordset(${json}::json) as c("leaseAgreementId" int, "implicitRate" float8, "amortizationRate" float8, "presentValueOfRent" numeric,
            "interimRate" numeric, "totalPresentValueOfLeasePayments" numeric, "costOfEquipment" numeric, "ninetyPercenatageTest" numeric, "leaseClassification" text)`);
        let schedule = 0;
        await copyRows(
          tx,
          'lease_amortizations',
          ['tenant_id', 'lease_agreement_id', 'period_number', 'payment_date', 'general_ledger_income_date', 'payment_amount', 'interest_amount', 'principal_amount',
            'opening_balance', 'closing_balance', 'rent_free_amount', 'is_billing_month', 'increase_rate', 'accounting_standard', 'cumulative_payment'],
          (function* () {
            for (const [index, { outcome }] of batch.entries()) {
              for (const r of withCumulativePayments(outcome.leaseAmortizations)) {
                schedule += 1;
                yield [tenantId, idOf(index), r.periodNumber, r.paymentDate, r.generalLedgerIncomeDate, cents(r.paymentAmount), cents(r.interestAmount),
                  cents(r.principalAmount), cents(r.openingBalance), cents(r.closingBalance), cents(r.rentFreeAmount), r.isBillingMonth, r.increaseRate,
                  r.accountingStandard, cents(r.cumulativePayment)];
              }
            }
          })(),
        );
        let depreciation = 0;
        await copyRows(
          tx,
          'depreciations',
          ['tenant_id', 'lease_agreement_id', 'period_number', 'begining_of_period', 'end_of_period', 'opening_balance', 'depraciation_charge', 'closing_balance'],
          (function* () {
            for (const [index, { outcome }] of batch.entries()) {
              for (const d of outcome.depraciations) {
                depreciation += 1;
                yield [tenantId, idOf(index), d.periodNumber, d.beginingOfPeriod, d.endOfPeriod, cents(d.openingBalance), cents(d.depraciationCharge), cents(d.closingBalance)];
              }
            }
          })(),
        );
        milliseconds += performance.now() - start;
        rows += batch.length + calculations.length + schedule + depreciation;
        figureRows += schedule + depreciation;
      }
      throw new Rollback();
    });
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return { milliseconds, rows, figureRows };
}
