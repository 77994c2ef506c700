import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractorDto, type PagedResult } from '@leasedesk/contract';
import { contractorSearchTerms, contractors } from '../../../src/db/schema.ts';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { demoContractors } from '../../../src/db/seed.ts';
import { startTestApp, type Reply, type TestApp } from '../../support/test-app.ts';
import { dashed, validTaxId } from '../../support/tax-ids.ts';

let t: TestApp;
/** Tenant tokens of the demo user: A is the CSI tenant, B the IFRS16 one. */
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

/** Read as the connecting superuser: row-level security does not hide anything from the test. */
const rowOf = async (id: number) => (await t.db.select().from(contractors).where(eq(contractors.id, id)))[0];
const countRows = async () => (await t.db.select({ n: count() }).from(contractors))[0]?.n ?? 0;

let nextNine = 300_000_000;
/** A fresh valid tax id for each call (none starts with 526000, the seeded one the search tests look for). */
const freshTaxId = () => validTaxId((nextNine += 1_000));

const create = (token: string, body: unknown) => t.call<ContractorDto>('POST', '/api/contractor', { token, body });
async function created(token: string, name: string, taxId = freshTaxId(), code?: string): Promise<ContractorDto> {
  const reply = await create(token, code === undefined ? { name, taxId } : { name, taxId, code });
  if (!reply.body.success || !reply.body.value) throw new Error(`create failed: ${reply.raw}`);
  return reply.body.value;
}
const list = async (token: string, query: string) => (await t.call<ContractorDto[]>('GET', `/api/contractors?query=${encodeURIComponent(query)}`, { token })).body.value ?? [];
const names = async (token: string, query: string) => (await list(token, query)).map((c) => c.name);

const duplicate = { success: false, errors: [{ propertyName: 'taxId', message: 'A contractor with this tax id already exists' }], value: null };
const notFoundBody = { success: false, errors: [{ propertyName: '', message: 'Contractor not found' }], value: null };

describe('creating and reading contractors', () => {
  it('creates into the token’s tenant: trimmed name, the tax id stored as its 10 digits, code optional', async () => {
    const taxId = freshTaxId();
    const reply = await create(a, { name: '  Krakowska Spółka Leasingowa  ', taxId: ` ${dashed(taxId).replace('-', ' ')} ` });
    expect(reply.status).toBe(200);
    const value = reply.body.value as ContractorDto;
    expect(reply.body).toEqual({
      success: true,
      errors: [],
      value: { id: expect.any(Number), createDate: expect.any(String), isDeleted: false, name: 'Krakowska Spółka Leasingowa', taxId, code: '', tenantId: csi },
    });
    expect(Number.isNaN(Date.parse(value.createDate))).toBe(false);
    expect(await rowOf(value.id)).toMatchObject({ tenantId: csi, name: 'Krakowska Spółka Leasingowa', taxId, code: '', isDeleted: false });
    expect((await t.call<ContractorDto>('GET', `/api/contractors/${value.id}`, { token: a })).body.value).toEqual(value);
  });

  it('keeps the code', async () => {
    const contractor = await created(a, 'Firma z kodem', freshTaxId(), ' KNT-77 ');
    expect(contractor.code).toBe('KNT-77');
    expect((await rowOf(contractor.id))?.code).toBe('KNT-77');
  });

  it('answers one field error per broken rule and stores nothing', async () => {
    const before = await countRows();
    const cases: [unknown, { propertyName: string; message: string }[]][] = [
      [{ name: '   ', taxId: freshTaxId() }, [{ propertyName: 'name', message: 'Name is required' }]],
      [{ name: 'X', taxId: '' }, [{ propertyName: 'taxId', message: 'Tax id is required' }]],
      [{ name: 'X', taxId: '526-000-12' }, [{ propertyName: 'taxId', message: 'Tax id must be 10 digits' }]],
      [{ name: 'X', taxId: '52600O1269' }, [{ propertyName: 'taxId', message: 'Tax id must be 10 digits' }]],
      [{ name: 'X', taxId: '526-000-12-68' }, [{ propertyName: 'taxId', message: 'Tax id has an invalid check digit' }]],
      [{ taxId: freshTaxId() }, [{ propertyName: 'name', message: 'Required' }]],
    ];
    for (const [body, errors] of cases) {
      const reply = await create(a, body);
      expect(reply.status, JSON.stringify(body)).toBe(200);
      expect(reply.body, JSON.stringify(body)).toEqual({ success: false, errors, value: null });
    }
    expect(await countRows()).toBe(before);
  });

  it('refuses tenantId, isDeleted and other unknown properties: a body cannot plant a row in another tenant', async () => {
    const before = await countRows();
    const reply = await create(a, { name: 'Intruz', taxId: freshTaxId(), tenantId: ifrs16, isDeleted: true, id: 1 });
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors.map((e) => e.propertyName).sort()).toEqual(['id', 'isDeleted', 'tenantId']);
    expect(reply.body.errors.every((e) => e.message === 'Unknown property')).toBe(true);
    expect(await countRows()).toBe(before);
  });

  it('answers 404 with the envelope for an unknown id on GET, PUT and DELETE', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const reply = await t.call(method, '/api/contractors/999999', { token: a, body: method === 'PUT' ? { name: 'X', taxId: freshTaxId() } : undefined });
      expect(reply.status, method).toBe(404);
      expect(reply.body, method).toEqual(notFoundBody);
    }
  });
});

