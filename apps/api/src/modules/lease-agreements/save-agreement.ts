import { and, eq, ne, not } from 'drizzle-orm';
import { accountingStandardNames, type AccountingStandard, type FieldMessage, type LeaseAgreementDto, type LeaseAgreementValues } from '@leasedesk/contract';
import { closingDate, normalizeDate, type LeaseOutcome } from '@leasedesk/lease-math';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { contractors, leaseAgreements, salesPersons, tenants } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, fieldFailure, fieldFailures } from '../../lib/errors.ts';
import { findAgreementRow, loadAgreementRecord, type AgreementCaller } from './agreement-record.ts';
import { allFigureParts, calculateFigures, figureFieldsOfInput, storeFigures, type AgreementFigureFields } from './figures.ts';
import { matchInvoiceLines } from '../invoices/match-invoice-lines.ts';

const liveNumbersKey = 'lease_agreements_contract_schedule_live_key';
const duplicateNumbers = () => fieldFailure('scheduleNumber', 'records.agreement.duplicateNumbers');

/** The values a row stores, closing date recomputed, dates normalised to `YYYY-MM-DD`. */
type StoredValues = Omit<typeof leaseAgreements.$inferInsert, 'id' | 'tenantId' | 'isDeleted' | 'createDate'>;

/**
 * The checks of every save, in order: the shape (zod, before this), the tenant's standard, lease-math's
 * rules (field errors in wire names; not checked under a refused standard), then contractor and sales
 * person of this tenant (row-level security hides other tenants' anyway), all reported together; the
 * numbers' uniqueness only once the rest is valid. `accountingStandard` is the tenant's: the figures
 * are always calculated under it.
 * Returns what to store and the figures to store with it.
 */
async function prepare(tx: Tx, tenantId: number, input: LeaseAgreementValues, accountingStandard: number): Promise<{ values: StoredValues; figures: LeaseOutcome }> {
  const startingDate = normalizeDate(input.startingDate) ?? input.startingDate;
  const fields = figureFieldsOfInput({ ...input, startingDate }, accountingStandard);
  const errors: FieldMessage[] = standardErrors(input.accountingStandard, accountingStandard);
  let figures: LeaseOutcome | null = null;
  // Lease-math's rules depend on the standard: under a refused one they would answer for the wrong rules.
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

  const [contractor] = await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.id, input.contractorId), eq(contractors.tenantId, tenantId), not(contractors.isDeleted)))
    // shared lock: a delete of this contractor (which locks it for update, then counts its agreements) waits for this save
    .for('share');
  if (!contractor) errors.push({ propertyName: 'contractorId', key: 'records.agreement.contractorOfTenant' });
  if (input.salesPersonId !== null) {
    const [salesPerson] = await tx
      .select({ id: salesPersons.id })
      .from(salesPersons)
      .where(and(eq(salesPersons.id, input.salesPersonId), eq(salesPersons.tenantId, tenantId), not(salesPersons.isDeleted)))
      .for('share');
    if (!salesPerson) errors.push({ propertyName: 'salesPersonId', key: 'records.agreement.salesPersonOfTenant' });
  }
  if (errors.length > 0 || !figures) throw fieldFailures(errors);

  const { closingDate: _sent, accountingStandard: _standard, ...rest } = input;
  return {
    values: { ...rest, ...stringsOf(fields), startingDate, closingDate: closingDate(startingDate, input.termInMonths), transferToFactorDate, accountingStandard },
    figures,
  };
}

/** numeric columns take strings: exactly the cents (and rate decimals) that were calculated. */
function stringsOf(fields: AgreementFigureFields) {
  const money = (value: number) => value.toFixed(2);
  return {
    rentPaymentAmount: money(fields.rentPaymentAmount),
    subRentAndArrangmentFee: money(fields.subRentAndArrangmentFee),
    residualValue: money(fields.residualValue),
    totalEquipmentCost: money(fields.totalEquipmentCost),
    salesPersonCommission: money(fields.salesPersonCommission),
    dismantlingProvision: money(fields.dismantlingProvision),
    leasePremium: money(fields.leasePremium),
    leaseIncentive: money(fields.leaseIncentive),
    leaseholdImprovements: money(fields.leaseholdImprovements),
    initialDirectCosts: money(fields.initialDirectCosts),
    incrementalBorrowingRate: fields.incrementalBorrowingRate.toFixed(10),
    indexationRate: fields.indexationRate.toFixed(4),
  };
}

