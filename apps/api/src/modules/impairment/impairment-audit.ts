import { and, eq } from 'drizzle-orm';
import type { AuditChange, ImpairmentAnswersInput } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { impairmentAnswers } from '../../db/schema.ts';
import type { StoredQuestionnaire } from './answer-errors.ts';

/** The agreement's current questionnaire as an answer found it: its year end (null: none yet) and its answers by sequence. */
export type QuestionnaireBefore = { accountingYearEnd: string | null; answers: ReadonlyMap<number, boolean | null> };

/** One indicator's answer in the trail, named by the indicator's sequence (its texts are data and may be reworded). */
export const answerField = (sequence: number): string => `answer.${sequence}`;

/**
 * The "before" of an answer. Answers to the current year end replace that questionnaire's, so those are read (one
 * row per indicator). A new year end starts a questionnaire of its own, whose answers are given for the first time:
 * nothing is read, and only the year end moves (from the current questionnaire's, which is archived, untouched).
 */
export async function questionnaireBefore(tx: Tx, tenantId: number, current: StoredQuestionnaire | undefined, accountingYearEnd: string): Promise<QuestionnaireBefore> {
  if (current?.accountingYearEnd !== accountingYearEnd) return { accountingYearEnd: current?.accountingYearEnd ?? null, answers: new Map() };
  const rows = await tx
    .select({ sequence: impairmentAnswers.sequence, answer: impairmentAnswers.answer })
    .from(impairmentAnswers)
    .where(and(eq(impairmentAnswers.tenantId, tenantId), eq(impairmentAnswers.questionnaireId, current.id)));
  return { accountingYearEnd, answers: new Map(rows.map((row) => [row.sequence, row.answer])) };
}

/** The year end when it moved, then each answer sent that differs from the one it replaces, by sequence. */
export function answerChanges(input: ImpairmentAnswersInput, before: QuestionnaireBefore): AuditChange[] {
  const changes: AuditChange[] = [];
  if (before.accountingYearEnd !== input.accountingYearEnd) changes.push({ field: 'accountingYearEnd', before: before.accountingYearEnd, after: input.accountingYearEnd });
  const bySequence = [...input.answers].sort((x, y) => x.sequence - y.sequence);
  for (const { sequence, answer } of bySequence) {
    const was = before.answers.get(sequence) ?? null;
    if (was !== answer) changes.push({ field: answerField(sequence), before: was, after: answer });
  }
  return changes;
}
