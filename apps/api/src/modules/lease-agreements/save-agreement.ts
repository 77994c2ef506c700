import { and, eq, sql } from 'drizzle-orm';
import type { FieldMessage, LeaseAgreementDto, LeaseAgreementValues } from '@leasedesk/contract';
import { closingDate, normalizeDate, type LeaseOutcome } from '@leasedesk/lease-math';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { insertStaged, type Stage, type StageWay } from '../../db/staged-rows.ts';
import { leaseAgreements, leaseCalculations } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { AppError, fieldFailures } from '../../lib/errors.ts';
import { deletedChange, toggleAction } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { agreementChanges, agreementLabel, changedRowCount } from './agreement-audit.ts';
import { agreementFieldsOf, findAgreementRow, loadAgreementRecord, type AgreementCaller } from './agreement-record.ts';
import { numericColumnsOf } from './agreement-rows.ts';
import { figuresBeforeUpdate } from './figures-before-update.ts';
import { withCumulativePayments } from './figure-rows.ts';
import { allFigureParts, calculateFigures, calculationColumns, figureFieldsOfInput, storeFigures } from './figures.ts';
import { agreementNumbersKey } from './live-numbers.ts';
import { checkNumbersFree, guardNumbers, referenceErrors } from './agreement-checks.ts';
import { hasLeaseChanges } from './lease-change-rows.ts';
import { standardErrors, tenantStandard } from './tenant-standard.ts';
import { updateChangedAgreement } from './update-changed-agreement.ts';
import { matchInvoiceLines } from '../invoices/index.ts';

/** The values a row stores, closing date recomputed, dates normalised to `YYYY-MM-DD`. */
export type StoredValues = Omit<typeof leaseAgreements.$inferInsert, 'id' | 'tenantId' | 'isDeleted' | 'createDate'>;

/** An input that passed every rule that needs no database: what its row stores and the figures stored with it. */
export type CalculatedAgreement = { values: StoredValues; figures: LeaseOutcome };

export type AgreementCalculation = { ok: true; agreement: CalculatedAgreement } | { ok: false; errors: FieldMessage[] };

/**
 * Validation and calculation of every agreement that is saved (POST, PUT, the CSV import), with no database:
 * the shape was checked before this (zod); then the tenant's standard, lease-math's rules (field errors in wire
 * names; not checked under a refused standard, whose rules differ) and figures, and the factoring date, all
 * reported together. `tenantsStandard` is the standard the figures are calculated under, always the tenant's.
 */
export function calculateAgreement(input: LeaseAgreementValues, tenantsStandard: number): AgreementCalculation {
  const startingDate = normalizeDate(input.startingDate) ?? input.startingDate;
  const fields = figureFieldsOfInput({ ...input, startingDate }, tenantsStandard);
  const errors: FieldMessage[] = standardErrors(input.accountingStandard, tenantsStandard);
  let figures: LeaseOutcome | null = null;
  if (errors.length === 0) {
    try {
      figures = calculateFigures(fields);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      errors.push(...error.errors);
    }
  }
  const transferToFactorDate = input.transferToFactorDate === null ? null : normalizeDate(input.transferToFactorDate);
  if (input.transferToFactorDate !== null && transferToFactorDate === null) errors.push({ propertyName: 'transferToFactorDate', key: 'validation.date.existing' });
  if (errors.length > 0 || !figures) return { ok: false, errors };

  const { closingDate: _sent, accountingStandard: _standard, ...rest } = input;
  return {
    ok: true,
    agreement: {
      values: { ...rest, ...numericColumnsOf(input), startingDate, closingDate: closingDate(startingDate, input.termInMonths), transferToFactorDate, accountingStandard: tenantsStandard },
      figures,
    },
  };
}

/**
 * The checks of a save by id (POST, PUT), all reported together: calculateAgreement's, then contractor and
 * sales person of this tenant. The numbers' uniqueness follows only once the rest is valid.
 */
async function prepare(tx: Tx, tenantId: number, input: LeaseAgreementValues, tenantsStandard: number): Promise<CalculatedAgreement> {
  const calculation = calculateAgreement(input, tenantsStandard);
  const errors = [...(calculation.ok ? [] : calculation.errors), ...(await referenceErrors(tx, tenantId, input))];
  if (!calculation.ok || errors.length > 0) throw fieldFailures(errors);
  return calculation.agreement;
}

