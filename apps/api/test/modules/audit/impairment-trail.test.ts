import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseAgreementDto } from '@leasedesk/contract';
import { auditEntriesAfter, auditMark } from '../../support/audit-trail.ts';
import { demoAccounts } from '../../support/test-app.ts';
import { allAnswered, answer, csiAgreement, ifrsAgreement, startImpairmentTest, type ImpairmentTest } from '../impairment/support.ts';

let s: ImpairmentTest;
let ifrs16: number;

beforeAll(async () => {
  s = await startImpairmentTest();
  ifrs16 = s.t.seed.tenantIds.ifrs16;
});
afterAll(async () => s.t.close());

/** Each answer of `answers` (sequence 1 first) from `before` to itself, where it differs. */
const answerChanges = (before: (boolean | null)[], after: (boolean | null)[]) =>
  after.flatMap((value, index) => (value === (before[index] ?? null) ? [] : [{ field: `answer.${index + 1}`, before: before[index] ?? null, after: value }]));

describe('the impairment procedure’s trail', () => {
  let agreement: LeaseAgreementDto;

  beforeAll(async () => {
    agreement = await ifrsAgreement(s, 'IMP/TRAIL/1');
  });

  it('records a first answer on the agreement’s id: the year end and every answer given, from nothing', async () => {
    const mark = await auditMark(s.t.db);
    const reply = await answer(s.t, s.ifrs, agreement.id, '2025-12-31', [...allAnswered(false).slice(0, 7), { sequence: 8, answer: null }]);
    expect(reply.body.errors).toEqual([]);
    const entries = await auditEntriesAfter(s.t.db, mark);
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.tenantId, e.userId, e.userName, e.label, e.counts])).toEqual([
      ['answer', 'impairmentProcedure', String(agreement.id), ifrs16, s.t.seed.userId, demoAccounts.user.email, `IMP/TRAIL/1 / ${agreement.scheduleNumber}`, {}],
    ]);
    // The eighth was sent unanswered, as it was: no change.
    expect(entries[0]?.changes).toEqual([{ field: 'accountingYearEnd', before: null, after: '2025-12-31' }, ...answerChanges([], Array<boolean>(7).fill(false))]);
  });

  it('records answers to the current year end as the ones they replace; answers sent as they were are no change', async () => {
    const mark = await auditMark(s.t.db);
    const reply = await answer(s.t, s.ifrs, agreement.id, '2025-12-31', [
      { sequence: 8, answer: true },
      { sequence: 5, answer: true },
      { sequence: 1, answer: false },
    ]);
    expect(reply.body.errors).toEqual([]);
    const entries = await auditEntriesAfter(s.t.db, mark);
    expect(entries.map((e) => [e.action, e.entityId, e.changes])).toEqual([
      [
        'answer',
        String(agreement.id),
        [
          { field: 'answer.5', before: false, after: true },
          { field: 'answer.8', before: null, after: true },
        ],
      ],
    ]);
  });

  it('records an answer that changes nothing once, with no changes', async () => {
    const mark = await auditMark(s.t.db);
    expect((await answer(s.t, s.ifrs, agreement.id, '2025-12-31', [{ sequence: 5, answer: true }])).body.errors).toEqual([]);
    expect((await auditEntriesAfter(s.t.db, mark)).map((e) => [e.action, e.entityId, e.changes])).toEqual([['answer', String(agreement.id), []]]);
  });

  it('records a later year end as the current questionnaire moving on, its answers given for the first time', async () => {
    const mark = await auditMark(s.t.db);
    const reply = await answer(s.t, s.ifrs, agreement.id, '2026-12-31', [
      { sequence: 2, answer: true },
      { sequence: 1, answer: false },
    ]);
    expect(reply.body.errors).toEqual([]);
    expect((await auditEntriesAfter(s.t.db, mark)).map((e) => e.changes)).toEqual([
      [
        { field: 'accountingYearEnd', before: '2025-12-31', after: '2026-12-31' },
        { field: 'answer.1', before: null, after: false },
        { field: 'answer.2', before: null, after: true },
      ],
    ]);
  });

  it('records nothing for a refused answer: a bad body, an archived year end, an unknown or another tenant’s agreement, a CSI agreement', async () => {
    const csi = await csiAgreement(s, 'IMP/TRAIL/CSI');
    const mark = await auditMark(s.t.db);
    const refusals = [
      await answer(s.t, s.ifrs, agreement.id, '2026-12-31', [{ sequence: 9, answer: true }]),
      await s.t.call('PUT', `/api/leaseagreements/${agreement.id}/impairmentprocedure`, { token: s.ifrs, body: { accountingYearEnd: '2026-12-31', answers: [], extra: 1 } }),
      await answer(s.t, s.ifrs, agreement.id, '2025-12-31', allAnswered(true)),
      await answer(s.t, s.ifrs, 999_999, '2026-12-31', allAnswered(true)),
      await answer(s.t, s.csi, agreement.id, '2026-12-31', allAnswered(true)),
      await answer(s.t, s.csi, csi.id, '2026-12-31', allAnswered(true)),
    ];
    expect(refusals.map((reply) => reply.body.success)).toEqual([false, false, false, false, false, false]);
    expect(refusals.map((reply) => reply.status)).toEqual([200, 200, 200, 404, 404, 200]);
    expect(refusals.slice(0, 3).map((reply) => reply.body.errors.map((e) => e.propertyName))).toEqual([['answers[0].sequence'], ['extra'], ['accountingYearEnd']]);
    expect(await auditEntriesAfter(s.t.db, mark)).toEqual([]);
  });
});
