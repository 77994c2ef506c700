import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { validTaxId } from '../support/tax-ids.ts';
import { exampleA } from '../modules/lease-agreements/support.ts';

let t: TestApp;
let csi: string;
let ifrs: string;
let foreignContractor: ContractorDto;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  csi = await t.tenantToken(user, t.seed.tenantIds.csi);
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  foreignContractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token: ifrs, body: { name: 'Language IFRS', taxId: validTaxId(320_000_001) } })).body.value as ContractorDto;
});
afterAll(async () => t.close());

describe('messages are worded in the language of the request (ARCHITECTURE §11)', () => {
  const saveWithForeignContractor = (headers: Record<string, string>, query = '') =>
    t.call('POST', `/api/leaseagreement${query}`, { token: csi, body: exampleA(foreignContractor.id), headers });

  it('answers a business rule in Polish for Accept-Language: pl, in English otherwise', async () => {
    const polish = await saveWithForeignContractor({ 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.8' });
    expect(polish.body.errors).toEqual([{ propertyName: 'contractorId', message: 'Wybierz kontrahenta tego klienta' }]);
    const english = await saveWithForeignContractor({ 'accept-language': 'de, en;q=0.5' });
    expect(english.body.errors).toEqual([{ propertyName: 'contractorId', message: 'Choose a contractor of this client' }]);
    const unspecified = await saveWithForeignContractor({});
    expect(unspecified.body.errors).toEqual(english.body.errors);
  });

  it('lets ?lang= win over Accept-Language (download links carry no headers of the app)', async () => {
    const polish = await saveWithForeignContractor({ 'accept-language': 'en' }, '?lang=pl');
    expect(polish.body.errors).toEqual([{ propertyName: 'contractorId', message: 'Wybierz kontrahenta tego klienta' }]);
  });

  it("words the framework's own answers too: an unknown route, a missing token", async () => {
    expect((await t.call('GET', '/api/no-such-route', { headers: { 'accept-language': 'pl' } })).body.errors).toEqual([{ propertyName: '', message: 'Nie znaleziono' }]);
    const unauthenticated = await t.call('GET', '/api/contractors', { headers: { 'accept-language': 'pl' } });
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.body.errors).toEqual([{ propertyName: '', message: 'Wymagane jest zalogowanie' }]);
  });
});
