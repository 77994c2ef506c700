import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RegisterResult, type RegisterStatus } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { startFakeRegister } from '../../lib/register/fake-register.ts';

/** GET /api/ceidg/firmy/nip through the HTTP layer, against fake registers served on 127.0.0.1. */
const nip = '5260001269';
const firm = {
  id: 'F-1',
  nazwa: 'Jan Kowalski Usługi Leasingowe',
  adresDzialalnosci: { ulica: 'ul. Piotrkowska', budynek: '10', lokal: '2', miasto: 'Łódź', wojewodztwo: 'łódzkie', kod: '90-001', kraj: 'PL' },
  wlasciciel: { imie: 'Jan', nazwisko: 'Kowalski', nip, regon: '012345678' },
  dataRozpoczecia: '2015-01-01',
  status: 'AKTYWNY',
  link: 'https://dane.biznes.gov.pl/api/ceidg/v3/firma/F-1',
};

let ceidg: Awaited<ReturnType<typeof startFakeRegister>>;
let whiteList: Awaited<ReturnType<typeof startFakeRegister>>;
let t: TestApp;
let a: string;

beforeAll(async () => {
  ceidg = await startFakeRegister();
  whiteList = await startFakeRegister();
  t = await startTestApp({
    config: { register: { ceidgApiUrl: `${ceidg.url}/api/ceidg/v3`, ceidgApiToken: 'route-test-token', mfWhiteListUrl: whiteList.url, timeoutMs: 300 } },
  });
  a = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
});
afterAll(async () => {
  await t.close();
  await ceidg.close();
  await whiteList.close();
});
beforeEach(() => {
  ceidg.requests.length = 0;
  whiteList.requests.length = 0;
  whiteList.json(200, { result: { subject: null, requestId: 'none' } });
});

const lookup = (query: string, token = a) => t.call<RegisterResult>('GET', `/api/ceidg/firmy/nip?${query}`, { token });
const failure = (message: unknown) => ({ success: false, errors: [{ propertyName: '', message }], value: null });
/** What finance staff are told: nothing technical, and what to do. */
const notAvailable = 'The business register lookup is not available; fill in the name by hand';
const tryLater = 'The business register is not answering right now; try again later or fill in the name by hand';
const statusOf = async (app: TestApp) => (await app.call<RegisterStatus>('GET', '/api/register/status', { token: await app.loginAdministrator() })).body.value as RegisterStatus;