/** Agreement rows per INSERT (33 bound parameters each: well within the 65 535 of one statement). */
const agreementsPerInsert = 1_000;

/**
 * Figure rows per JSON statement (about 1.5 MB of JSON): PGlite runs a statement on the event loop, so a bigger
 * one would keep every other request waiting longer (5 000 rows: a few hundred ms). By COPY all rows of a store go
 * in one stream.
 */
const figureRowsPerJson = 5_000;

/** A schedule row as staged: the stored columns before rounding, named as lease-math names them. */
const scheduleStage: Stage = {
  table: 'staged_lease_amortizations',
  alias: 'r',
  jsonChunk: figureRowsPerJson,
  columns: [
    ['leaseAgreementId', 'int'],
    ['periodNumber', 'int'],
    ['paymentDate', 'date'],
    ['generalLedgerIncomeDate', 'date'],
    ['paymentAmount', 'numeric'],
    ['interestAmount', 'numeric'],
    ['principalAmount', 'numeric'],
    ['openingBalance', 'numeric'],
    ['closingBalance', 'numeric'],
    ['rentFreeAmount', 'numeric'],
    ['isBillingMonth', 'boolean'],
    ['increaseRate', 'numeric'],
    ['accountingStandard', 'smallint'],
    ['cumulativePayment', 'numeric'],
  ],
};

const depreciationStage: Stage = {
  table: 'staged_depreciations',
  alias: 'r',
  jsonChunk: figureRowsPerJson,
  columns: [
    ['leaseAgreementId', 'int'],
    ['periodNumber', 'int'],
    ['beginingOfPeriod', 'date'],
    ['endOfPeriod', 'date'],
    ['openingBalance', 'numeric'],
    ['depraciationCharge', 'numeric'],
    ['closingBalance', 'numeric'],
  ],
};

/** Rows of many agreements, each tagged with its agreement's id, made as they are read. */
function* rowsOfAgreements<T extends object>(ids: readonly number[], rowsOf: (index: number) => readonly T[]): Generator<T & { leaseAgreementId: number }> {
  for (const [index, leaseAgreementId] of ids.entries()) {
    for (const row of rowsOf(index)) yield { ...row, leaseAgreementId };
  }
}

/**
 * The figures of agreements just inserted (none stored yet, so nothing to delete): calculations, schedules and
 * depreciation of all of them in a few multi-row statements, not a few per agreement. Numerics travel as the
 * numbers' text (JSON or COPY, staged-rows.ts) and are rounded to the cent by the database, exactly as
 * figure-rows.ts stores one agreement's. `way`: how the rows reach the database (the server's COPY by default).
 */
async function insertFiguresOfNewAgreements(tx: Tx, tenantId: number, ids: readonly number[], agreements: readonly CalculatedAgreement[], way?: StageWay): Promise<void> {
  const figuresOf = (index: number) => {
    const figures = agreements[index]?.figures;
    if (!figures) throw new Error('an agreement without figures');
    return figures;
  };
  for (let start = 0; start < ids.length; start += agreementsPerInsert) {
    const rows = ids.slice(start, start + agreementsPerInsert).map((leaseAgreementId, offset) => ({ tenantId, leaseAgreementId, ...calculationColumns(figuresOf(start + offset).leaseCalculation) }));
    await tx.insert(leaseCalculations).values(rows);
  }
  await insertStaged(
    tx,
    scheduleStage,
    rowsOfAgreements(ids, (index) => withCumulativePayments(figuresOf(index).leaseAmortizations)),
    (source) =>
      tx.execute(sql`
      insert into lease_amortizations (tenant_id, lease_agreement_id, period_number, payment_date, general_ledger_income_date,
        payment_amount, interest_amount, principal_amount, opening_balance, closing_balance, rent_free_amount,
        is_billing_month, increase_rate, accounting_standard, cumulative_payment)
      select ${tenantId}, r."leaseAgreementId", r."periodNumber", r."paymentDate", r."generalLedgerIncomeDate",
        round(r."paymentAmount", 2), round(r."interestAmount", 2), round(r."principalAmount", 2), round(r."openingBalance", 2),
        round(r."closingBalance", 2), round(r."rentFreeAmount", 2), r."isBillingMonth", r."increaseRate", r."accountingStandard",
        round(r."cumulativePayment", 2)
      from ${source}`),
    way,
  );
  await insertStaged(
    tx,
    depreciationStage,
    rowsOfAgreements(ids, (index) => figuresOf(index).depraciations),
    (source) =>
      tx.execute(sql`
      insert into depreciations (tenant_id, lease_agreement_id, period_number, begining_of_period, end_of_period,
        opening_balance, depraciation_charge, closing_balance)
      select ${tenantId}, r."leaseAgreementId", r."periodNumber", r."beginingOfPeriod", r."endOfPeriod",
        round(r."openingBalance", 2), round(r."depraciationCharge", 2), round(r."closingBalance", 2)
      from ${source}`),
    way,
  );
}