async function checkNumbersFree(tx: Tx, tenantId: number, values: { contractorId: number; contractNumber: string; scheduleNumber: string }, exceptId?: number): Promise<void> {
  const [taken] = await tx
    .select({ id: leaseAgreements.id })
    .from(leaseAgreements)
    .where(
      and(
        eq(leaseAgreements.tenantId, tenantId),
        eq(leaseAgreements.contractorId, values.contractorId),
        eq(leaseAgreements.contractNumber, values.contractNumber),
        eq(leaseAgreements.scheduleNumber, values.scheduleNumber),
        not(leaseAgreements.isDeleted),
        exceptId === undefined ? undefined : ne(leaseAgreements.id, exceptId),
      ),
    )
    .limit(1);
  if (taken) throw duplicateNumbers();
}

/** A write that makes an agreement live with its numbers: a race past the check meets the unique index. */
export async function guardNumbers<T>(write: PromiseLike<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error, liveNumbersKey)) throw duplicateNumbers();
    throw error;
  }
}

export async function tenantStandard(tx: Tx, tenantId: number): Promise<number> {
  const [tenant] = await tx.select({ accountingStandard: tenants.accountingStandard }).from(tenants).where(eq(tenants.id, tenantId));
  return tenant?.accountingStandard ?? 0;
}

/**
 * An agreement's standard is its tenant's (issue 10 item 9): a body may leave it out or repeat it, and
 * another one is a field error on accountingStandard (save, update and preview alike).
 */
export function standardErrors(sent: number | null | undefined, tenantsStandard: number): FieldMessage[] {
  if (sent === null || sent === undefined || sent === tenantsStandard) return [];
  const standard = accountingStandardNames[tenantsStandard as AccountingStandard] ?? String(tenantsStandard);
  return [{ propertyName: 'accountingStandard', key: 'records.agreement.standardOfTenant', params: { standard } }];
}

/**
 * Stores a new agreement with its figures in the caller's transaction (tenant scope set) and returns
 * its id: the API's create and the demo seed go through here. Standard: the tenant's.
 */
export async function insertAgreement(tx: Tx, tenantId: number, input: LeaseAgreementValues): Promise<number> {
  const { values, figures } = await prepare(tx, tenantId, input, await tenantStandard(tx, tenantId));
  await checkNumbersFree(tx, tenantId, input);
  const [row] = await guardNumbers(tx.insert(leaseAgreements).values({ ...values, tenantId }).returning({ id: leaseAgreements.id }));
  if (!row) throw new Error('insert returned no row');
  await storeFigures(tx, tenantId, row.id, figures, allFigureParts);
  return row.id;
}

/**
 * POST /api/leaseagreement: the agreement and its figures (calculation, schedule, depreciation) in one
 * transaction, so a saved agreement is never without them.
 */
export function createAgreement(ctx: AppContext, caller: AgreementCaller, input: LeaseAgreementValues): Promise<LeaseAgreementDto> {
  return withTenant(ctx.db, caller.tenantId, async (tx) => loadAgreementRecord(ctx, tx, caller, await insertAgreement(tx, caller.tenantId, input)));
}

/**
 * PUT /api/leaseagreements/{id}: a live agreement of the tenant, recomputed (calculation, schedule,
 * depreciation) in the same transaction. Standard: the tenant's (an agreement stored under another,
 * before the tenant's standard was changed, takes the tenant's when it is next saved).
 */
export function updateAgreement(ctx: AppContext, caller: AgreementCaller, id: number, input: LeaseAgreementValues): Promise<LeaseAgreementDto> {
  const { tenantId } = caller;
  return withTenant(ctx.db, tenantId, async (tx) => {
    await findAgreementRow(tx, tenantId, id, { lock: true });
    const { values, figures } = await prepare(tx, tenantId, input, await tenantStandard(tx, tenantId));
    await checkNumbersFree(tx, tenantId, input, id);
    await guardNumbers(tx.update(leaseAgreements).set(values).where(and(eq(leaseAgreements.id, id), eq(leaseAgreements.tenantId, tenantId))));
    await storeFigures(tx, tenantId, id, figures, allFigureParts);
    return loadAgreementRecord(ctx, tx, caller, id);
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
    return loadAgreementRecord(ctx, tx, caller, id, { includeDeleted: true });
  });
}
