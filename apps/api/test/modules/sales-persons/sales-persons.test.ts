import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PagedResult, SalesPersonDto } from '@leasedesk/contract';
import { salesPersons } from '../../../src/db/schema.ts';
import { demoSalesPersons, demoTenants } from '../../../src/demo/seed.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let a: string;
let b: string;
let csi: number;
let ifrs16: number;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  csi = t.seed.tenantIds.csi;
  ifrs16 = t.seed.tenantIds.ifrs16;
  a = await t.tenantToken(user, csi);
  b = await t.tenantToken(user, ifrs16);
});
afterAll(async () => t.close());

const rowOf = async (id: number) => (await t.db.select().from(salesPersons).where(eq(salesPersons.id, id)))[0];
const countRows = async () => (await t.db.select({ n: count() }).from(salesPersons))[0]?.n ?? 0;
const create = (token: string, body: unknown) => t.call<SalesPersonDto>('POST', '/api/salesperson', { token, body });
async function created(token: string, firstName: string, lastName: string): Promise<SalesPersonDto> {
  const reply = await create(token, { firstName, lastName });
  if (!reply.body.success || !reply.body.value) throw new Error(`create failed: ${reply.raw}`);
  return reply.body.value;
}
const fullNames = async (token: string, query?: string) =>
  ((await t.call<SalesPersonDto[]>('GET', query === undefined ? '/api/salespersons' : `/api/salespersons?query=${encodeURIComponent(query)}`, { token })).body.value ?? []).map(
    (p) => `${p.firstName} ${p.lastName}`,
  );

const notFoundBody = { success: false, errors: [{ propertyName: '', message: 'Sales person not found' }], value: null };

describe('sales persons', () => {
  it('lists the seeded traders of the CSI tenant by last name, with the tenant’s name', async () => {
    const reply = await t.call<SalesPersonDto[]>('GET', '/api/salespersons', { token: a });
    expect(reply.body.value?.map((p) => ({ firstName: p.firstName, lastName: p.lastName }))).toEqual(
      [...demoSalesPersons].sort((x, y) => (x.lastName < y.lastName ? -1 : 1)),
    );
    expect(reply.body.value?.every((p) => p.tenantId === csi && p.tenant.name === demoTenants.csi.name && !p.isDeleted)).toBe(true);
  });

  it('creates in the token’s tenant with trimmed names, and reads it back', async () => {
    const reply = await create(a, { firstName: '  Jan ', lastName: ' Kowalski ' });
    const value = reply.body.value as SalesPersonDto;
    expect(reply.body).toEqual({
      success: true,
      errors: [],
      value: { id: expect.any(Number), firstName: 'Jan', lastName: 'Kowalski', tenantId: csi, isDeleted: false, tenant: { name: demoTenants.csi.name } },
    });
    expect(await rowOf(value.id)).toMatchObject({ firstName: 'Jan', lastName: 'Kowalski', tenantId: csi, isDeleted: false });
    expect((await t.call('GET', `/api/salespersons/${value.id}`, { token: a })).body.value).toEqual(value);
  });

  it('serves an IFRS16 tenant too (the web shows traders under CSI only)', async () => {
    const person = await created(b, 'Anna', 'Lessee');
    expect(person).toMatchObject({ tenantId: ifrs16, tenant: { name: demoTenants.ifrs16.name } });
    expect(await fullNames(b)).toEqual(['Anna Lessee']);
  });

  it('validates the names and refuses unknown properties, storing nothing', async () => {
    const before = await countRows();
    const reply = await create(a, { firstName: ' ', lastName: '', tenantId: ifrs16 });
    expect(reply.body).toEqual({
      success: false,
      errors: [
        { propertyName: 'firstName', message: 'First name is required' },
        { propertyName: 'lastName', message: 'Last name is required' },
        { propertyName: 'tenantId', message: 'Unknown property' },
      ],
      value: null,
    });
    expect((await create(a, { firstName: 'Only' })).body.errors).toEqual([{ propertyName: 'lastName', message: 'Required' }]);
    expect(await countRows()).toBe(before);
  });

  it('updates the names of a live sales person', async () => {
    const person = await created(a, 'Marek', 'Stary');
    const reply = await t.call<SalesPersonDto>('PUT', `/api/salespersons/${person.id}`, { token: a, body: { firstName: 'Marek', lastName: 'Nowy' } });
    expect(reply.body).toEqual({ success: true, errors: [], value: { ...person, lastName: 'Nowy' } });
    expect((await rowOf(person.id))?.lastName).toBe('Nowy');
    const invalid = await t.call('PUT', `/api/salespersons/${person.id}`, { token: a, body: { firstName: '', lastName: 'X' } });
    expect(invalid.body.errors).toEqual([{ propertyName: 'firstName', message: 'First name is required' }]);
    expect((await rowOf(person.id))?.firstName).toBe('Marek');
  });

  it('searches each word in first and last name, ignoring case and Polish diacritics; % and _ are literal', async () => {
    await created(a, 'Łucja', 'Żółkiewska');
    expect(await fullNames(a, 'lecki')).toEqual(['Paweł Łęcki']);
    expect(await fullNames(a, 'PAWEL')).toEqual(['Paweł Łęcki']);
    expect(await fullNames(a, 'zolkiew lucja')).toEqual(['Łucja Żółkiewska']);
    expect(await fullNames(a, 'wiśniewska zofia')).toEqual(['Zofia Wiśniewska']);
    expect(await fullNames(a, '%')).toEqual([]);
    expect(await fullNames(a, '_')).toEqual([]);
    expect(await fullNames(a, 'anna')).toEqual([]);
  });

  it('pages with page and pageSize', async () => {
    const all = (await t.call<SalesPersonDto[]>('GET', '/api/salespersons', { token: a })).body.value ?? [];
    const reply = await t.call<PagedResult<SalesPersonDto>>('GET', '/api/salespersons?page=2&pageSize=2', { token: a });
    expect(reply.body.value).toEqual({ items: all.slice(2, 4), itemsCount: all.length, pagesCount: Math.ceil(all.length / 2), pageSize: 2, page: 2 });
  });

  it('soft-deletes by toggling isDeleted: out of the list and GET by id, back on a second DELETE', async () => {
    const person = await created(a, 'Tymczasowy', 'Handlowiec');
    const deleted = await t.call<SalesPersonDto>('DELETE', `/api/salespersons/${person.id}`, { token: a });
    expect(deleted.body).toEqual({ success: true, errors: [], value: { ...person, isDeleted: true } });
    expect((await rowOf(person.id))?.isDeleted).toBe(true);
    expect(await fullNames(a)).not.toContain('Tymczasowy Handlowiec');
    const get = await t.call('GET', `/api/salespersons/${person.id}`, { token: a });
    expect(get.status).toBe(404);
    expect(get.body).toEqual(notFoundBody);
    expect((await t.call('PUT', `/api/salespersons/${person.id}`, { token: a, body: { firstName: 'X', lastName: 'Y' } })).status).toBe(404);
    expect((await t.call<SalesPersonDto>('DELETE', `/api/salespersons/${person.id}`, { token: a })).body.value?.isDeleted).toBe(false);
    expect(await fullNames(a)).toContain('Tymczasowy Handlowiec');
  });

  it('answers 404 with the envelope for an unknown id', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const reply = await t.call(method, '/api/salespersons/999999', { token: a, body: method === 'PUT' ? { firstName: 'X', lastName: 'Y' } : undefined });
      expect(reply.status, method).toBe(404);
      expect(reply.body, method).toEqual(notFoundBody);
    }
  });
});