/**
 * Invoice lines imported before their agreement existed name its numbers: match them now (DOMAIN §11). Only the
 * agreements some unsent line names need the matcher (one indexed look-up for all of them), so an import of
 * thousands of agreements runs it for the few that are invoiced already, not once each.
 */
async function matchLinesNamingNewAgreements(tx: Tx, tenantId: number, ids: readonly number[]): Promise<void> {
  const named = await rawRows<{ id: number }>(
    tx,
    sql`select a.id from lease_agreements a
      where a.tenant_id = ${tenantId} and a.id = any(${`{${ids.join(',')}}`}::int[])
        and exists (select 1 from invoice_lines l where l.tenant_id = a.tenant_id and l.invoice_export_id is null
          and l.agreement_number = a.contract_number and l.schedule_number = a.schedule_number)`,
  );
  for (const { id } of named) await matchInvoiceLines(tx, tenantId, { leaseAgreementId: id });
}

/**
 * Stores new agreements with all their figures (calculation, schedule, depreciation) in the caller's transaction
 * (tenant scope set) and answers their ids in the order given. The one way agreements are created: one by POST
 * /api/leaseagreement and the demo seed, thousands by the CSV import. Their numbers must have been found free; a
 * race past that check meets the unique index (guardNumbers). `way`: JSON unless the caller stores thousands of rows
 * (the import: COPY on a server), since staging by COPY costs a few more round trips than it saves on one agreement.
 */
export async function storeNewAgreements(tx: Tx, tenantId: number, agreements: readonly CalculatedAgreement[], way: StageWay = 'json'): Promise<number[]> {
  if (agreements.length === 0) return [];
  const idsByNumbers = new Map<string, number>();
  for (let start = 0; start < agreements.length; start += agreementsPerInsert) {
    const rows = agreements.slice(start, start + agreementsPerInsert).map(({ values }) => ({ ...values, tenantId }));
    const inserted = await guardNumbers(
      tx.insert(leaseAgreements).values(rows).returning({ id: leaseAgreements.id, contractorId: leaseAgreements.contractorId, contractNumber: leaseAgreements.contractNumber, scheduleNumber: leaseAgreements.scheduleNumber }),
    );
    // RETURNING promises no order: each row is known by its numbers, unique among live agreements.
    for (const row of inserted) idsByNumbers.set(agreementNumbersKey(row), row.id);
  }
  const ids = agreements.map(({ values }) => {
    const id = idsByNumbers.get(agreementNumbersKey(values));
    if (id === undefined) throw new Error('an inserted agreement was not returned');
    return id;
  });
  await insertFiguresOfNewAgreements(tx, tenantId, ids, agreements, way);
  await matchLinesNamingNewAgreements(tx, tenantId, ids);
  return ids;
}

/**
 * Stores a new agreement with its figures in the caller's transaction (tenant scope set) and returns
 * its id: the API's create and the demo seed go through here. Standard: the tenant's.
 */
export async function insertAgreement(tx: Tx, tenantId: number, input: LeaseAgreementValues): Promise<number> {
  const agreement = await prepare(tx, tenantId, input, await tenantStandard(tx, tenantId));
  await checkNumbersFree(tx, tenantId, input);
  const [id] = await storeNewAgreements(tx, tenantId, [agreement]);
  if (id === undefined) throw new Error('insert returned no row');
  return id;
}

