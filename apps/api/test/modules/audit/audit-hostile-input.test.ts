import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

/** Whatever a caller puts in the trail's queries and paths, the answer is a clear refusal, never a 500. */
let t: TestApp;
let tenant: string;
let administrator: string;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
  administrator = await t.loginAdministrator();
});
afterAll(async () => t.close());

const hostileQueries = [
  'entity=agreement%00',
  'entity=',
  'entity=AGREEMENT',
  'user=-1',
  'user=0',
  'user=abc',
  'user=99999999999999999999',
  'user=1.5',
  'from=2026-02-30',
  'from=not-a-date',
  'from=%00',
  'to=9999-12-31',
  'from=2026-01-01&to=1900-01-01',
  'page=0',
  'page=-5',
  'page=1e99',
  'pageSize=1000',
  'pageSize=abc',
  'changedOnly=yes',
  'entity=agreement&entity=contractor',
  `entity=${'a'.repeat(5000)}`,
];

describe('hostile input to the audit trail', () => {
  it('answers every malformed filter of GET /api/audit and of a history as a field error in the envelope', async () => {
    for (const token of [tenant, administrator]) {
      for (const query of hostileQueries) {
        const reply = await t.call('GET', `/api/audit?${query}`, { token });
        expect(reply.status, query).toBe(200);
        expect(reply.body.success, query).toBe(false);
        expect(reply.body.errors.length, query).toBeGreaterThan(0);
      }
    }
    for (const query of hostileQueries.filter((q) => /^(page|pageSize|changedOnly)=/.test(q))) {
      const reply = await t.call('GET', `/api/contractors/1/history?${query}`, { token: tenant });
      expect(reply.body.success, query).toBe(false);
    }
  });

  it('answers odd paths as records that do not exist, and odd download tokens as 404', async () => {
    for (const path of ['/api/leaseagreements/99999999999999/history', '/api/contractors/0/history', `/api/invoicereports/${encodeURIComponent('x'.repeat(900))}/history`, '/api/invoicereports/%E2%80%AE/history']) {
      const reply = await t.call('GET', path, { token: tenant });
      expect([404, 200], path).toContain(reply.status);
      expect(reply.status === 404 || reply.body.success === false, path).toBe(true);
    }
    for (const token of ['x', 'a.b.c', 'eyJhbGciOiJub25lIn0.eyJ0eXAiOiJkb3dubG9hZCJ9.', 'x'.repeat(999)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/audit/excel/${token}?lang=pl` });
      expect(response.statusCode, token).toBe(404);
    }
    // NUL is refused by the wire's strings before any token is read: a field error, as on every route.
    const nul = await t.app.inject({ method: 'GET', url: '/api/audit/excel/%00' });
    expect({ status: nul.statusCode, success: (nul.json() as { success: boolean }).success }).toEqual({ status: 200, success: false });
    const tooLong = await t.app.inject({ method: 'GET', url: `/api/audit/excel/${'x'.repeat(1001)}` });
    expect(tooLong.statusCode).toBeLessThan(500);
    const badFilter = await t.app.inject({ method: 'GET', url: '/api/audit/excel/x?from=2026-13-01' });
    expect(badFilter.statusCode).toBeLessThan(500);
  });
});
