import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, PagedResult, SalesPersonDto } from '@leasedesk/contract';
import { contractors, salesPersons } from '../src/db/schema.ts';
import type { RouteEntry } from '../src/lib/auth/access-control.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { validTaxId } from './support/tax-ids.ts';

/**
 * Tenant B's token against tenant A's records, generated from the app's route table: every tenant
 * route with an {id} must have a fixture below (a route added later fails here until it has one),
 * must answer B exactly as for an id that does not exist, and must leave A's row as it was.
 */
let t: TestApp;
let a: string;
let b: string;
let contractorOfA: ContractorDto;
let salesPersonOfA: SalesPersonDto;
const taxIdOfA = validTaxId(777_123_000);

type Fixture = { id: () => number; notFound: string; body: unknown; row: (id: number) => Promise<unknown> };

const fixtures: Record<string, Fixture> = {
  '/api/contractors/:id': {
    id: () => contractorOfA.id,
    notFound: 'Contractor not found',
    body: { name: 'Przejęty przez B', taxId: validTaxId(111_222_333) },
    row: async (id) => (await t.db.select().from(contractors).where(eq(contractors.id, id)))[0],
  },
  '/api/salespersons/:id': {
    id: () => salesPersonOfA.id,
    notFound: 'Sales person not found',
    body: { firstName: 'Przejęty', lastName: 'Przez B' },
    row: async (id) => (await t.db.select().from(salesPersons).where(eq(salesPersons.id, id)))[0],
  },
};

/** Tenant GET routes without an {id}: the lists B calls (each with searches that would find A's records), or why not. */
const listProbes: Record<string, string[] | { skip: string }> = {
  '/api/contractors': ['/api/contractors', '/api/contractors?query=Sekretny', `/api/contractors?query=${taxIdOfA}`, '/api/contractors?query=alfa&page=1&pageSize=100', '/api/contractors?page=1&pageSize=100'],
  '/api/contractors/parameters/:queryParameter': ['/api/contractors/parameters/Sekretny', `/api/contractors/parameters/${taxIdOfA.slice(0, 6)}`],
  '/api/salespersons': ['/api/salespersons', '/api/salespersons?query=Tajny', '/api/salespersons?page=1&pageSize=100'],
  '/api/tenants/accountingstandards': { skip: 'the token’s own tenant settings, not records' },
  '/api/ceidg/firmy/nip': { skip: 'the public business register, not tenant records' },
};

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  a = await t.tenantToken(user, t.seed.tenantIds.csi);
  b = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  contractorOfA = (await t.call<ContractorDto>('POST', '/api/contractor', { token: a, body: { name: 'Sekretny Kontrahent Alfa', taxId: taxIdOfA, code: 'A-1' } })).body.value as ContractorDto;
  salesPersonOfA = (await t.call<SalesPersonDto>('POST', '/api/salesperson', { token: a, body: { firstName: 'Tajny', lastName: 'Handlowiec' } })).body.value as SalesPersonDto;
  if (!contractorOfA || !salesPersonOfA) throw new Error('fixtures of tenant A were not created');
});
afterAll(async () => t.close());

const tenantRoutesWithId = (): RouteEntry[] => t.app.routeTable.filter((route) => route.access === 'tenant' && route.url.includes(':id'));
const resourceOf = (route: RouteEntry) => route.url.replace(/\/:id(\/.*)?$/, '/:id');

describe('tenant B against tenant A’s records', () => {
  it('has a fixture for every tenant route with an id (read, update, delete of contractors and sales persons)', () => {
    const routes = tenantRoutesWithId().map((route) => `${route.method} ${route.url}`);
    expect(routes).toEqual(
      expect.arrayContaining([
        'GET /api/contractors/:id',
        'PUT /api/contractors/:id',
        'DELETE /api/contractors/:id',
        'GET /api/salespersons/:id',
        'PUT /api/salespersons/:id',
        'DELETE /api/salespersons/:id',
      ]),
    );
    for (const route of tenantRoutesWithId()) expect(fixtures[resourceOf(route)], `fixture for ${route.url}`).toBeDefined();
  });

  it('answers 404 exactly as for a missing id, and leaves the row unchanged, on every such route', async () => {
    let checked = 0;
    for (const route of tenantRoutesWithId()) {
      const fixture = fixtures[resourceOf(route)] as Fixture;
      const label = `${route.method} ${route.url}`;
      const body = route.method === 'PUT' || route.method === 'POST' ? fixture.body : undefined;
      const before = await fixture.row(fixture.id());
      expect(before, label).toBeDefined();

      const reply = await t.call(route.method as 'GET', route.url.replace(':id', String(fixture.id())), { token: b, body });
      expect(reply.status, label).toBe(404);
      expect(reply.body, label).toEqual({ success: false, errors: [{ propertyName: '', message: fixture.notFound }], value: null });
      const missing = await t.call(route.method as 'GET', route.url.replace(':id', '2147483647'), { token: b, body });
      expect({ status: missing.status, body: missing.body }, `${label}: same answer as a missing id`).toEqual({ status: reply.status, body: reply.body });

      expect(await fixture.row(fixture.id()), `${label}: row unchanged`).toEqual(before);
      checked++;
    }
    expect(checked).toBeGreaterThanOrEqual(6);
    // Tenant A still has both, untouched.
    expect((await t.call('GET', `/api/contractors/${contractorOfA.id}`, { token: a })).body.value).toEqual(contractorOfA);
    expect((await t.call('GET', `/api/salespersons/${salesPersonOfA.id}`, { token: a })).body.value).toEqual(salesPersonOfA);
  });

  it('never shows A’s records in B’s lists and searches, which find them for A', async () => {
    const tenantLists = t.app.routeTable.filter((route) => route.access === 'tenant' && route.method === 'GET' && !route.url.includes(':id'));
    const idsIn = (value: unknown): number[] => {
      const items = Array.isArray(value) ? value : (value as PagedResult<{ id: number }> | null)?.items ?? [];
      return (items as { id: number }[]).map((item) => item.id);
    };
    const ofA = [contractorOfA.id, salesPersonOfA.id];
    let probed = 0;
    for (const route of tenantLists) {
      const probes = listProbes[route.url];
      expect(probes, `list probes for ${route.url}`).toBeDefined();
      if (!probes || !Array.isArray(probes)) continue;
      for (const url of probes) {
        const forA = await t.call('GET', url, { token: a });
        const forB = await t.call('GET', url, { token: b });
        expect(forB.status, url).toBe(200);
        expect(forB.body.success, url).toBe(true);
        expect(idsIn(forA.body.value).some((id) => ofA.includes(id)), `${url} finds A’s record for A`).toBe(true);
        const shownToB = idsIn(forB.body.value);
        const leaked = url.startsWith('/api/salespersons') ? shownToB.includes(salesPersonOfA.id) : shownToB.includes(contractorOfA.id);
        expect(leaked, `${url} shows A’s record to B`).toBe(false);
        expect(JSON.stringify(forB.body), url).not.toMatch(/Sekretny|Tajny/);
        probed++;
      }
    }
    expect(probed).toBeGreaterThanOrEqual(10);
  });
});