/**
 * POST /api/leaseagreement: the agreement and its figures (calculation, schedule, depreciation) in one
 * transaction, so a saved agreement is never without them.
 */
export function createAgreement(ctx: AppContext, caller: AgreementCaller, input: LeaseAgreementValues): Promise<LeaseAgreementDto> {
  return withTenant(ctx.db, caller.tenantId, async (tx) => {
    const record = await loadAgreementRecord(ctx, tx, caller, await insertAgreement(tx, caller.tenantId, input));
    await recordAudit(tx, {
      action: 'create',
      entity: 'agreement',
      entityId: record.id,
      label: agreementLabel(record),
      changes: agreementChanges(null, { agreement: record, calculation: record.leaseCalculation }),
      counts: { scheduleRows: record.leaseAmortizations.length, depreciationRows: record.depraciations.length },
    });
    return record;
  });
}

/**
 * PUT /api/leaseagreements/{id}: a live agreement of the tenant, recomputed (calculation, schedule,
 * depreciation) in the same transaction; one with lease changes is updated without recomputing
 * (update-changed-agreement.ts). Standard: the tenant's (an agreement stored under another,
 * before the tenant's standard was changed, takes the tenant's when it is next saved).
 */
export function updateAgreement(ctx: AppContext, caller: AgreementCaller, id: number, input: LeaseAgreementValues): Promise<LeaseAgreementDto> {
  const { tenantId } = caller;
  return withTenant(ctx.db, tenantId, async (tx) => {
    const stored = await findAgreementRow(tx, tenantId, id, { lock: true });
    // After lease changes the figures are the versions': only what rewrites no booked history may change.
    if (await hasLeaseChanges(tx, tenantId, id)) return updateChangedAgreement(ctx, tx, caller, stored, input);
    const { values, figures } = await prepare(tx, tenantId, input, await tenantStandard(tx, tenantId));
    await checkNumbersFree(tx, tenantId, input, id);
    const before = await figuresBeforeUpdate(tx, tenantId, id);
    await guardNumbers(tx.update(leaseAgreements).set(values).where(and(eq(leaseAgreements.id, id), eq(leaseAgreements.tenantId, tenantId))));
    await storeFigures(tx, tenantId, id, figures, allFigureParts);
    const record = await loadAgreementRecord(ctx, tx, caller, id);
    await recordAudit(tx, {
      action: 'update',
      entity: 'agreement',
      entityId: id,
      label: agreementLabel(record),
      changes: agreementChanges({ agreement: agreementFieldsOf(stored), calculation: before?.calculation ?? null }, { agreement: record, calculation: record.leaseCalculation }),
      counts: {
        scheduleRows: changedRowCount(figures.leaseAmortizations, before?.schedule ?? []),
        depreciationRows: changedRowCount(figures.depraciations, before?.depreciation ?? []),
      },
    });
    return record;
  });
}

/**
 * DELETE /api/leaseagreements/{id}: toggles isDeleted (SPEC §4); a deleted agreement leaves lists,
 * lookups and GET (404). A second DELETE restores it unless a live agreement took its numbers.
 */
export function toggleAgreementDeleted(ctx: AppContext, caller: AgreementCaller, id: number): Promise<LeaseAgreementDto> {
  const { tenantId } = caller;
  return withTenant(ctx.db, tenantId, async (tx) => {
    const existing = await findAgreementRow(tx, tenantId, id, { includeDeleted: true, lock: true });
    if (existing.isDeleted) await checkNumbersFree(tx, tenantId, existing, id);
    await guardNumbers(tx.update(leaseAgreements).set({ isDeleted: !existing.isDeleted }).where(and(eq(leaseAgreements.id, id), eq(leaseAgreements.tenantId, tenantId))));
    await matchInvoiceLines(tx, tenantId, { leaseAgreementId: id });
    await recordAudit(tx, { action: toggleAction(!existing.isDeleted), entity: 'agreement', entityId: id, label: agreementLabel(existing), changes: deletedChange(!existing.isDeleted) });
    return loadAgreementRecord(ctx, tx, caller, id, { includeDeleted: true });
  });
}
