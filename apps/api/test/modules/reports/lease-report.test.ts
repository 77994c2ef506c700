import { and, count, eq, not } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementFilter, LeaseReport } from '@leasedesk/contract';
import { leaseAgreements, savedReports } from '../../../src/db/schema.ts';
import { claimsOf, startTestApp, type TestApp } from '../../support/test-app.ts';
import { createContractor, filterFixtures } from './report-fixtures.ts';

let t: TestApp;
let csi: string;
let f: Awaited<ReturnType<typeof filterFixtures>>;
let otherTenantsContractorId: number;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  csi = await t.tenantToken(user, t.seed.tenantIds.csi);
  f = await filterFixtures(t, csi);
  otherTenantsContractorId = (await createContractor(t, await t.tenantToken(user, t.seed.tenantIds.ifrs16), 'Obcy Najemca', 610_000_099)).id;
});
afterAll(async () => t.close());

const run = async (filter: unknown) => {
  const reply = await t.call<LeaseReport>('POST', '/api/leaseagreements/report', { token: csi, body: filter });
  expect(reply.status).toBe(200);
  expect(reply.body.success, reply.raw).toBe(true);
  return reply.body.value as LeaseReport;
};
const idsOf = async (filter: AgreementFilter) => (await run(filter)).reportDetails.map((row) => row.leaseAgreementId);

/** Each filter field keeps one of our agreements and excludes another (demo agreements may match too). */
async function expectKeptAndExcluded(filter: AgreementFilter, kept: number[], excluded: number[]) {
  const ids = await idsOf(filter);
  for (const id of kept) expect(ids, `${JSON.stringify(filter)} keeps ${id}`).toContain(id);
  for (const id of [...excluded, f.deleted.id]) expect(ids, `${JSON.stringify(filter)} excludes ${id}`).not.toContain(id);
}

describe('POST /api/leaseagreements/report: one filter field at a time', () => {
  it('contractorIds: agreements of those contractors', async () => {
    // R/1 schedule 0, R/1 schedule 1, R/3.
    expect(await idsOf({ contractorIds: [f.contractors.zuraw.id] })).toEqual([f.a5.id, f.a1.id, f.a3.id]);
    await expectKeptAndExcluded({ contractorIds: [f.contractors.zuraw.id] }, [f.a1.id, f.a3.id], [f.a2.id]);
  });
  it('salesPersonIds: agreements of those sales people', async () => {
    await expectKeptAndExcluded({ salesPersonIds: [f.salesPersons.anna.id] }, [f.a1.id], [f.a2.id, f.a3.id]);
  });
  it('contractNumbers: exact contract numbers', async () => {
    await expectKeptAndExcluded({ contractNumbers: ['R/2'] }, [f.a2.id], [f.a1.id, f.a3.id]);
    // Exact, not a prefix or a fragment.
    expect(await idsOf({ contractNumbers: ['R/'] })).toEqual([]);
  });
  it('scheduleNumbers: exact schedule numbers', async () => {
    await expectKeptAndExcluded({ scheduleNumbers: ['2'] }, [f.a2.id], [f.a1.id, f.a3.id]);
  });
  it('isFactoring true: a transfer date or a factoring contract number; false: neither', async () => {
    await expectKeptAndExcluded({ isFactoring: true }, [f.a2.id, f.a3.id], [f.a1.id]);
    await expectKeptAndExcluded({ isFactoring: false }, [f.a1.id], [f.a2.id, f.a3.id]);
  });
  it('factorContractNumbers: exact factoring contract numbers', async () => {
    await expectKeptAndExcluded({ factorContractNumbers: ['F/9'] }, [f.a2.id], [f.a1.id, f.a3.id]);
  });
  it('startingDate: starting on or after it (the day itself included)', async () => {
    await expectKeptAndExcluded({ startingDate: '2025-01-01' }, [f.a1.id, f.a2.id], [f.a3.id]);
    await expectKeptAndExcluded({ startingDate: '2025-01-02' }, [f.a2.id], [f.a1.id, f.a3.id]);
  });
  it('closingDate: closing on or before it (the day itself included)', async () => {
    expect(f.a1.closingDate).toBe('2025-12-31');
    await expectKeptAndExcluded({ closingDate: '2025-12-31' }, [f.a1.id], [f.a2.id, f.a3.id]);
    await expectKeptAndExcluded({ closingDate: '2025-12-30' }, [], [f.a1.id, f.a2.id, f.a3.id]);
  });
  it('paymentInterval: 1 quarterly', async () => {
    await expectKeptAndExcluded({ paymentInterval: 1 }, [f.a2.id], [f.a1.id, f.a3.id]);
  });
  it('paymentDue: 1 in arrears', async () => {
    await expectKeptAndExcluded({ paymentDue: 1 }, [f.a2.id], [f.a1.id, f.a3.id]);
  });
  it('leaseType: 1 operating', async () => {
    await expectKeptAndExcluded({ leaseType: 1 }, [f.a2.id], [f.a1.id, f.a3.id]);
  });
  it('every given value must match (the values combine with AND)', async () => {
    expect(await idsOf({ contractorIds: [f.contractors.zuraw.id], isFactoring: true })).toEqual([f.a3.id]);
    expect(await idsOf({ contractorIds: [f.contractors.zuraw.id], paymentInterval: 1 })).toEqual([]);
  });
  it('ids of another tenant match nothing', async () => {
    expect(await idsOf({ contractorIds: [otherTenantsContractorId] })).toEqual([]);
    expect(await idsOf({ contractorIds: [otherTenantsContractorId, f.contractors.los.id] })).toEqual([f.a2.id]);
  });
});

