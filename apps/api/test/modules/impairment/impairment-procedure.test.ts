import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImpairmentProcedure, ImpairmentQuestionnaire, LeaseAgreementDto } from '@leasedesk/contract';
import { impairmentIndicators } from '../../../src/db/schema.ts';
import { allAnswered, answer, ifrsAgreement, procedureUrl, startImpairmentTest, storedQuestionnaires, type ImpairmentTest } from './support.ts';

/** DOMAIN §10: one agreement's questionnaires answered, reloaded, archived and refused. */
let s: ImpairmentTest;
let indicators: { sequence: number; questionEn: string; questionPl: string }[];

beforeAll(async () => {
  s = await startImpairmentTest();
  indicators = await s.t.db.select().from(impairmentIndicators).orderBy(asc(impairmentIndicators.sequence));
});
afterAll(async () => s.t.close());

const get = async (id: number, accountingYearEnd?: string) => (await s.t.call<ImpairmentProcedure>('GET', procedureUrl(id, accountingYearEnd), { token: s.ifrs })).body;

/** A questionnaire as the API shows it, the indicator texts taken from the seeded table. */
function questionnaire(leaseAgreementId: number, accountingYearEnd: string, answers: (boolean | null)[], flags: { isArchived: boolean; isStored: boolean }): ImpairmentQuestionnaire {
  return {
    leaseAgreementId,
    accountingYearEnd,
    ...flags,
    impairmentTestRequired: answers.includes(true),
    questions: indicators.map((indicator, index) => ({
      sequence: indicator.sequence,
      questionPL: indicator.questionPl,
      questionEN: indicator.questionEn,
      answer: answers[index] ?? null,
      isArchived: flags.isArchived,
      accountingYearEnd,
      leaseAgreementId,
    })),
  };
}

const unanswered = Array<null>(8).fill(null);
const stored = { isArchived: false, isStored: true };
const archived = { isArchived: true, isStored: true };

