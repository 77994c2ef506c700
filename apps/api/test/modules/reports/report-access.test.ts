import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseReport, SettlementsReport } from '@leasedesk/contract';
import { users } from '../../../src/db/schema.ts';
import { issueDownloadToken, type DownloadClaims } from '../../../src/lib/auth/download-tokens.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createAgreement, createContractor } from './report-fixtures.ts';

/**
 * Who may open a stored report's Excel: only its download token, for its kind and id, in its tenant, of a
 * user still a member with the same security stamp. Everything else is the same 404. Tenant A is the CSI
 * demo tenant, B the IFRS16 one (the demo user belongs to both).
 */
let t: TestApp;
let a: string;
let b: string;
let contractorOfA: number;
let leaseOfA: LeaseReport;
let otherLeaseOfA: LeaseReport;
let settlementsOfA: SettlementsReport;
let leaseOfB: LeaseReport;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  a = await t.tenantToken(user, t.seed.tenantIds.csi);
  b = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  contractorOfA = (await createContractor(t, a, 'Sekretny Leasingodawca', 620_000_001)).id;
  await createAgreement(t, a, { contractorId: contractorOfA, contractNumber: 'TAJNA/1', scheduleNumber: 'H/1', startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 900, totalEquipmentCost: 10_000 });
  const report = async <T>(token: string, url: string, body: unknown) => {
    const reply = await t.call<T>('POST', url, { token, body });
    if (!reply.body.value) throw new Error(reply.raw);
    return reply.body.value;
  };
  leaseOfA = await report<LeaseReport>(a, '/api/leaseagreements/report', { contractorIds: [contractorOfA] });
  otherLeaseOfA = await report<LeaseReport>(a, '/api/leaseagreements/report', {});
  settlementsOfA = await report<SettlementsReport>(a, '/api/leaseamortizations/report', { periodStart: '2025-01-01', periodEnd: '2025-12-31' });
  leaseOfB = await report<LeaseReport>(b, '/api/leaseagreements/report', {});
});
afterAll(async () => t.close());

const leaseUrl = (id: number, token: string) => `/api/leaseagreements/reports/${id}/excel/${token}`;
const settlementsUrl = (id: number, token: string) => `/api/leaseamortizations/reports/${id}/excel/${token}`;
const notFound = { success: false, errors: [{ propertyName: '', message: 'Report not found' }], value: null };
const download = (url: string) => t.app.inject({ method: 'GET', url });
async function expectNotFound(url: string) {
  const reply = await download(url);
  expect(reply.statusCode, url).toBe(404);
  expect(reply.json(), url).toEqual(notFound);
}
const stampOfUser = async () => (await t.db.select({ stamp: users.securityStamp }).from(users).where(eq(users.id, t.seed.userId)))[0]?.stamp ?? '';
const forged = async (claims: Partial<DownloadClaims>) =>
  issueDownloadToken(
    t.app.context.tokenKey,
    { userId: t.seed.userId, stamp: await stampOfUser(), tenantId: t.seed.tenantIds.csi, kind: 'leaseReport', resourceId: leaseOfA.reportId, ...claims },
    t.config.security.downloadTokenTtlSeconds,
    t.clock(),
  );

