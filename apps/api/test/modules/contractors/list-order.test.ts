import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto } from '@leasedesk/contract';
import { contractorCounts, contractors } from '../../../src/db/schema.ts';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { contractorCalls } from './contractor-calls.ts';

let t: TestApp;
let calls: ReturnType<typeof contractorCalls>;
/** The IFRS16 tenant (three seeded contractors) gets the names below; the CSI tenant is the other tenant. */
let mine: string;
let other: string;

/** Created in this order, so ids do not follow the alphabet; equal names apart from case tie by id. */
const created = ['Mazur', 'dom', 'Łódź', 'Lublin', 'ćma', 'CEBULA', 'cebula', 'Ćma', 'Zebra', 'Źrebak', 'Żak', 'ząb', 'zab', 'Łąka', 'LUBLIN', 'Ala', 'Ąbel', 'Łódzkie Młyny', 'Müller', 'Muller', 'Émile', 'Nowak', 'Ńa', 'Ósemka', 'Olsza', 'Śruba', 'Sad'];

/** The order of SPEC's list: Polish alphabetical, case ignored, equal names by id. */
const polish = new Intl.Collator('pl', { sensitivity: 'base' });
const byPolishName = (x: ContractorDto, y: ContractorDto) => polish.compare(x.name, y.name) || x.id - y.id;

beforeAll(async () => {
  t = await startTestApp();
  calls = contractorCalls(t);
  const user = await t.loginUser();
  mine = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  other = await t.tenantToken(user, t.seed.tenantIds.csi);
  for (const name of created) await calls.created(mine, name);
  await calls.created(other, 'Łania z innego tenanta');
});
afterAll(async () => t.close());

const names = (list: ContractorDto[]) => list.map((c) => c.name);
const position = (list: string[], name: string) => list.indexOf(name);

describe('Polish alphabetical order', () => {
  it('sorts the whole list by name in Polish order, case ignored: Ł after L, ć after c, Ż after Ź after Z', async () => {
    const list = names(await calls.list(mine, ''));
    expect(position(list, 'Lublin')).toBeLessThan(position(list, 'Łódź'));
    expect(position(list, 'Łódź')).toBeLessThan(position(list, 'Mazur'));
    expect(position(list, 'cebula')).toBeLessThan(position(list, 'ćma'));
    expect(position(list, 'ćma')).toBeLessThan(position(list, 'dom'));
    expect(list.slice(0, 10)).toEqual(['Ala', 'Ąbel', 'CEBULA', 'cebula', 'ćma', 'Ćma', 'dom', 'Émile', 'Gdańskie Biuro Nieruchomości Sp. z o.o.', 'Lublin']);
    expect(list.slice(-6)).toEqual(['Wrocławskie Centrum Biurowe Źródło S.A.', 'zab', 'ząb', 'Zebra', 'Źrebak', 'Żak']);
    // "Łódzkie" before "Łódź": z < ź at the fourth letter
    expect(list.slice(position(list, 'Łąka'), position(list, 'Łódź') + 1)).toEqual(['Łąka', 'Łódzkie Młyny', 'Łódź']);
    expect(list.slice(position(list, 'Nowak'), position(list, 'Olsza') + 2)).toEqual(['Nowak', 'Ńa', 'Olsza', 'Ósemka']);
  });

  it('agrees with the Polish collation of the Intl API for every contractor, ties by id', async () => {
    const list = await calls.list(mine, '');
    expect(list).toHaveLength(created.length + 3);
    expect(names(list)).toEqual(names([...list].sort(byPolishName)));
  });

  it('breaks ties by id, in the asked direction: descending is ascending reversed', async () => {
    const ascending = await calls.list(mine, '');
    const lublins = ascending.filter((c) => c.name.toLowerCase() === 'lublin');
    expect(lublins.map((c) => c.name)).toEqual(['Lublin', 'LUBLIN']);
    expect(lublins[0]!.id).toBeLessThan(lublins[1]!.id);
    const descending = (await calls.get(mine, 'sort=name&direction=desc')).body.value ?? [];
    expect(descending).toEqual([...ascending].reverse());
  });

  it('orders a search the same way', async () => {
    expect(names(await calls.list(mine, 'l'))).toEqual(['Lublin', 'LUBLIN', 'Łąka', 'Łódzkie Młyny', 'Łódź']);
    expect(names((await calls.get(mine, 'query=l&direction=desc')).body.value ?? [])).toEqual(['Łódź', 'Łódzkie Młyny', 'Łąka', 'LUBLIN', 'Lublin']);
  });

  it('keeps the sort key in the database: Polish letters after their base letter, case and foreign accents folded', async () => {
    const rows = await rawRows<{ name: string; sort_key: string }>(t.db, sql`select name, sort_key from contractors where name in ('Łódź', 'Żak', 'Źrebak', 'CEBULA', 'Müller', 'Émile') order by sort_key`);
    expect(rows).toEqual([
      { name: 'CEBULA', sort_key: 'cebula' },
      { name: 'Émile', sort_key: 'emile' },
      { name: 'Łódź', sort_key: 'l~o~dz}' },
      { name: 'Müller', sort_key: 'muller' },
      { name: 'Źrebak', sort_key: 'z}rebak' },
      { name: 'Żak', sort_key: 'z~ak' },
    ]);
    // generated: a rename re-sorts
    const [row] = await t.db.select({ id: contractors.id, taxId: contractors.taxId }).from(contractors).where(sql`${contractors.name} = 'Zebra'`);
    await t.call('PUT', `/api/contractors/${row!.id}`, { token: mine, body: { name: 'Ąbel Zebra', taxId: row!.taxId } });
    expect(names(await calls.list(mine, '')).slice(0, 3)).toEqual(['Ala', 'Ąbel', 'Ąbel Zebra']);
    await t.call('PUT', `/api/contractors/${row!.id}`, { token: mine, body: { name: 'Zebra', taxId: row!.taxId } });
  });
});

