import type { FieldMessage, ImpairmentAnswersInput } from '@leasedesk/contract';

/** What an agreement already holds: its questionnaires' year ends, the current one not archived. */
export type StoredQuestionnaire = { id: number; accountingYearEnd: string; isArchived: boolean };

export type AnswerContext = {
  indicatorSequences: ReadonlySet<number>;
  startingDate: string;
  stored: readonly StoredQuestionnaire[];
};

/**
 * Every rule an answer breaks, at once: each answer's sequence must be a seeded indicator's, answered once;
 * the year end may not fall before the agreement starts, nor before the current questionnaire's (an earlier
 * stored one is archived and read-only; an earlier unstored one can no longer be answered).
 */
export function answerErrors(input: ImpairmentAnswersInput, context: AnswerContext): FieldMessage[] {
  const errors: FieldMessage[] = [];
  const seen = new Set<number>();
  input.answers.forEach(({ sequence }, index) => {
    const propertyName = `answers[${index}].sequence`;
    if (seen.has(sequence)) errors.push({ propertyName, key: 'analysis.impairment.duplicateSequence', params: { sequence } });
    else if (!context.indicatorSequences.has(sequence)) errors.push({ propertyName, key: 'analysis.impairment.unknownSequence', params: { sequence } });
    seen.add(sequence);
  });
  const { accountingYearEnd } = input;
  if (accountingYearEnd < context.startingDate) {
    errors.push({ propertyName: 'accountingYearEnd', key: 'analysis.impairment.beforeStart', params: { startingDate: { date: context.startingDate } } });
  }
  const current = context.stored.find((questionnaire) => !questionnaire.isArchived);
  if (current && accountingYearEnd < current.accountingYearEnd) {
    const archived = context.stored.some((questionnaire) => questionnaire.accountingYearEnd === accountingYearEnd);
    errors.push(
      archived
        ? { propertyName: 'accountingYearEnd', key: 'analysis.impairment.archived', params: { accountingYearEnd: { date: accountingYearEnd } } }
        : { propertyName: 'accountingYearEnd', key: 'analysis.impairment.laterYearEnd', params: { current: { date: current.accountingYearEnd } } },
    );
  }
  return errors;
}