describe('the impairment procedure of an IFRS16 agreement', () => {
  let agreement: LeaseAgreementDto;
  const allNo = Array<boolean>(8).fill(false);
  const fifthYes = [false, false, false, false, true, false, false, false];

  beforeAll(async () => {
    agreement = await ifrsAgreement(s, 'IMP/1');
  });

  it('answers an unanswered year end with the eight seeded indicators, nothing stored', async () => {
    expect(indicators).toHaveLength(8);
    expect(await get(agreement.id, '2025-12-31')).toEqual({
      success: true,
      errors: [],
      value: { leaseAgreementId: agreement.id, impairmentTestRequired: false, questionnaires: [questionnaire(agreement.id, '2025-12-31', unanswered, { isArchived: false, isStored: false })] },
    });
    expect((await get(agreement.id)).value).toEqual({ leaseAgreementId: agreement.id, impairmentTestRequired: false, questionnaires: [] });
    expect(await storedQuestionnaires(s.t, agreement.id)).toEqual([]);
  });

  it('stores all eight answers "no": no impairment test required', async () => {
    const reply = await answer(s.t, s.ifrs, agreement.id, '2025-12-31', allAnswered(false));
    expect(reply.body).toEqual({
      success: true,
      errors: [],
      value: { leaseAgreementId: agreement.id, impairmentTestRequired: false, questionnaires: [questionnaire(agreement.id, '2025-12-31', allNo, stored)] },
    });
    expect(await storedQuestionnaires(s.t, agreement.id)).toEqual([
      { accountingYearEnd: '2025-12-31', isArchived: false, createdBy: s.t.seed.userId, updatedBy: s.t.seed.userId, answers: allNo },
    ]);
  });

  it('updates the current year end with one "yes": the others keep their answers, a test is required', async () => {
    const reply = await answer(s.t, s.ifrs, agreement.id, '2025-12-31', [{ sequence: 5, answer: true }]);
    const expected = { leaseAgreementId: agreement.id, impairmentTestRequired: true, questionnaires: [questionnaire(agreement.id, '2025-12-31', fifthYes, stored)] };
    expect(reply.body.value).toEqual(expected);
    // Reloaded, as a list and as the year end.
    expect((await get(agreement.id)).value).toEqual(expected);
    expect((await get(agreement.id, '2025-12-31')).value).toEqual(expected);
    expect((await storedQuestionnaires(s.t, agreement.id))[0]?.answers).toEqual(fifthYes);
  });

  it('archives the earlier year end when a later one is answered, and lists both, newest first', async () => {
    const reply = await answer(s.t, s.ifrs, agreement.id, '2026-12-31', [{ sequence: 1, answer: false }]);
    const laterAnswers = [false, null, null, null, null, null, null, null];
    const expected = {
      leaseAgreementId: agreement.id,
      impairmentTestRequired: false,
      questionnaires: [questionnaire(agreement.id, '2026-12-31', laterAnswers, stored), questionnaire(agreement.id, '2025-12-31', fifthYes, archived)],
    };
    expect(reply.body.value).toEqual(expected);
    expect((await get(agreement.id)).value).toEqual(expected);
    // One year end alone still carries the agreement's (current) impairmentTestRequired.
    expect((await get(agreement.id, '2025-12-31')).value).toEqual({ ...expected, questionnaires: [questionnaire(agreement.id, '2025-12-31', fifthYes, archived)] });
    expect(await storedQuestionnaires(s.t, agreement.id)).toEqual([
      { accountingYearEnd: '2025-12-31', isArchived: true, createdBy: s.t.seed.userId, updatedBy: s.t.seed.userId, answers: fifthYes },
      { accountingYearEnd: '2026-12-31', isArchived: false, createdBy: s.t.seed.userId, updatedBy: s.t.seed.userId, answers: laterAnswers },
    ]);
  });

  it('shows an unstored earlier year end as archived and a later one as open', async () => {
    expect((await get(agreement.id, '2025-06-30')).value?.questionnaires).toEqual([questionnaire(agreement.id, '2025-06-30', unanswered, { isArchived: true, isStored: false })]);
    expect((await get(agreement.id, '2027-12-31')).value?.questionnaires).toEqual([questionnaire(agreement.id, '2027-12-31', unanswered, { isArchived: false, isStored: false })]);
  });

  it('refuses changes to the archived year end, in English and Polish, and keeps its answers', async () => {
    const before = await storedQuestionnaires(s.t, agreement.id);
    const english = await answer(s.t, s.ifrs, agreement.id, '2025-12-31', allAnswered(false));
    expect(english.status).toBe(200);
    expect(english.body).toEqual({
      success: false,
      errors: [{ propertyName: 'accountingYearEnd', message: 'The questionnaire for the year ending 31/12/2025 is archived and can no longer be changed' }],
      value: null,
    });
    const polish = await answer(s.t, s.ifrs, agreement.id, '2025-12-31', allAnswered(false), { 'accept-language': 'pl' });
    expect(polish.body.errors).toEqual([{ propertyName: 'accountingYearEnd', message: 'Kwestionariusz za rok kończący się 31.12.2025 jest zarchiwizowany i nie można go już zmienić' }]);
    expect(await storedQuestionnaires(s.t, agreement.id)).toEqual(before);
  });

  it('refuses an unstored year end earlier than the current one', async () => {
    const before = await storedQuestionnaires(s.t, agreement.id);
    const reply = await answer(s.t, s.ifrs, agreement.id, '2025-06-30', allAnswered(true));
    expect(reply.body.errors).toEqual([
      { propertyName: 'accountingYearEnd', message: 'The questionnaire for the year ending 31/12/2026 is already answered: an earlier year end can no longer be answered' },
    ]);
    const polish = await answer(s.t, s.ifrs, agreement.id, '2025-06-30', allAnswered(true), { 'accept-language': 'pl' });
    expect(polish.body.errors).toEqual([
      { propertyName: 'accountingYearEnd', message: 'Kwestionariusz za rok kończący się 31.12.2026 jest już wypełniony: nie można już odpowiadać za wcześniejszy koniec roku' },
    ]);
    expect(await storedQuestionnaires(s.t, agreement.id)).toEqual(before);
  });

  it('carries the questions of every questionnaire in the agreement record, newest year end first', async () => {
    const record = (await s.t.call<LeaseAgreementDto>('GET', `/api/leaseagreements/${agreement.id}`, { token: s.ifrs })).body.value;
    const procedure = (await get(agreement.id)).value;
    expect(record?.impairmentProcedures).toHaveLength(16);
    expect(record?.impairmentProcedures).toEqual(procedure?.questionnaires.flatMap((each) => each.questions));
    expect(record?.impairmentProcedures.map((question) => [question.accountingYearEnd, question.isArchived, question.sequence]).slice(7, 9)).toEqual([
      ['2026-12-31', false, 8],
      ['2025-12-31', true, 1],
    ]);
    // The record as GET answered it still goes back as an update.
    expect((await s.t.call('PUT', `/api/leaseagreements/${agreement.id}`, { token: s.ifrs, body: record })).body.success).toBe(true);
  });
});

