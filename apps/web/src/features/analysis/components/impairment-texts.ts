import type { ImpairmentQuestion } from '@leasedesk/contract';

/** An indicator's text in the language on screen (the texts are seeded data in both languages). */
export function questionText(question: Pick<ImpairmentQuestion, 'questionEN' | 'questionPL'>, language: string): string {
  return language.startsWith('pl') ? question.questionPL : question.questionEN;
}

/** The questionnaire's verdict as DOMAIN §10 gives it: any yes requires a test; all no shows none is needed. */
export function impairmentVerdict(questions: readonly Pick<ImpairmentQuestion, 'answer'>[]): 'testRequired' | 'noIndicators' | 'incomplete' {
  if (questions.some((question) => question.answer === true)) return 'testRequired';
  if (questions.length > 0 && questions.every((question) => question.answer === false)) return 'noIndicators';
  return 'incomplete';
}

/** 31 December of today's year: the year end offered when the agreement has no questionnaire yet. */
export function currentYearEnd(today = new Date()): string {
  return `${today.getFullYear()}-12-31`;
}