describe('paging on the server', () => {
  it('pages the sorted list: every page size, both directions, pages never overlap and together are the whole list', async () => {
    for (const direction of ['asc', 'desc'] as const) {
      const whole = (await calls.get(mine, `direction=${direction}`)).body.value ?? [];
      for (const pageSize of [1, 3, 7, 10, 29, 30, 31, 100]) {
        const pagesCount = Math.ceil(whole.length / pageSize);
        const pages: ContractorDto[] = [];
        for (let page = 1; page <= pagesCount; page++) {
          const answer = await calls.page(mine, `page=${page}&pageSize=${pageSize}&sort=name&direction=${direction}`);
          expect(answer, `${direction} ${pageSize} ${page}`).toEqual({ items: whole.slice((page - 1) * pageSize, page * pageSize), itemsCount: whole.length, pagesCount, pageSize, page });
          pages.push(...answer.items);
        }
        expect(pages).toEqual(whole);
      }
    }
  });

  it('answers an empty page beyond the last, with the count', async () => {
    const total = created.length + 3;
    expect(await calls.page(mine, 'page=31&pageSize=1')).toEqual({ items: [], itemsCount: total, pagesCount: total, pageSize: 1, page: 31 });
    expect(await calls.page(mine, 'page=4&pageSize=10')).toEqual({ items: [], itemsCount: total, pagesCount: 3, pageSize: 10, page: 4 });
  });

  it('never lists another tenant’s contractors, nor deleted ones', async () => {
    const list = await calls.list(mine, '');
    expect(list.every((c) => c.tenantId === t.seed.tenantIds.ifrs16)).toBe(true);
    expect(names(list)).not.toContain('Łania z innego tenanta');
    const sad = list.find((c) => c.name === 'Sad');
    await t.call('DELETE', `/api/contractors/${sad!.id}`, { token: mine });
    const page = await calls.page(mine, 'page=1&pageSize=100');
    expect(page.itemsCount).toBe(list.length - 1);
    expect(names(page.items)).not.toContain('Sad');
    await t.call('DELETE', `/api/contractors/${sad!.id}`, { token: mine });
    expect(names((await calls.page(mine, 'page=1&pageSize=100')).items)).toContain('Sad');
  });

  it('counts the whole list from the count the database keeps, whoever writes the contractors', async () => {
    const kept = async () => (await t.db.select({ tenantId: contractorCounts.tenantId, live: contractorCounts.live }).from(contractorCounts).orderBy(contractorCounts.tenantId));
    const counted = async () => rawRows<{ tenant_id: number; live: number }>(t.db, sql`select tenant_id, count(*)::int as live from contractors where not is_deleted group by tenant_id order by tenant_id`);
    const { csi, ifrs16 } = t.seed.tenantIds;
    expect(await kept()).toEqual((await counted()).map((row) => ({ tenantId: row.tenant_id, live: row.live })));
    const before = (await calls.page(mine, 'page=1')).itemsCount;

    // created, renamed, deleted, restored through the API
    const made = await calls.created(mine, 'Liczony');
    expect((await calls.page(mine, 'page=1')).itemsCount).toBe(before + 1);
    await t.call('PUT', `/api/contractors/${made.id}`, { token: mine, body: { name: 'Przeliczony', taxId: made.taxId } });
    expect((await calls.page(mine, 'page=1')).itemsCount).toBe(before + 1);
    await t.call('DELETE', `/api/contractors/${made.id}`, { token: mine });
    expect((await calls.page(mine, 'page=3')).itemsCount).toBe(before);
    await t.call('DELETE', `/api/contractors/${made.id}`, { token: mine });
    expect((await calls.page(mine, 'page=1')).itemsCount).toBe(before + 1);

    // written directly, in bulk, across tenants, and removed for good
    await t.db.execute(sql`insert into contractors (tenant_id, name, tax_id, is_deleted)
      select case when n % 2 = 0 then ${csi}::int else ${ifrs16}::int end, 'Hurt ' || n, lpad((8000000000 + n)::text, 10, '0'), n % 5 = 0
      from generate_series(1, 20) as n`);
    expect(await kept()).toEqual((await counted()).map((row) => ({ tenantId: row.tenant_id, live: row.live })));
    expect((await calls.page(mine, 'page=1')).itemsCount).toBe(before + 1 + 8);
    await t.db.execute(sql`update contractors set is_deleted = not is_deleted where name like 'Hurt %'`);
    expect(await kept()).toEqual((await counted()).map((row) => ({ tenantId: row.tenant_id, live: row.live })));
    await t.db.execute(sql`delete from contractors where name like 'Hurt %' or id = ${made.id}`);
    expect(await kept()).toEqual((await counted()).map((row) => ({ tenantId: row.tenant_id, live: row.live })));
    expect((await calls.page(mine, 'page=1')).itemsCount).toBe(before);
    expect(await calls.list(mine, '')).toHaveLength(before);
  });

  it('keeps the unpaged form: a plain array with X-Total-Count, sorted the same', async () => {
    const reply = await calls.get(mine, 'sort=name&direction=asc');
    expect(Array.isArray(reply.body.value)).toBe(true);
    expect(reply.headers['x-total-count']).toBe(String(created.length + 3));
    expect(reply.headers['x-truncated']).toBeUndefined();
  });

  it('refuses an unknown sort key or direction as a field error', async () => {
    const badSort = await calls.get(mine, 'sort=taxId');
    expect(badSort.status).toBe(200);
    expect(badSort.body).toMatchObject({ success: false, errors: [{ propertyName: 'sort' }] });
    const badDirection = await calls.get(mine, 'page=1&direction=up');
    expect(badDirection.body).toMatchObject({ success: false, errors: [{ propertyName: 'direction' }] });
    const byPath = await t.call('GET', '/api/contractors/parameters/l?sort=name%3Bdrop', { token: mine });
    expect(byPath.body).toMatchObject({ success: false, errors: [{ propertyName: 'sort' }] });
  });
});