describe('"any"', () => {
  it('an empty body, null values and empty lists all mean any: every live agreement of the tenant', async () => {
    const [live] = await t.db
      .select({ n: count() })
      .from(leaseAgreements)
      .where(and(eq(leaseAgreements.tenantId, t.seed.tenantIds.csi), not(leaseAgreements.isDeleted)));
    const all = await idsOf({});
    expect(all).toHaveLength(live?.n ?? -1);
    expect(all).toEqual(expect.arrayContaining([f.a1.id, f.a2.id, f.a3.id, f.a5.id, f.a6.id, f.a7.id]));
    expect(all).not.toContain(f.deleted.id);
    const nulls = {
      contractorIds: null, scheduleNumbers: null, contractNumbers: null, isFactoring: null, factorContractNumbers: null, startingDate: null,
      closingDate: null, paymentInterval: null, salesPersonIds: null, paymentDue: null, leaseType: null,
    };
    expect(await idsOf(nulls)).toEqual(all);
    expect(await idsOf({ contractorIds: [], scheduleNumbers: [], contractNumbers: [], factorContractNumbers: [], salesPersonIds: [] })).toEqual(all);
  });

  it('SPEC’s old defaults (isFactoring true, paymentInterval 0, paymentDue 0) mean what they say: factored, monthly, in advance', async () => {
    const ids = await idsOf({ isFactoring: true, paymentInterval: 0, paymentDue: 0 });
    expect(ids).toContain(f.a3.id);
    expect(ids).not.toContain(f.a1.id); // not factored
    expect(ids).not.toContain(f.a2.id); // quarterly, in arrears
    expect(ids).not.toEqual(await idsOf({}));
  });
});

describe('rows and their order', () => {
  it('answers SPEC’s columns and the added ones, exactly as stored', async () => {
    const report = await run({ contractorIds: [f.contractors.los.id, f.contractors.zuraw.id] });
    expect(report.reportDetails.find((row) => row.leaseAgreementId === f.a2.id)).toEqual({
      leaseAgreementId: f.a2.id,
      contractorName: 'Łoś Raporty S.A.',
      contractNumber: 'R/2',
      scheduleNumber: '2',
      factoringContractNumber: 'F/9',
      startingDate: '2025-06-01',
      closingDate: '2027-05-31',
      totalEquipmentCost: 20_000.5,
      paymentInterval: 1,
      paymentDue: 1,
      leaseType: 1,
      salesPerson: 'Jan Zestawieniowy',
      // the lessee's figures: none for a CSI agreement
      leaseLiability: null,
      rightOfUse: null,
    });
    expect(report.accountingStandard).toBe(0);
    expect(report.reportDetails.find((row) => row.leaseAgreementId === f.a3.id)).toMatchObject({ salesPerson: null, factoringContractNumber: '' });
  });

  it('orders by contractor in Polish order (L < Ł < M < Ż), then contract and schedule number', async () => {
    const { lis, los, mewa, zuraw } = f.contractors;
    const report = await run({ contractorIds: [zuraw.id, mewa.id, los.id, lis.id] });
    expect(report.reportDetails.map((row) => [row.contractorName, row.contractNumber, row.scheduleNumber])).toEqual([
      ['Lis Raporty', 'R/6', '1'],
      ['Łoś Raporty S.A.', 'R/2', '2'],
      ['Mewa Raporty', 'R/7', '1'],
      ['Żuraw Raporty Sp. z o.o.', 'R/1', '0'],
      ['Żuraw Raporty Sp. z o.o.', 'R/1', '1'],
      ['Żuraw Raporty Sp. z o.o.', 'R/3', '1'],
    ]);
  });
});