describe('GET /api/ceidg/firmy/nip', () => {
  it('answers the firms CEIDG knows, asking with the bearer token and the NIP as digits', async () => {
    ceidg.json(200, { firmy: [firm], properties: { 'dc:title': 'x' } });
    const reply = await lookup(`nip=${encodeURIComponent('526-000-12 69')}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: true, errors: [], value: { firmy: [firm] } });
    expect(ceidg.requests).toEqual([{ url: `/api/ceidg/v3/firmy?nip=${nip}`, authorization: 'Bearer route-test-token' }]);
    expect(whiteList.requests).toEqual([]);
  });

  it('answers success with no firms when neither CEIDG (204) nor the white list knows the NIP', async () => {
    ceidg.handle((_request, response) => response.writeHead(204).end());
    const reply = await lookup(`nip=${nip}`);
    expect(reply.body).toEqual({ success: true, errors: [], value: { firmy: [] } });
    expect(ceidg.requests).toHaveLength(1);
    expect(whiteList.requests).toHaveLength(1);
  });

  it('falls back to the VAT white list for today in Poland when CEIDG lists no firm', async () => {
    ceidg.json(200, { firmy: [] });
    whiteList.json(200, { result: { subject: { name: 'ŁÓDZKA SPÓŁKA LEASINGOWA SP. Z O.O.', nip, regon: '123456789', statusVat: 'Czynny' }, requestId: 'r1' } });
    // 23:30 UTC on 15 March is already 16 March in Warsaw. Signed in at that time (tokens follow the
    // app's clock); the clock goes back afterwards.
    const shift = Date.parse('2026-03-15T23:30:00Z') - t.clock().getTime();
    t.clock.advance(shift);
    const reply = await t
      .tenantToken(await t.loginUser(), t.seed.tenantIds.csi)
      .then((token) => lookup(`nip=${nip}`, token))
      .finally(() => t.clock.advance(-shift));
    expect(reply.body).toEqual({
      success: true,
      errors: [],
      value: { firmy: [{ nazwa: 'ŁÓDZKA SPÓŁKA LEASINGOWA SP. Z O.O.', wlasciciel: { nip, regon: '123456789' }, status: 'Czynny' }] },
    });
    expect(whiteList.requests).toEqual([{ url: `/api/search/nip/${nip}?date=2026-03-16`, authorization: undefined }]);
  });

  it.each([
    [401, notAvailable, 'unauthorized', 'CEIDG refused our credentials: check the register API token (CEIDG_API_TOKEN).'],
    [429, tryLater, 'throttled', 'CEIDG is receiving too many requests.'],
    [500, tryLater, 'unavailable', 'CEIDG is unavailable right now.'],
  ])('turns CEIDG %i into success false with a plain message; the reason goes to the administrators\' status', async (status, message, reason, detail) => {
    ceidg.json(status, { message: 'upstream detail that must not leak' });
    const reply = await lookup(`nip=${nip}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(failure(message));
    expect(reply.raw).not.toContain('upstream detail');
    expect(reply.raw).not.toContain('CEIDG');
    expect(whiteList.requests).toEqual([]);
    const health = await statusOf(t);
    expect(health).toMatchObject({ ceidg: 'configured', whiteList: 'configured', lastFailure: { reason, detail } });
    expect(health.statusLine).toContain(detail);
  });

  it('says it in Polish to a Polish user', async () => {
    ceidg.json(401, {});
    const reply = await t.call('GET', `/api/ceidg/firmy/nip?nip=${nip}`, { token: a, headers: { 'accept-language': 'pl' } });
    expect(reply.body).toEqual(failure('Wyszukiwanie w rejestrze firm jest niedostępne; wpisz nazwę ręcznie'));
  });

  it('gives up after the configured timeout with a clear message', async () => {
    ceidg.handle(() => undefined);
    const reply = await lookup(`nip=${nip}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(failure(tryLater));
    expect((await statusOf(t)).lastFailure).toMatchObject({ reason: 'timeout', detail: 'CEIDG did not answer in time.' });
  });

  it('reports a malformed answer: broken JSON, or JSON of the wrong shape', async () => {
    ceidg.handle((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"firmy": [{"nazwa": '));
    expect((await lookup(`nip=${nip}`)).body).toEqual(failure(tryLater));
    ceidg.json(200, { firmy: [{ nazwa: 42 }] });
    expect((await lookup(`nip=${nip}`)).body).toEqual(failure(tryLater));
    expect((await statusOf(t)).lastFailure).toMatchObject({ reason: 'malformed', detail: 'CEIDG sent an answer we could not read.' });
  });

  it('reports a white list failure after an empty CEIDG answer', async () => {
    ceidg.json(200, { firmy: [] });
    whiteList.json(503, {});
    expect((await lookup(`nip=${nip}`)).body).toEqual(failure(tryLater));
    expect((await statusOf(t)).lastFailure).toMatchObject({ reason: 'unavailable', detail: 'The VAT white list is unavailable right now.' });
  });

  it('answers a field error on nip for a malformed or missing NIP, before any upstream call', async () => {
    ceidg.json(200, { firmy: [firm] });
    expect((await lookup('nip=526-000-12')).body).toEqual({ success: false, errors: [{ propertyName: 'nip', message: 'Tax id must be 10 digits' }], value: null });
    expect((await lookup('nip=5260001268')).body).toEqual({ success: false, errors: [{ propertyName: 'nip', message: 'Tax id has an invalid check digit' }], value: null });
    expect((await lookup('nip=')).body).toEqual({ success: false, errors: [{ propertyName: 'nip', message: 'Tax id is required' }], value: null });
    expect((await lookup('')).body).toEqual({ success: false, errors: [{ propertyName: 'nip', message: 'Required' }], value: null });
    expect(ceidg.requests).toEqual([]);
    expect(whiteList.requests).toEqual([]);
  });
});

describe('GET /api/ceidg/firmy/nip without registers, with a low per-tenant limit', () => {
  let limited: TestApp;
  let csiToken: string;
  let ifrsToken: string;
  beforeAll(async () => {
    limited = await startTestApp({ security: { registerRateLimit: { perTenant: 2, windowMs: 60_000 } } });
    const user = await limited.loginUser();
    csiToken = await limited.tenantToken(user, limited.seed.tenantIds.csi);
    ifrsToken = await limited.tenantToken(user, limited.seed.tenantIds.ifrs16);
  });
  afterAll(async () => limited.close());

  const call = (token: string, query = `nip=${nip}`) => limited.call<RegisterResult>('GET', `/api/ceidg/firmy/nip?${query}`, { token });

  it('tells users the lookup is not available (administrators see why), then throttles that tenant alone with 429 and Retry-After', async () => {
    expect(await statusOf(limited)).toEqual({
      ceidg: 'notConfigured',
      whiteList: 'notConfigured',
      lastFailure: null,
      statusLine: 'No business register is configured: set CEIDG_API_URL and CEIDG_API_TOKEN (CEIDG), or MF_WL_API_URL (the VAT white list). No failed lookup since the start.',
    });
    const notConfigured = failure(notAvailable);
    expect((await call(csiToken)).body).toEqual(notConfigured);
    expect((await call(csiToken)).body).toEqual(notConfigured);
    const throttled = await call(csiToken);
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual(failure('Too many requests, please try again later'));
    expect(Number(throttled.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    // Another tenant of the same user (same IP) still has its own allowance.
    const other = await call(ifrsToken);
    expect(other.status).toBe(200);
    expect(other.body).toEqual(notConfigured);
    expect(other.raw).not.toContain('CEIDG_API');
    expect((await statusOf(limited)).lastFailure).toMatchObject({ reason: 'notConfigured', detail: expect.stringContaining('set CEIDG_API_URL and CEIDG_API_TOKEN') });
    // A malformed NIP is refused by validation, before the limiter.
    expect((await call(csiToken, 'nip=123')).body).toEqual({ success: false, errors: [{ propertyName: 'nip', message: 'Tax id must be 10 digits' }], value: null });
  });
});
