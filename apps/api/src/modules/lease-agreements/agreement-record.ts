import { and, eq, not } from 'drizzle-orm';
import { AccountingStandard, agreementFieldNames, type LeaseAgreementDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { contractors, leaseAgreements, leaseCalculations, salesPersons } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { issueDownloadToken } from '../../lib/auth/download-tokens.ts';
import { notFound } from '../../lib/errors.ts';
import { toCalculationDto, wireFieldsOfRow, type AgreementRow } from './agreement-rows.ts';
import { questionsOf, selectQuestionRows } from '../../lib/impairment/questionnaire-rows.ts';
import { selectDepreciationRows, selectScheduleRows } from './figure-rows.ts';
import { currentVersionOf } from './lease-change-rows.ts';

/** Who asks: the token's user and tenant, and the stamp that download tokens carry. */
export type AgreementCaller = { userId: number; tenantId: number; stamp: string };

export const agreementNotFound = () => notFound('leaseAgreement');

/** The signed download token of one agreement's Excel files (DESIGN §3). */
export function agreementToken(ctx: AppContext, caller: AgreementCaller, leaseAgreementId: number): Promise<string> {
  return issueDownloadToken(
    ctx.tokenKey,
    { userId: caller.userId, stamp: caller.stamp, tenantId: caller.tenantId, kind: 'leaseAgreement', resourceId: leaseAgreementId },
    ctx.config.security.downloadTokenTtlSeconds,
    ctx.clock(),
  );
}

/**
 * The tenant's agreement row; deleted ones only when asked for (DELETE toggles them back). `lock`
 * (FOR UPDATE) serialises writers of one agreement's figures: two recomputes at once would otherwise
 * both delete and insert, and the second would meet the unique (agreement, period) index.
 */
export async function findAgreementRow(tx: Tx, tenantId: number, id: number, options: { includeDeleted?: boolean; lock?: boolean } = {}): Promise<AgreementRow> {
  const query = tx
    .select()
    .from(leaseAgreements)
    .where(and(eq(leaseAgreements.id, id), eq(leaseAgreements.tenantId, tenantId), options.includeDeleted ? undefined : not(leaseAgreements.isDeleted)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw agreementNotFound();
  return row;
}

type AgreementFields = Omit<LeaseAgreementDto, 'token' | 'contractor' | 'salesPerson' | 'leaseCalculation' | 'leaseAmortizations' | 'depraciations' | 'invoiceReports' | 'impairmentProcedures'>;

export function agreementFieldsOf(row: AgreementRow): AgreementFields {
  return { id: row.id, createDate: row.createDate.toISOString(), isDeleted: row.isDeleted, ...wireFieldsOfRow(row, agreementFieldNames) };
}

/**
 * The full record of GET /api/leaseagreements/{id}: the agreement with its contractor, sales person,
 * lease calculation (with its current version's figures after lease changes), schedule, depreciation and, under
 * IFRS16, the questions of its impairment questionnaires, newest year end first (six queries in the caller's
 * transaction; five for a CSI agreement).
 */
export async function loadAgreementRecord(ctx: AppContext, tx: Tx, caller: AgreementCaller, id: number, options: { includeDeleted?: boolean } = {}): Promise<LeaseAgreementDto> {
  const { tenantId } = caller;
  const [head] = await tx
    .select({
      agreement: leaseAgreements,
      contractor: { name: contractors.name, code: contractors.code, taxId: contractors.taxId },
      salesPersonFirstName: salesPersons.firstName,
      salesPersonLastName: salesPersons.lastName,
    })
    .from(leaseAgreements)
    .innerJoin(contractors, and(eq(contractors.tenantId, leaseAgreements.tenantId), eq(contractors.id, leaseAgreements.contractorId)))
    .leftJoin(salesPersons, and(eq(salesPersons.tenantId, leaseAgreements.tenantId), eq(salesPersons.id, leaseAgreements.salesPersonId)))
    .where(and(eq(leaseAgreements.id, id), eq(leaseAgreements.tenantId, tenantId), options.includeDeleted ? undefined : not(leaseAgreements.isDeleted)));
  if (!head) throw agreementNotFound();
  const [calculation] = await tx
    .select()
    .from(leaseCalculations)
    .where(and(eq(leaseCalculations.tenantId, tenantId), eq(leaseCalculations.leaseAgreementId, id)));
  const schedule = await selectScheduleRows(tx, tenantId, id);
  const depreciation = await selectDepreciationRows(tx, tenantId, id);
  const impairmentQuestions = head.agreement.accountingStandard === AccountingStandard.IFRS16 ? questionsOf(await selectQuestionRows(tx, tenantId, id), id) : [];
  return {
    ...agreementFieldsOf(head.agreement),
    token: await agreementToken(ctx, caller, id),
    contractor: head.contractor,
    salesPerson: head.salesPersonFirstName !== null && head.salesPersonLastName !== null ? { firstName: head.salesPersonFirstName, lastName: head.salesPersonLastName } : null,
    leaseCalculation: calculation ? toCalculationDto(calculation, await currentVersionOf(tx, tenantId, id)) : null,
    leaseAmortizations: schedule,
    depraciations: depreciation,
    invoiceReports: [],
    impairmentProcedures: impairmentQuestions,
  };
}

/** GET /api/leaseagreements/{id}: the full record of a live agreement of the tenant. */
export function getAgreement(ctx: AppContext, caller: AgreementCaller, id: number): Promise<LeaseAgreementDto> {
  return withTenant(ctx.db, caller.tenantId, (tx) => loadAgreementRecord(ctx, tx, caller, id));
}