describe('the stored run', () => {
  it('stores kind, the parsed filter, the user and the time, and answers its id with a download token for it', async () => {
    const filter = { contractorIds: [f.contractors.zuraw.id], startingDate: '2025-01-01T00:00:00.000Z', isFactoring: null };
    const report = await run(filter);
    const [stored] = await t.db.select().from(savedReports).where(eq(savedReports.id, report.reportId));
    expect(stored).toMatchObject({ tenantId: t.seed.tenantIds.csi, kind: 'leaseReport', createdBy: t.seed.userId, createDate: t.clock() });
    // As parsed: the date-time became its date.
    expect(stored?.filter).toEqual({ contractorIds: [f.contractors.zuraw.id], startingDate: '2025-01-01', isFactoring: null });
    expect(claimsOf(report.token)).toMatchObject({ typ: 'download', kind: 'leaseReport', rid: report.reportId, tid: t.seed.tenantIds.csi, sub: String(t.seed.userId) });
  });

  it('refuses unknown fields and wrong types as field errors, storing nothing', async () => {
    const [before] = await t.db.select({ n: count() }).from(savedReports);
    const unknown = await t.call('POST', '/api/leaseagreements/report', { token: csi, body: { contractorIds: [], tenantId: 2 } });
    expect(unknown.body).toMatchObject({ success: false, errors: [{ propertyName: 'tenantId' }] });
    const wrong = await t.call('POST', '/api/leaseagreements/report', { token: csi, body: { paymentInterval: 7, isFactoring: 'yes' } });
    expect(wrong.body.success).toBe(false);
    expect(wrong.body.errors.map((e) => e.propertyName).sort()).toEqual(['isFactoring', 'paymentInterval']);
    const [after] = await t.db.select({ n: count() }).from(savedReports);
    expect(after?.n).toBe(before?.n);
  });
});

describe('OpenAPI', () => {
  it('documents the report routes under the tag reports, with their bodies and answers', async () => {
    type Operation = { tags?: string[]; summary?: string; requestBody?: unknown; responses?: Record<string, unknown>; parameters?: { name: string; in: string }[] };
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    for (const path of ['/api/leaseagreements/report', '/api/leaseamortizations/report']) {
      const operation = doc.paths[path]?.['post'];
      expect(operation?.tags, path).toEqual(['reports']);
      expect(JSON.stringify(operation?.requestBody), path).toContain('contractorIds');
      expect(JSON.stringify(operation?.responses?.['200']), path).toContain('reportDetails');
    }
    expect(JSON.stringify(doc.paths['/api/leaseamortizations/report']?.['post']?.requestBody)).toContain('periodEnd');
    for (const path of ['/api/leaseagreements/reports/{id}/excel/{token}', '/api/leaseamortizations/reports/{id}/excel/{token}']) {
      const operation = doc.paths[path]?.['get'];
      expect(operation?.tags, path).toEqual(['reports']);
      expect(operation?.parameters?.map((p) => `${p.in} ${p.name}`).sort(), path).toEqual(['path id', 'path token', 'query lang']);
    }
    expect(JSON.stringify(doc.paths['/api/contractors/ids/leaseagreements/schedulnumbers']?.['post']?.requestBody)).toContain('contractorsIds');
  });
});