describe('report downloads across tenants, reports and kinds', () => {
  it('opens with the report’s own token (the control case)', async () => {
    expect((await download(leaseUrl(leaseOfA.reportId, leaseOfA.token))).statusCode).toBe(200);
    expect((await download(settlementsUrl(settlementsOfA.reportId, settlementsOfA.token))).statusCode).toBe(200);
    expect((await download(leaseUrl(leaseOfA.reportId, await forged({})))).statusCode).toBe(200);
  });

  it('tenant B with A’s report id, with A’s token or its own, is 404, and so is A with B’s', async () => {
    await expectNotFound(leaseUrl(leaseOfA.reportId, leaseOfB.token));
    await expectNotFound(leaseUrl(leaseOfB.reportId, leaseOfA.token));
    // A correctly signed token naming tenant B (the user is a member there) for A's report: not B's report.
    await expectNotFound(leaseUrl(leaseOfA.reportId, await forged({ tenantId: t.seed.tenantIds.ifrs16 })));
  });

  it('a token for report X does not open report Y of the same tenant', async () => {
    await expectNotFound(leaseUrl(otherLeaseOfA.reportId, leaseOfA.token));
    await expectNotFound(leaseUrl(leaseOfA.reportId, otherLeaseOfA.token));
  });

  it('a token of kind leaseReport does not open a settlements report, nor the other way round', async () => {
    await expectNotFound(settlementsUrl(settlementsOfA.reportId, await forged({ resourceId: settlementsOfA.reportId })));
    await expectNotFound(leaseUrl(settlementsOfA.reportId, settlementsOfA.token));
    await expectNotFound(settlementsUrl(leaseOfA.reportId, leaseOfA.token));
    // Nor does an agreement's token with the report's id, nor a session token or garbage.
    await expectNotFound(leaseUrl(leaseOfA.reportId, await forged({ kind: 'leaseAgreement' })));
    await expectNotFound(leaseUrl(leaseOfA.reportId, a));
    await expectNotFound(leaseUrl(leaseOfA.reportId, 'not-a-token'));
    await expectNotFound(leaseUrl(2_147_483_647, leaseOfA.token));
  });

  it('a stale stamp, a user who is not a member, or an expired token is 404; the 404 speaks Polish with ?lang=pl', async () => {
    await expectNotFound(leaseUrl(leaseOfA.reportId, await forged({ stamp: 'stale' })));
    await expectNotFound(leaseUrl(leaseOfA.reportId, await forged({ userId: t.seed.administratorId })));
    const polish = await download(`${leaseUrl(leaseOfA.reportId, 'not-a-token')}?lang=pl`);
    expect(polish.json()).toEqual({ success: false, errors: [{ propertyName: '', message: 'Nie znaleziono raportu' }], value: null });
    const ttlMs = t.config.security.downloadTokenTtlSeconds * 1000;
    t.clock.advance(ttlMs + 1000);
    try {
      await expectNotFound(leaseUrl(leaseOfA.reportId, leaseOfA.token));
    } finally {
      t.clock.advance(-(ttlMs + 1000));
    }
    expect((await download(leaseUrl(leaseOfA.reportId, leaseOfA.token))).statusCode).toBe(200);
  });

  it('a download token is no bearer token', async () => {
    expect((await t.call('POST', '/api/leaseagreements/report', { token: leaseOfA.token, body: {} })).status).toBe(401);
  });
});

describe('tenant B with tenant A’s ids', () => {
  it('reports filtered by A’s contractor find nothing for B (and A’s agreement for A)', async () => {
    expect(leaseOfA.reportDetails.map((row) => row.contractNumber)).toEqual(['TAJNA/1']);
    const lease = await t.call<LeaseReport>('POST', '/api/leaseagreements/report', { token: b, body: { contractorIds: [contractorOfA] } });
    expect(lease.body.value?.reportDetails).toEqual([]);
    const settlements = await t.call<SettlementsReport>('POST', '/api/leaseamortizations/report', { token: b, body: { contractorIds: [contractorOfA], periodStart: '2025-01-01', periodEnd: '2025-12-31' } });
    expect(settlements.body.value?.reportDetails).toEqual([]);
    expect(JSON.stringify(leaseOfB)).not.toMatch(/TAJNA|Sekretny/);
  });

  it('the agreement-number lookups answer nothing to B for A’s contractor ids, in both shapes', async () => {
    for (const path of ['contractnumbers', 'schedulnumbers']) {
      const url = `/api/contractors/ids/leaseagreements/${path}`;
      for (const body of [[contractorOfA], { contractorsIds: [contractorOfA] }, { contractorsIds: [contractorOfA], contractNumbers: ['TAJNA/1'] }]) {
        const forA = await t.call<string[]>('POST', url, { token: a, body });
        expect(forA.body.value, `${path} for A`).toEqual([path === 'contractnumbers' ? 'TAJNA/1' : 'H/1']);
        const forB = await t.call<string[]>('POST', url, { token: b, body });
        expect(forB.body, `${path} for B`).toEqual({ success: true, errors: [], value: [] });
      }
    }
  });
});

describe('a revoked user', () => {
  it('after logout (the security stamp rotates) the report’s token opens nothing', async () => {
    const session = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
    const report = (await t.call<LeaseReport>('POST', '/api/leaseagreements/report', { token: session, body: {} })).body.value as LeaseReport;
    expect((await download(leaseUrl(report.reportId, report.token))).statusCode).toBe(200);
    expect((await t.call('POST', '/api/logout', { token: session })).status).toBe(200);
    await expectNotFound(leaseUrl(report.reportId, report.token));
  });
});
