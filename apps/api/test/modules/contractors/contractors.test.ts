import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContractorDto, type PagedResult } from '@leasedesk/contract';
import { contractors } from '../../../src/db/schema.ts';
import { rawRows } from '../../../src/db/raw-rows.ts';
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
    // The refusal names the live contractor holding the tax id.
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

// Search, order and paging: search.test.ts and list-order.test.ts.