describe('updating', () => {
  it('changes name, tax id and code of a live contractor', async () => {
    const contractor = await created(a, 'Stara Nazwa');
    const taxId = freshTaxId();
    const reply = await t.call<ContractorDto>('PUT', `/api/contractors/${contractor.id}`, { token: a, body: { name: ' Nowa Nazwa ', taxId: dashed(taxId), code: 'N-1' } });
    expect(reply.body).toEqual({ success: true, errors: [], value: { ...contractor, name: 'Nowa Nazwa', taxId, code: 'N-1' } });
    expect(await rowOf(contractor.id)).toMatchObject({ name: 'Nowa Nazwa', taxId, code: 'N-1', tenantId: csi });
  });

  it('validates like create and changes nothing', async () => {
    const contractor = await created(a, 'Bez Zmian');
    const before = await rowOf(contractor.id);
    // tenantId is a read-only field of the record as read: accepted on PUT and ignored (never assigned).
    const reply = await t.call('PUT', `/api/contractors/${contractor.id}`, { token: a, body: { name: '', taxId: '1234567890', tenantId: ifrs16, owner: ifrs16 } });
    expect(reply.body.success).toBe(false);
    expect(Object.fromEntries(reply.body.errors.map((e) => [e.propertyName, e.message]))).toEqual({ name: 'Name is required', taxId: 'Tax id has an invalid check digit', owner: 'Unknown property' });
    expect(await rowOf(contractor.id)).toEqual(before);
  });
});

