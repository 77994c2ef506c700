import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseAgreementDto } from '@leasedesk/contract';
import { impairmentQuestionnaires } from '../../../src/db/schema.ts';
import { allAnswered, answer, csiAgreement, ifrsAgreement, procedureUrl, startImpairmentTest, storedQuestionnaires, type ImpairmentTest } from './support.ts';

/** The impairment procedure of the tenant's live IFRS16 agreements only. */
let s: ImpairmentTest;

beforeAll(async () => {
  s = await startImpairmentTest();
});
afterAll(async () => s.t.close());

const notFound = { success: false, errors: [{ propertyName: '', message: 'Lease agreement not found' }], value: null };
const questionnaireCount = async () => (await s.t.db.select({ n: count() }).from(impairmentQuestionnaires))[0]?.n;

describe('an agreement the caller may not see', () => {
  it('is 404 on GET and PUT when it is another tenant’s, and nothing is written', async () => {
    const agreement = await ifrsAgreement(s, 'IMP/A1');
    await answer(s.t, s.ifrs, agreement.id, '2025-12-31', allAnswered(false));
    const before = await storedQuestionnaires(s.t, agreement.id);
    for (const url of [procedureUrl(agreement.id), procedureUrl(agreement.id, '2025-12-31')]) {
      const read = await s.t.call('GET', url, { token: s.csi });
      expect(read.status).toBe(404);
      expect(read.body).toEqual(notFound);
    }
    for (const yearEnd of ['2025-12-31', '2026-12-31']) {
      const write = await answer(s.t, s.csi, agreement.id, yearEnd, allAnswered(true));
      expect(write.status).toBe(404);
      expect(write.body).toEqual(notFound);
    }
    expect(await storedQuestionnaires(s.t, agreement.id)).toEqual(before);
  });

  it('is 404 on GET and PUT once deleted, and nothing is written', async () => {
    const agreement = await ifrsAgreement(s, 'IMP/A2');
    expect((await s.t.call<LeaseAgreementDto>('DELETE', `/api/leaseagreements/${agreement.id}`, { token: s.ifrs })).body.value?.isDeleted).toBe(true);
    const read = await s.t.call('GET', procedureUrl(agreement.id, '2025-12-31'), { token: s.ifrs });
    expect(read.status).toBe(404);
    expect(read.body).toEqual(notFound);
    const write = await answer(s.t, s.ifrs, agreement.id, '2025-12-31', allAnswered(false));
    expect(write.status).toBe(404);
    expect(write.body).toEqual(notFound);
    expect(await storedQuestionnaires(s.t, agreement.id)).toEqual([]);
  });

  it('is 404 when it does not exist', async () => {
    const read = await s.t.call('GET', procedureUrl(2_000_000_000), { token: s.ifrs });
    expect(read.status).toBe(404);
    expect(read.body).toEqual(notFound);
  });
});

describe('a CSI agreement', () => {
  it('has no impairment procedure: GET and PUT answer a field error in the caller’s language, the record none', async () => {
    const agreement = await csiAgreement(s, 'IMP/CSI');
    const before = await questionnaireCount();
    const failure = { success: false, errors: [{ propertyName: '', message: 'The impairment procedure applies to IFRS16 agreements only' }], value: null };
    expect((await s.t.call('GET', procedureUrl(agreement.id), { token: s.csi })).body).toEqual(failure);
    expect((await s.t.call('GET', procedureUrl(agreement.id, '2025-12-31'), { token: s.csi })).body).toEqual(failure);
    const write = await answer(s.t, s.csi, agreement.id, '2025-12-31', allAnswered(true));
    expect(write.status).toBe(200);
    expect(write.body).toEqual(failure);
    const polish = await answer(s.t, s.csi, agreement.id, '2025-12-31', allAnswered(true), { 'accept-language': 'pl' });
    expect(polish.body.errors).toEqual([{ propertyName: '', message: 'Procedura testu na utratę wartości dotyczy wyłącznie umów według MSSF 16' }]);
    expect(await questionnaireCount()).toBe(before);
    expect(await s.t.db.select().from(impairmentQuestionnaires).where(eq(impairmentQuestionnaires.leaseAgreementId, agreement.id))).toEqual([]);
    const record = await s.t.call<LeaseAgreementDto>('GET', `/api/leaseagreements/${agreement.id}`, { token: s.csi });
    expect(record.body.value?.impairmentProcedures).toEqual([]);
  });
});