describe('answers that break several rules', () => {
  it('are refused all at once, in order, and store nothing', async () => {
    const agreement = await ifrsAgreement(s, 'IMP/2');
    const reply = await answer(s.t, s.ifrs, agreement.id, '2024-12-31', [
      { sequence: 9, answer: true },
      { sequence: 2, answer: true },
      { sequence: 2, answer: false },
    ]);
    expect(reply.body).toEqual({
      success: false,
      errors: [
        { propertyName: 'answers[0].sequence', message: 'There is no indicator number 9' },
        { propertyName: 'answers[2].sequence', message: 'Indicator 2 is answered more than once' },
        { propertyName: 'accountingYearEnd', message: 'The year end cannot fall before the agreement starts (01/01/2025)' },
      ],
      value: null,
    });
    const polish = await answer(s.t, s.ifrs, agreement.id, '2024-12-31', [{ sequence: 9, answer: true }], { 'accept-language': 'pl' });
    expect(polish.body.errors).toEqual([
      { propertyName: 'answers[0].sequence', message: 'Nie ma przesłanki numer 9' },
      { propertyName: 'accountingYearEnd', message: 'Koniec roku nie może przypadać przed rozpoczęciem umowy (01.01.2025)' },
    ]);
    expect(await storedQuestionnaires(s.t, agreement.id)).toEqual([]);
  });

  it('answers a malformed year end or sequence as field errors named like the rules’ ones', async () => {
    const agreement = await ifrsAgreement(s, 'IMP/4');
    expect((await get(agreement.id, '2025-02-30')).errors).toEqual([{ propertyName: 'accountingYearEnd', message: 'Enter an existing date as YYYY-MM-DD' }]);
    const reply = await answer(s.t, s.ifrs, agreement.id, '31.12.2025', [{ sequence: 0, answer: true }]);
    expect(reply.body.errors).toEqual([
      { propertyName: 'accountingYearEnd', message: 'Enter a date as YYYY-MM-DD' },
      { propertyName: 'answers[0].sequence', message: 'Must be at least 1' },
    ]);
    expect(await storedQuestionnaires(s.t, agreement.id)).toEqual([]);
  });

  it('accepts the year end the agreement starts on and leaves omitted answers unanswered', async () => {
    const agreement = await ifrsAgreement(s, 'IMP/3');
    const reply = await answer(s.t, s.ifrs, agreement.id, '2025-01-01', []);
    expect(reply.body.value?.questionnaires).toEqual([questionnaire(agreement.id, '2025-01-01', unanswered, stored)]);
    expect((await storedQuestionnaires(s.t, agreement.id))[0]?.answers).toEqual(unanswered);
  });
});