describe('tax id unique among the tenant’s live contractors', () => {
  it('refuses a duplicate on create, typed differently, as a field error on taxId', async () => {
    const taxId = freshTaxId();
    await created(a, 'Pierwszy');
    const first = await created(a, 'Pierwszy właściciel', taxId);
    const before = await countRows();
    expect((await create(a, { name: 'Drugi', taxId: dashed(taxId) })).body).toEqual(duplicate);
    expect(await countRows()).toBe(before);
    expect((await rowOf(first.id))?.name).toBe('Pierwszy właściciel');
  });

  it('refuses a duplicate on update, but a contractor keeps its own tax id', async () => {
    const taken = await created(a, 'Zajęty NIP');
    const other = await created(a, 'Inny');
    const before = await rowOf(other.id);
    expect((await t.call('PUT', `/api/contractors/${other.id}`, { token: a, body: { name: 'Inny', taxId: taken.taxId } })).body).toEqual(duplicate);
    expect(await rowOf(other.id)).toEqual(before);
    const same = await t.call<ContractorDto>('PUT', `/api/contractors/${other.id}`, { token: a, body: { name: 'Inny po zmianie', taxId: other.taxId } });
    expect(same.body.value).toMatchObject({ name: 'Inny po zmianie', taxId: other.taxId });
  });

  it('allows the same tax id in another tenant', async () => {
    const inA = await created(a, 'Wspólny NIP A');
    const inB = await created(b, 'Wspólny NIP B', inA.taxId);
    expect(inB).toMatchObject({ taxId: inA.taxId, tenantId: ifrs16 });
    expect(await rowOf(inB.id)).toMatchObject({ tenantId: ifrs16, taxId: inA.taxId });
  });

  it('frees the tax id of a deleted contractor; restoring it while a live one holds the tax id is refused', async () => {
    const old = await created(a, 'Usunięty');
    await t.call('DELETE', `/api/contractors/${old.id}`, { token: a });
    const successor = await created(a, 'Następca', old.taxId);
    expect(successor.taxId).toBe(old.taxId);
    // The refusal names the live contractor holding the tax id (issue 10 item 7).
    expect((await t.call('DELETE', `/api/contractors/${old.id}`, { token: a })).body).toEqual({
      success: false,
      errors: [{ propertyName: 'taxId', message: `Cannot restore: the live contractor Następca has the same tax id ${old.taxId}` }],
      value: null,
    });
    expect((await rowOf(old.id))?.isDeleted).toBe(true);
  });

  it('lets only one of two simultaneous creates with one tax id through', async () => {
    const taxId = freshTaxId();
    const replies = await Promise.all([create(a, { name: 'Wyścig 1', taxId }), create(a, { name: 'Wyścig 2', taxId })]);
    expect(replies.filter((r) => r.body.success)).toHaveLength(1);
    expect(replies.find((r) => !r.body.success)?.body).toEqual(duplicate);
    const rows = await t.db.select().from(contractors).where(eq(contractors.taxId, taxId));
    expect(rows).toHaveLength(1);
  });

  // Deterministic race on a PostgreSQL server: a concurrent transaction holds the tax id, uncommitted,
  // so the request's check passes and its insert waits on the unique index, then fails when that
  // transaction commits. The violation must come back as the field error, not a 500. (PGlite has one
  // connection: there the transactions cannot overlap.)
  it.runIf(Boolean(process.env['TEST_DATABASE_URL']))('maps the unique index violation of a concurrent insert to the field error', async () => {
    const taxId = freshTaxId();
    let pending: Promise<Reply<ContractorDto>> | undefined;
    await t.db.transaction(async (tx) => {
      await tx.insert(contractors).values({ tenantId: csi, name: 'Równoległy', taxId });
      pending = create(a, { name: 'Spóźniony', taxId });
      for (let waited = 0; ; waited += 20) {
        const [waiting] = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        if ((waiting?.n ?? 0) > 0) break;
        if (waited > 10_000) throw new Error('the request never waited on the unique index');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    });
    const reply = await (pending as Promise<Reply<ContractorDto>>);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(duplicate);
    expect((await t.db.select().from(contractors).where(eq(contractors.taxId, taxId))).map((r) => r.name)).toEqual(['Równoległy']);
  });
});

describe('soft delete', () => {
  it('toggles isDeleted: the contractor leaves lists, search and GET by id; a second DELETE restores it', async () => {
    const contractor = await created(a, 'Kasowany Ogrodnik');
    const deleted = await t.call<ContractorDto>('DELETE', `/api/contractors/${contractor.id}`, { token: a });
    expect(deleted.body).toEqual({ success: true, errors: [], value: { ...contractor, isDeleted: true } });
    expect((await rowOf(contractor.id))?.isDeleted).toBe(true);
    expect((await list(a, '')).map((c) => c.id)).not.toContain(contractor.id);
    expect(await names(a, 'ogrodnik')).toEqual([]);
    const page = (await t.call<PagedResult<ContractorDto>>('GET', '/api/contractors?page=1&pageSize=100', { token: a })).body.value;
    expect(page?.items.map((c) => c.id)).not.toContain(contractor.id);
    const get = await t.call('GET', `/api/contractors/${contractor.id}`, { token: a });
    expect(get.status).toBe(404);
    expect(get.body).toEqual(notFoundBody);
    // A deleted contractor cannot be edited; it can be restored.
    expect((await t.call('PUT', `/api/contractors/${contractor.id}`, { token: a, body: { name: 'X', taxId: contractor.taxId } })).status).toBe(404);
    const restored = await t.call<ContractorDto>('DELETE', `/api/contractors/${contractor.id}`, { token: a });
    expect(restored.body.value).toEqual({ ...contractor, isDeleted: false });
    expect(await names(a, 'ogrodnik')).toEqual(['Kasowany Ogrodnik']);
  });
});

describe('search', () => {
  let kowalski: ContractorDto;
  let nowak: ContractorDto;
  beforeAll(async () => {
    await created(b, 'Kowalski z innego tenanta');
    kowalski = await created(a, 'Kowalski i Syn');
    nowak = await created(a, 'Nowak-Kowalska Usługi');
    await created(a, 'ŻÓŁW Transport');
    await created(a, 'Łódź Leasing Sp. z o.o.');
    await created(a, 'Bliźniak', freshTaxId());
    await created(a, 'Bliźniak', freshTaxId());
  });

  it('finds by the start of any word of the name, ignoring case and Polish diacritics, in name order', async () => {
    const lodz = ['Łódzkie Zakłady Leasingowe Sp. z o.o.', 'Łódź Leasing Sp. z o.o.'].sort();
    expect(await names(a, 'lodz')).toEqual(lodz);
    expect(await names(a, 'ŁÓDŹ')).toEqual(lodz);
    expect(await names(a, 'łódź')).toEqual(lodz);
    expect(await names(a, 'zolw')).toEqual(['ŻÓŁW Transport']);
    expect(await names(a, 'Żółw')).toEqual(['ŻÓŁW Transport']);
    expect(await names(a, 'uslugi')).toEqual(['Nowak-Kowalska Usługi']);
    expect(await names(a, 'kowal')).toEqual(['Kowalski i Syn', 'Nowak-Kowalska Usługi']);
    expect(await names(a, 'swietokrzyska')).toEqual(['Świętokrzyska Spółdzielnia Mleczarska']);
  });

  it('needs every word of the query, in any order', async () => {
    expect(await names(a, 'kowal syn')).toEqual(['Kowalski i Syn']);
    expect(await names(a, 'syn kowalski')).toEqual(['Kowalski i Syn']);
    expect(await names(a, 'nowak-kowal')).toEqual(['Nowak-Kowalska Usługi']);
    expect(await names(a, 'kowal transport')).toEqual([]);
  });

  it('matches words from their start only (documented): an inner fragment finds nothing', async () => {
    expect(await names(a, 'owalski')).toEqual([]);
  });

  it('finds by tax id digits typed with dashes or spaces, from the start', async () => {
    const seeded = demoContractors.csi.find((c) => c.taxId === '5260001269');
    expect(await names(a, '526-000')).toEqual([seeded?.name]);
    expect(await names(a, '526 000 12 69')).toEqual([seeded?.name]);
    expect(await names(a, nowak.taxId)).toEqual([nowak.name]);
    expect(await names(a, nowak.taxId.slice(0, 7))).toEqual([nowak.name]);
  });

  it('takes %, _ and other punctuation literally: they match nothing rather than everything', async () => {
    for (const query of ['%', '_', '%%', '\\', '--', '.']) expect(await names(a, query), query).toEqual([]);
  });

  it('lists everything for a blank query, by name then id, and never another tenant’s contractors', async () => {
    const all = await list(a, '   ');
    const live = await t.db.select().from(contractors).where(sql`${contractors.tenantId} = ${csi} and not ${contractors.isDeleted}`);
    expect(all).toHaveLength(live.length);
    const sorted = [...all].sort((x, y) => (x.name < y.name ? -1 : x.name > y.name ? 1 : x.id - y.id));
    expect(all).toEqual(sorted);
    const twins = all.filter((c) => c.name === 'Bliźniak');
    expect(twins).toHaveLength(2);
    expect(twins[0]!.id).toBeLessThan(twins[1]!.id);
    expect(all.every((c) => c.tenantId === csi)).toBe(true);
    expect(await names(a, 'innego')).toEqual([]);
  });

  it('pages with page and pageSize (at most 100)', async () => {
    const all = await list(a, '');
    const reply = await t.call<PagedResult<ContractorDto>>('GET', '/api/contractors?page=2&pageSize=3', { token: a });
    expect(reply.body.value).toEqual({ items: all.slice(3, 6), itemsCount: all.length, pagesCount: Math.ceil(all.length / 3), pageSize: 3, page: 2 });
    const searched = await t.call<PagedResult<ContractorDto>>('GET', '/api/contractors?query=kowal&pageSize=1', { token: a });
    expect(searched.body.value).toEqual({ items: [kowalski], itemsCount: 2, pagesCount: 2, pageSize: 1, page: 1 });
    const beyond = await t.call<PagedResult<ContractorDto>>('GET', '/api/contractors?query=kowal&page=9&pageSize=10', { token: a });
    expect(beyond.body.value).toEqual({ items: [], itemsCount: 2, pagesCount: 1, pageSize: 10, page: 9 });
    const tooBig = await t.call('GET', '/api/contractors?pageSize=101', { token: a });
    expect(tooBig.body).toMatchObject({ success: false, errors: [{ propertyName: 'pageSize' }] });
  });

  it('answers the same list on /api/contractors/parameters/{queryParameter}', async () => {
    for (const query of ['kowal', 'łódź', '526-000', 'kowal syn', '%']) {
      const byPath = await t.call<ContractorDto[]>('GET', `/api/contractors/parameters/${encodeURIComponent(query)}`, { token: a });
      expect(byPath.status, query).toBe(200);
      expect(byPath.body, query).toEqual({ success: true, errors: [], value: await list(a, query) });
    }
    const paged = await t.call<PagedResult<ContractorDto>>('GET', '/api/contractors/parameters/kowal?page=1&pageSize=1', { token: a });
    expect(paged.body.value).toEqual({ items: [kowalski], itemsCount: 2, pagesCount: 2, pageSize: 1, page: 1 });
  });

  it('follows renames: the search index is rebuilt by the database on update', async () => {
    const renamed = await created(a, 'Zmieniany Wiatrak');
    await t.call('PUT', `/api/contractors/${renamed.id}`, { token: a, body: { name: 'Przemianowany Młyn', taxId: renamed.taxId } });
    expect(await names(a, 'wiatrak')).toEqual([]);
    expect(await names(a, 'mlyn')).toEqual(['Przemianowany Młyn']);
    const terms = await t.db.select({ term: contractorSearchTerms.term }).from(contractorSearchTerms).where(eq(contractorSearchTerms.contractorId, renamed.id));
    expect(terms.map((row) => row.term).sort()).toEqual(['mlyn', 'przemianowany', renamed.taxId].sort());
  });
});
