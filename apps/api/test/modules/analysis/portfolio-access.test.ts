import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseReport, PortfolioSensitivity } from '@leasedesk/contract';
import { users } from '../../../src/db/schema.ts';
import { issueDownloadToken, type DownloadClaims } from '../../../src/lib/auth/download-tokens.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createAgreement, createContractor, exampleB } from './support.ts';

/**
 * Who may open a portfolio sensitivity run's Excel: only its download token, for its kind and id, in its
 * tenant, of a user still a member with the same stamp. Everything else is the same 404, as for the reports.
 * Tenant A is the IFRS16 demo tenant, B the CSI one (the demo user belongs to both).
 */
let t: TestApp;
let a: string;
let b: string;
let runOfA: PortfolioSensitivity;
let otherRunOfA: PortfolioSensitivity;
let runOfB: PortfolioSensitivity;
let leaseReportOfA: LeaseReport;
let contractorOfA: number;

async function value<T>(token: string, url: string, body: unknown): Promise<T> {
  const reply = await t.call<T>('POST', url, { token, body });
  if (!reply.body.value) throw new Error(reply.raw);
  return reply.body.value;
}

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  a = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  b = await t.tenantToken(user, t.seed.tenantIds.csi);
  const contractor = await createContractor(t, a, 'Tajny Portfel', 650_000_001);
  contractorOfA = contractor.id;
  await createAgreement(t, a, exampleB(contractor.id, 'TAJNA/1'));
  runOfA = await value<PortfolioSensitivity>(a, '/api/sensitivityanalisys/portfolio', { auditorRate: 0.07, contractorIds: [contractor.id] });
  otherRunOfA = await value<PortfolioSensitivity>(a, '/api/sensitivityanalisys/portfolio', { auditorRate: 0.08 });
  runOfB = await value<PortfolioSensitivity>(b, '/api/sensitivityanalisys/portfolio', { auditorRate: 0.07 });
  leaseReportOfA = await value<LeaseReport>(a, '/api/leaseagreements/report', {});
});
afterAll(async () => t.close());

const excelUrl = (id: number, token: string) => `/api/sensitivityanalisys/portfolio/${id}/excel/${token}`;
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
    { userId: t.seed.userId, stamp: await stampOfUser(), tenantId: t.seed.tenantIds.ifrs16, kind: 'sensitivityPortfolio', resourceId: runOfA.reportId, ...claims },
    t.config.security.downloadTokenTtlSeconds,
    t.clock(),
  );

describe('portfolio sensitivity downloads across tenants, runs and kinds', () => {
  it('opens with the run’s own token (the control case)', async () => {
    expect((await download(excelUrl(runOfA.reportId, runOfA.token))).statusCode).toBe(200);
    expect((await download(excelUrl(runOfB.reportId, runOfB.token))).statusCode).toBe(200);
    expect((await download(excelUrl(runOfA.reportId, await forged({})))).statusCode).toBe(200);
  });

  it('another tenant’s id or token is 404', async () => {
    await expectNotFound(excelUrl(runOfA.reportId, runOfB.token));
    await expectNotFound(excelUrl(runOfB.reportId, runOfA.token));
    // A correctly signed token naming tenant B (the user is a member there) for A's run: not B's run.
    await expectNotFound(excelUrl(runOfA.reportId, await forged({ tenantId: t.seed.tenantIds.csi })));
  });

  it('a token for another run of the same tenant is 404', async () => {
    await expectNotFound(excelUrl(otherRunOfA.reportId, runOfA.token));
    await expectNotFound(excelUrl(runOfA.reportId, otherRunOfA.token));
    await expectNotFound(excelUrl(2_147_483_647, runOfA.token));
  });

  it('a token of another kind is 404, and this kind opens no lease report', async () => {
    await expectNotFound(excelUrl(leaseReportOfA.reportId, leaseReportOfA.token));
    await expectNotFound(excelUrl(runOfA.reportId, await forged({ kind: 'leaseReport' })));
    await expectNotFound(excelUrl(runOfA.reportId, await forged({ kind: 'leaseAgreement' })));
    // A sensitivity token with a lease report's id: that report is not of this kind.
    await expectNotFound(excelUrl(leaseReportOfA.reportId, await forged({ resourceId: leaseReportOfA.reportId })));
    const leaseReportUrl = `/api/leaseagreements/reports/${runOfA.reportId}/excel/${runOfA.token}`;
    expect((await download(leaseReportUrl)).statusCode).toBe(404);
    await expectNotFound(excelUrl(runOfA.reportId, a));
    await expectNotFound(excelUrl(runOfA.reportId, 'not-a-token'));
  });

  it('a stale stamp, a user who is not a member, or an expired token is 404; the 404 speaks Polish with ?lang=pl', async () => {
    await expectNotFound(excelUrl(runOfA.reportId, await forged({ stamp: 'stale' })));
    await expectNotFound(excelUrl(runOfA.reportId, await forged({ userId: t.seed.administratorId })));
    const polish = await download(`${excelUrl(runOfA.reportId, 'not-a-token')}?lang=pl`);
    expect(polish.json()).toEqual({ success: false, errors: [{ propertyName: '', message: 'Nie znaleziono raportu' }], value: null });
    const ttlMs = t.config.security.downloadTokenTtlSeconds * 1000;
    t.clock.advance(ttlMs + 1000);
    try {
      await expectNotFound(excelUrl(runOfA.reportId, runOfA.token));
    } finally {
      t.clock.advance(-(ttlMs + 1000));
    }
    expect((await download(excelUrl(runOfA.reportId, runOfA.token))).statusCode).toBe(200);
  });

  it('a download token is no bearer token; the run needs a tenant token', async () => {
    expect((await t.call('POST', '/api/sensitivityanalisys/portfolio', { token: runOfA.token, body: { auditorRate: 0.07 } })).status).toBe(401);
    expect((await t.call('POST', '/api/sensitivityanalisys/portfolio', { token: await t.loginUser(), body: { auditorRate: 0.07 } })).status).toBe(403);
  });

  it('B’s runs, even with A’s contractor id, show nothing of A', async () => {
    expect(runOfA.details.map((row) => row.contractNumber)).toEqual(['TAJNA/1']);
    const forB = await value<PortfolioSensitivity>(b, '/api/sensitivityanalisys/portfolio', { auditorRate: 0.07, contractorIds: [contractorOfA] });
    expect(forB.details).toEqual([]);
    // The CSI tenant has only CSI agreements: its portfolio is empty.
    expect(runOfB.details).toEqual([]);
  });
});
