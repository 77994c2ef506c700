import { and, asc, desc, eq, not, or, type SQL } from 'drizzle-orm';
import type { ImpairmentQuestion, ImpairmentQuestionnaire } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { impairmentAnswers, impairmentIndicators, impairmentQuestionnaires } from '../../db/schema.ts';

/** One indicator of one stored questionnaire, its answer null where none is stored. */
export type QuestionRow = {
  accountingYearEnd: string;
  isArchived: boolean;
  sequence: number;
  questionEn: string;
  questionPl: string;
  answer: boolean | null;
};

export type Indicator = { sequence: number; questionEn: string; questionPl: string };

/** Which of an agreement's questionnaires to read: every one, or one year end's and the current one. */
export type QuestionnaireSelection = { accountingYearEnd?: string };

/**
 * Every indicator of the agreement's stored questionnaires in one query, newest year end first, then by
 * sequence. Each questionnaire is crossed with the indicators table, so an indicator added later shows
 * unanswered rather than missing. With a year end: that questionnaire and the current one (whose answers
 * decide the agreement's impairmentTestRequired).
 */
export function selectQuestionRows(tx: Tx, tenantId: number, leaseAgreementId: number, selection: QuestionnaireSelection = {}): Promise<QuestionRow[]> {
  const q = impairmentQuestionnaires;
  const chosen: SQL | undefined = selection.accountingYearEnd === undefined ? undefined : or(eq(q.accountingYearEnd, selection.accountingYearEnd), not(q.isArchived));
  return tx
    .select({
      accountingYearEnd: q.accountingYearEnd,
      isArchived: q.isArchived,
      sequence: impairmentIndicators.sequence,
      questionEn: impairmentIndicators.questionEn,
      questionPl: impairmentIndicators.questionPl,
      answer: impairmentAnswers.answer,
    })
    .from(q)
    .crossJoin(impairmentIndicators)
    .leftJoin(
      impairmentAnswers,
      and(eq(impairmentAnswers.tenantId, q.tenantId), eq(impairmentAnswers.questionnaireId, q.id), eq(impairmentAnswers.sequence, impairmentIndicators.sequence)),
    )
    .where(and(eq(q.tenantId, tenantId), eq(q.leaseAgreementId, leaseAgreementId), chosen))
    .orderBy(desc(q.accountingYearEnd), asc(impairmentIndicators.sequence));
}

/** The indicators of IAS 36.12 as seeded, by sequence: their texts are data, never code. */
export function selectIndicators(tx: Tx): Promise<Indicator[]> {
  return tx.select().from(impairmentIndicators).orderBy(asc(impairmentIndicators.sequence));
}

function questionOf(row: QuestionRow, leaseAgreementId: number): ImpairmentQuestion {
  return {
    sequence: row.sequence,
    questionPL: row.questionPl,
    questionEN: row.questionEn,
    answer: row.answer,
    isArchived: row.isArchived,
    accountingYearEnd: row.accountingYearEnd,
    leaseAgreementId,
  };
}

/** SPEC §3's flat list of "Impairment question", in the rows' order (the agreement record carries it). */
export function questionsOf(rows: readonly QuestionRow[], leaseAgreementId: number): ImpairmentQuestion[] {
  return rows.map((row) => questionOf(row, leaseAgreementId));
}

/** Any "yes" requires an impairment test (DOMAIN §10); unanswered questions require nothing yet. */
export const testRequired = (questions: readonly ImpairmentQuestion[]): boolean => questions.some((question) => question.answer === true);

/** The rows grouped per year end, in the rows' order (newest first). */
export function questionnairesOf(rows: readonly QuestionRow[], leaseAgreementId: number): ImpairmentQuestionnaire[] {
  const questionnaires: ImpairmentQuestionnaire[] = [];
  for (const row of rows) {
    let questionnaire = questionnaires.at(-1);
    if (questionnaire?.accountingYearEnd !== row.accountingYearEnd) {
      questionnaire = { leaseAgreementId, accountingYearEnd: row.accountingYearEnd, isArchived: row.isArchived, isStored: true, impairmentTestRequired: false, questions: [] };
      questionnaires.push(questionnaire);
    }
    questionnaire.questions.push(questionOf(row, leaseAgreementId));
  }
  for (const questionnaire of questionnaires) questionnaire.impairmentTestRequired = testRequired(questionnaire.questions);
  return questionnaires;
}

/** A year end with nothing stored: every indicator unanswered. */
export function unansweredQuestionnaire(indicators: readonly Indicator[], leaseAgreementId: number, accountingYearEnd: string, isArchived: boolean): ImpairmentQuestionnaire {
  return {
    leaseAgreementId,
    accountingYearEnd,
    isArchived,
    isStored: false,
    impairmentTestRequired: false,
    questions: indicators.map((indicator) => questionOf({ ...indicator, accountingYearEnd, isArchived, answer: null }, leaseAgreementId)),
  };
}
