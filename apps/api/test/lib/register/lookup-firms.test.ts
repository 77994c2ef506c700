import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lookupFirms } from '../../../src/lib/register/lookup-firms.ts';
import { startFakeRegister } from './fake-register.ts';

const nip = '5260001269';
const today = '2026-11-21';
const firm = {
  id: 'A1',
  nazwa: 'Jan Kowalski Usługi Leasingowe',
  adresDzialalnosci: { ulica: 'ul. Prosta', budynek: '1', miasto: 'Warszawa', kod: '00-001', kraj: 'PL' },
  wlasciciel: { imie: 'Jan', nazwisko: 'Kowalski', nip, regon: '012345678' },
  dataRozpoczecia: '2015-01-01',
  status: 'AKTYWNY',
  link: 'https://dane.biznes.gov.pl/api/ceidg/v3/firma/A1',
};

let ceidg: Awaited<ReturnType<typeof startFakeRegister>>;
let whiteList: Awaited<ReturnType<typeof startFakeRegister>>;
beforeAll(async () => {
  ceidg = await startFakeRegister();
  whiteList = await startFakeRegister();
});
afterAll(async () => {
  await ceidg.close();
  await whiteList.close();
});
beforeEach(() => {
  ceidg.requests.length = 0;
  whiteList.requests.length = 0;
  whiteList.json(200, { result: { subject: null, requestId: 'r1' } });
});

const ceidgOnly = () => ({ ceidgApiUrl: `${ceidg.url}/api/ceidg/v3`, ceidgApiToken: 'secret-token', timeoutMs: 300 });
const withFallback = () => ({ ...ceidgOnly(), mfWhiteListUrl: whiteList.url });

describe('business register lookup', () => {
  it('answers the firms CEIDG found, asking with the bearer token and the nip', async () => {
    ceidg.json(200, { firmy: [firm], properties: {} });
    const result = await lookupFirms(nip, today, ceidgOnly());
    expect(result).toEqual({ ok: true, source: 'ceidg', firmy: [firm] });
    expect(ceidg.requests).toEqual([{ url: `/api/ceidg/v3/firmy?nip=${nip}`, authorization: 'Bearer secret-token' }]);
  });

  it('treats 204 as no firms found', async () => {
    ceidg.handle((_request, response) => response.writeHead(204).end());
    expect(await lookupFirms(nip, today, ceidgOnly())).toEqual({ ok: true, source: 'ceidg', firmy: [] });
  });

  it.each([
    [401, 'unauthorized', 'refused our credentials'],
    [429, 'throttled', 'too many requests'],
    [500, 'unavailable', 'unavailable'],
  ])('turns upstream %i into a reason and a technical detail', async (status, reason, words) => {
    ceidg.json(status, { message: 'upstream detail that must not leak' });
    const result = await lookupFirms(nip, today, withFallback());
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reason).toBe(reason);
      expect(result.detail).toContain(words);
      expect(result.detail).not.toContain('upstream detail');
    }
    expect(whiteList.requests).toHaveLength(0);
  });

  it('gives up after the timeout', async () => {
    ceidg.handle(() => undefined);
    const result = await lookupFirms(nip, today, ceidgOnly());
    expect(result).toEqual({ ok: false, reason: 'timeout', detail: expect.stringContaining('did not answer in time') });
  });

  it('reports malformed JSON and a body of the wrong shape', async () => {
    ceidg.handle((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{"firmy": ['));
    expect(await lookupFirms(nip, today, ceidgOnly())).toEqual({ ok: false, reason: 'malformed', detail: expect.stringContaining('could not read') });
    ceidg.json(200, { firmy: [{ nazwa: 42 }] });
    expect(await lookupFirms(nip, today, ceidgOnly())).toEqual({ ok: false, reason: 'malformed', detail: expect.stringContaining('could not read') });
  });

  it('does not follow a redirect', async () => {
    ceidg.handle((_request, response) => response.writeHead(302, { location: `${whiteList.url}/elsewhere` }).end());
    const result = await lookupFirms(nip, today, withFallback());
    expect(result.ok).toBe(false);
    expect(whiteList.requests).toHaveLength(0);
  });

  it('falls back to the VAT white list when CEIDG finds nothing', async () => {
    ceidg.json(200, { firmy: [] });
    whiteList.json(200, { result: { subject: { name: 'LEASING POLSKA SPÓŁKA Z O.O.', nip, regon: '123456789', statusVat: 'Czynny' }, requestId: 'x' } });
    const result = await lookupFirms(nip, today, withFallback());
    expect(result).toEqual({
      ok: true,
      source: 'mf',
      firmy: [{ nazwa: 'LEASING POLSKA SPÓŁKA Z O.O.', wlasciciel: { nip, regon: '123456789' }, status: 'Czynny' }],
    });
    expect(whiteList.requests[0]?.url).toBe(`/api/search/nip/${nip}?date=${today}`);
    expect(whiteList.requests[0]?.authorization).toBeUndefined();
  });

  it('answers no firms when neither register knows the nip', async () => {
    ceidg.handle((_request, response) => response.writeHead(204).end());
    expect(await lookupFirms(nip, today, withFallback())).toEqual({ ok: true, source: 'mf', firmy: [] });
  });

  it('says clearly when no register is configured', async () => {
    const result = await lookupFirms(nip, today, { timeoutMs: 300 });
    expect(result).toEqual({ ok: false, reason: 'notConfigured', detail: expect.stringContaining('set CEIDG_API_URL and CEIDG_API_TOKEN') });
  });
});
