import { and, eq, not, sql } from 'drizzle-orm';
import type { ImpairmentAnswersInput, ImpairmentProcedure } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { impairmentAnswers, impairmentQuestionnaires } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { fieldFailures } from '../../lib/errors.ts';
import { answerErrors, type StoredQuestionnaire } from './answer-errors.ts';
import { impairmentAgreement } from './impairment-agreement.ts';
import { agreementLabel } from '../lease-agreements/index.ts';
import { answerChanges, questionnaireBefore } from './impairment-audit.ts';
import { selectIndicators } from '../../lib/impairment/questionnaire-rows.ts';
import { readProcedure } from './read-procedure.ts';

export type ImpairmentCaller = { userId: number; tenantId: number };

type Answer = ImpairmentAnswersInput['answers'][number];

function storedQuestionnaires(tx: Tx, tenantId: number, leaseAgreementId: number): Promise<StoredQuestionnaire[]> {
  const q = impairmentQuestionnaires;
  return tx
    .select({ id: q.id, accountingYearEnd: q.accountingYearEnd, isArchived: q.isArchived })
    .from(q)
    .where(and(eq(q.tenantId, tenantId), eq(q.leaseAgreementId, leaseAgreementId)));
}

/** The current year end again: the answers sent replace theirs, the others keep their stored value. */
async function updateCurrent(tx: Tx, caller: ImpairmentCaller, questionnaireId: number, answers: readonly Answer[]): Promise<void> {
  if (answers.length > 0) {
    await tx
      .insert(impairmentAnswers)
      .values(answers.map(({ sequence, answer }) => ({ tenantId: caller.tenantId, questionnaireId, sequence, answer })))
      .onConflictDoUpdate({ target: [impairmentAnswers.tenantId, impairmentAnswers.questionnaireId, impairmentAnswers.sequence], set: { answer: sql`excluded.answer` } });
  }
  await tx
    .update(impairmentQuestionnaires)
    .set({ updatedBy: caller.userId, updateDate: sql`now()` })
    .where(and(eq(impairmentQuestionnaires.tenantId, caller.tenantId), eq(impairmentQuestionnaires.id, questionnaireId)));
}

/** A later year end (or the first): the current questionnaire is archived, the new one holds every indicator. */
async function startYearEnd(tx: Tx, caller: ImpairmentCaller, leaseAgreementId: number, current: StoredQuestionnaire | undefined, input: ImpairmentAnswersInput, sequences: readonly number[]): Promise<void> {
  const { tenantId, userId } = caller;
  if (current) {
    await tx
      .update(impairmentQuestionnaires)
      .set({ isArchived: true, updatedBy: userId, updateDate: sql`now()` })
      .where(and(eq(impairmentQuestionnaires.tenantId, tenantId), eq(impairmentQuestionnaires.id, current.id), not(impairmentQuestionnaires.isArchived)));
  }
  const [created] = await tx
    .insert(impairmentQuestionnaires)
    .values({ tenantId, leaseAgreementId, accountingYearEnd: input.accountingYearEnd, createdBy: userId, updatedBy: userId })
    .returning({ id: impairmentQuestionnaires.id });
  if (!created) throw new Error('the questionnaire insert returned no row');
  const given = new Map(input.answers.map(({ sequence, answer }) => [sequence, answer]));
  await tx.insert(impairmentAnswers).values(sequences.map((sequence) => ({ tenantId, questionnaireId: created.id, sequence, answer: given.get(sequence) ?? null })));
}

/**
 * PUT /api/leaseagreements/{id}/impairmentprocedure: stores one year end's answers and answers the whole
 * procedure. The agreement row is locked first, so two answers at once are taken one after the other and
 * the second sees the first's questionnaire (one current questionnaire, and no lost update).
 */
export function answerImpairmentProcedure(ctx: AppContext, caller: ImpairmentCaller, leaseAgreementId: number, input: ImpairmentAnswersInput): Promise<ImpairmentProcedure> {
  const { tenantId } = caller;
  return withTenant(ctx.db, tenantId, async (tx) => {
    const agreement = await impairmentAgreement(tx, tenantId, leaseAgreementId, { lock: true });
    const sequences = (await selectIndicators(tx)).map((indicator) => indicator.sequence);
    const stored = await storedQuestionnaires(tx, tenantId, leaseAgreementId);
    const errors = answerErrors(input, { indicatorSequences: new Set(sequences), startingDate: agreement.startingDate, stored });
    if (errors.length > 0) throw fieldFailures(errors);
    const current = stored.find((questionnaire) => !questionnaire.isArchived);
    const before = await questionnaireBefore(tx, tenantId, current, input.accountingYearEnd);
    if (current?.accountingYearEnd === input.accountingYearEnd) await updateCurrent(tx, caller, current.id, input.answers);
    else await startYearEnd(tx, caller, leaseAgreementId, current, input, sequences);
    // On the agreement's id, so the agreement's history shows its impairment answers.
    await recordAudit(tx, { action: 'answer', entity: 'impairmentProcedure', entityId: leaseAgreementId, label: agreementLabel(agreement), changes: answerChanges(input, before) });
    return readProcedure(tx, tenantId, leaseAgreementId);
  });
}
