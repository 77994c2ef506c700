// Latency of the contractor list and search, GET /api/contractors?query=..., with 100 000 contractors in
// each of two tenants, beside the same query run directly in the same run: findContractors (the very
// function the route calls) in a withTenant transaction (row-level security on), without HTTP, token
// check and JSON. Sequential requests, p50 and p95 per query: the whole list (at most 1 000 rows), the
// first page of 10, and pages of the list sorted by name in Polish order (later pages, descending).
// Queries: word prefixes (the search's table) and fragments inside words.
// PGlite in memory; with BENCH_DATABASE_URL=postgres://... also on a fresh database of that server.
// BENCH_CONTRACTORS (default 100000 per tenant) and BENCH_REQUESTS (default 100 per query) scale it;
// BENCH_SKIP_PGLITE=1 measures the server only.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
// drizzle-orm is apps/api's own dependency (not hoisted to the root): the same copy the app runs on.
import { asc, count, eq, sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, type DatabaseLocation } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/migrate-database.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { contractorSearchTerms, contractors } from '../../apps/api/src/db/schema.ts';
import { withTenant } from '../../apps/api/src/db/scope.ts';
import { demoAccounts, demoPassword, seedDemoData } from '../../apps/api/src/demo/seed.ts';
import { findContractors } from '../../apps/api/src/modules/contractors/find-contractors.ts';
import { countOf, pageIdsOfAll } from '../../apps/api/src/modules/contractors/page-of-all.ts';
import { searchPageQuery } from '../../apps/api/src/modules/contractors/page-of-search.ts';
import { contractorsWhere } from '../../apps/api/src/modules/contractors/search-condition.ts';
import { unpagedContractorLimit } from '../../apps/api/src/modules/contractors/list-contractors.ts';
import { searchWordsOf } from '../../apps/api/src/modules/contractors/search-words.ts';

const perTenant = Number(process.env['BENCH_CONTRACTORS'] ?? 100_000);
const requests = Number(process.env['BENCH_REQUESTS'] ?? 100);
/**
 * Prefixes as people type them (a surname, a city with diacritics, two and three words, tax id digits),
 * then fragments inside words (with and without diacritics, upper case), one or two letters (word
 * prefixes), and a fragment common to a third of the names.
 */
const queries = ['kowal', 'łódź', 'Zakład Wiś', 'przeds kow gdań', '526-0', 'ŻÓŁ', 'owalsk', 'zol', 'iśnie', 'dańsk', 'ODNIC', 'k', 'wo', 'ski'];
/** Pages of the whole list sorted by name (Polish order): first, second of 50, deep, middle, last, and descending. */
const listPages = (total: number) => {
  const middle = Math.floor(total / 20);
  const last = Math.ceil(total / 10);
  return [
    { label: 'page 1 of 10', page: 1, pageSize: 10, direction: 'asc' as const },
    { label: 'page 2 of 50', page: 2, pageSize: 50, direction: 'asc' as const },
    { label: 'page 500 of 10', page: 500, pageSize: 10, direction: 'asc' as const },
    { label: `page ${middle} of 10 (middle)`, page: middle, pageSize: 10, direction: 'asc' as const },
    { label: `page ${last} of 10 (last)`, page: last, pageSize: 10, direction: 'asc' as const },
    { label: 'page 1 of 10, desc', page: 1, pageSize: 10, direction: 'desc' as const },
  ];
};

const kinds = ['Przedsiębiorstwo', 'Zakład', 'Spółdzielnia', 'Hurtownia', 'Firma', 'Usługi', 'Transport', 'Leasing', 'Budownictwo', 'Handel', 'Serwis', 'Pracownia', 'Drukarnia', 'Piekarnia', 'Kancelaria', 'Biuro', 'Agencja', 'Studio', 'Warsztat', 'Centrum', 'Żegluga', 'Ślusarstwo', 'Łożyska', 'Górnictwo', 'Ogrodnictwo', 'Tartak', 'Mleczarnia', 'Wytwórnia', 'Składnica'];
const surnames = ['Kowalski', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański', 'Woźniak', 'Dąbrowski', 'Kozłowski', 'Jankowski', 'Mazur', 'Kwiatkowski', 'Krawczyk', 'Piotrowski', 'Grabowski', 'Nowakowski', 'Pawłowski', 'Michalski', 'Król', 'Wieczorek', 'Jabłoński', 'Wróbel', 'Majewski', 'Olszewski', 'Stępień', 'Malinowski', 'Jaworski', 'Adamczyk', 'Dudek', 'Nowicki', 'Pawlak', 'Górski', 'Witkowski', 'Walczak', 'Sikora', 'Baran', 'Rutkowski', 'Michalak', 'Szewczyk', 'Ostrowski', 'Tomaszewski', 'Pietrzak', 'Zalewski', 'Wróblewski', 'Jasiński', 'Marciniak', 'Sadowski', 'Bąk', 'Zawadzki', 'Duda', 'Jakubowski', 'Wilk', 'Chmielewski', 'Włodarczyk', 'Borkowski', 'Czarnecki', 'Sawicki', 'Sokołowski', 'Urbański', 'Kubiak', 'Maciejewski', 'Szczepański', 'Kucharski', 'Wilczyński', 'Kalinowski', 'Lis', 'Mazurek', 'Wysocki', 'Adamski', 'Kaźmierczak', 'Wasilewski', 'Sobczak', 'Czerwiński', 'Andrzejewski', 'Cieślak', 'Głowacki', 'Zakrzewski', 'Kołodziej', 'Sikorski', 'Krajewski', 'Gajewski', 'Szymczak', 'Szulc', 'Baranowski', 'Laskowski', 'Brzeziński', 'Makowski', 'Ziółkowski', 'Przybylski', 'Żółtowski'];
const places = ['Łódź', 'Kraków', 'Gdańsk', 'Poznań', 'Wrocław', 'Szczecin', 'Toruń', 'Białystok', 'Rzeszów', 'Częstochowa', 'Bielsko-Biała', 'Zielona Góra', 'Gorzów', 'Kielce', 'Olsztyn', 'Opole', 'Płock', 'Elbląg', 'Tarnów', 'Chorzów', 'Koszalin', 'Kalisz', 'Legnica', 'Grudziądz', 'Słupsk', 'Jastrzębie', 'Żory', 'Świdnica', 'Łomża', 'Żyrardów', 'Gdynia'];
const forms = [' Sp. z o.o.', ' S.A.', ' Sp.j.', ' s.c.', ''];

const array = (items: string[]) => sql.raw(`array[${items.map((item) => `'${item.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** As the connecting user (no row-level security for it): one statement per tenant, the trigger indexes in one pass. */
async function populate(db: Awaited<ReturnType<typeof openDatabase>>['db'], tenantId: number): Promise<void> {
  await db.execute(sql`
    insert into contractors (tenant_id, name, tax_id, code)
    select ${tenantId}, name, nine || check_digit, 'B-' || g
    from (
      select g,
        (${array(kinds)})[1 + (g * 7) % ${kinds.length}] || ' ' ||
        (${array(surnames)})[1 + (g * 13 + g / 7) % ${surnames.length}] || ' ' ||
        (${array(places)})[1 + (g * 31 + g / 11) % ${places.length}] ||
        (${array(forms)})[1 + (g / 3) % ${forms.length}] as name,
        nine,
        (6 * substr(nine, 1, 1)::int + 5 * substr(nine, 2, 1)::int + 7 * substr(nine, 3, 1)::int + 2 * substr(nine, 4, 1)::int
          + 3 * substr(nine, 5, 1)::int + 4 * substr(nine, 6, 1)::int + 5 * substr(nine, 7, 1)::int + 6 * substr(nine, 8, 1)::int
          + 7 * substr(nine, 9, 1)::int) % 11 as check_digit
      from (select g, lpad(((g::bigint * 7919 + ${tenantId * 104_729}) % 1000000000)::text, 9, '0') as nine
            from generate_series(1, ${Math.ceil(perTenant * 1.2)}) as g) as numbered
    ) as candidates
    where check_digit < 10
    order by g
    limit ${perTenant}`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1).padStart(6)} ms`;

async function timed(run: () => Promise<unknown>, times: number): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples.sort((x, y) => x - y);
}

async function benchOn(location: DatabaseLocation, label: string): Promise<void> {
  const database = await openDatabase(location);
  await migrateDatabase(database);
  const seed = await seedDemoData(database.db);
  const tenants = seed.tenantIds;
  if (!tenants) throw new Error('seed did not run');
  const { db } = database;

  const loadStart = performance.now();
  for (const tenantId of [tenants.csi, tenants.ifrs16]) await populate(db, tenantId);
  // The state autovacuum leaves after a bulk load: statistics, visibility map (index-only scans without
  // heap fetches) and hint bits. Measured right after the load, every first read would also write.
  await db.execute(sql`vacuum analyze`);
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const sizes = await db
    .select({ tenantId: contractors.tenantId, n: count() })
    .from(contractors)
    .groupBy(contractors.tenantId)
    .orderBy(asc(contractors.tenantId));
  const [terms] = await db.select({ n: count() }).from(contractorSearchTerms);

  const app = await buildApp({ config: { ...loadConfig({}), jwtSecret: 'bench-secret-bench-secret-bench-secret-0123' }, db });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { value: T }).value;
  };
  const { token: pretenant } = await post<{ token: string }>('/api/token', { username: demoAccounts.user.email, password: demoPassword });
  const { token } = await post<{ token: string }>('/api/tokenwithtenent', { tenantId: tenants.csi }, pretenant);
  const get = async (path: string): Promise<unknown> => {
    const response = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { success: boolean; value: unknown };
    if (response.status !== 200 || !body.success) throw new Error(`${path}: ${response.status}`);
    return body.value;
  };

  console.log(`${label}`);
  console.log(`  contractors: ${sizes.map((s) => `tenant ${s.tenantId} ${s.n}`).join(', ')}; ${terms?.n} search terms; loaded and vacuumed in ${loadSeconds.toFixed(1)} s`);
  console.log(`  ${requests} sequential requests per query and variant, tenant ${tenants.csi}; p50 / p95`);

  // The plans of a fragment and of a short word (first page with its count, the statement the service
  // runs), to show the indexes at work under row-level security.
  for (const query of (process.env['BENCH_PLANS'] ?? 'owalsk,k').split(',')) {
    const plan = await withTenant(db, tenants.csi, async (tx) => {
      const where = await contractorsWhere(tx, tenants.csi, await searchWordsOf(tx, query));
      if (!where) return [];
      const statement = searchPageQuery(tx, where, {}, { page: 1, pageSize: 10 });
      return rawRows<{ 'QUERY PLAN': string }>(tx, sql`explain (analyze, costs off, timing off) ${statement.getSQL().inlineParams()}`);
    });
    console.log(`  plan of "${query}", first page (as leasedesk_app, tenant ${tenants.csi}):\n${plan.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`);
  }
  const idsPlan = await withTenant(db, tenants.csi, async (tx) => {
    const where = await contractorsWhere(tx, tenants.csi, null);
    if (!where) return [];
    const total = await countOf(tx, where);
    const statement = pageIdsOfAll(tx, where, {}, { page: 500, pageSize: 10 }, total);
    return rawRows<{ 'QUERY PLAN': string }>(tx, sql`explain (analyze, costs off, timing off) ${statement.getSQL().inlineParams()}`);
  });
  console.log(`  plan of the ids of page 500 of the whole list (as leasedesk_app):\n${idsPlan.map((row) => `    ${row['QUERY PLAN']}`).join('\n')}`);

  const all = { api: [] as number[], direct: [] as number[] };
  const header = `  ${'query'.padEnd(24)} ${'rows'.padStart(6)}   ${'API p50'.padStart(9)} ${'API p95'.padStart(9)}   ${'SQL p50'.padStart(9)} ${'SQL p95'.padStart(9)}`;
  for (const paged of [false, true]) {
    console.log(paged ? '  first page (&page=1&pageSize=10, with itemsCount):' : '  whole list (?query only):');
    console.log(header);
    for (const query of paged ? ['', ...queries] : queries) {
      const path = `/api/contractors?query=${encodeURIComponent(query)}${paged ? '&page=1&pageSize=10' : ''}`;
      // The unpaged answer is the first page of unpagedContractorLimit (1 000) rows, with the count.
      const paging = paged ? { page: 1, pageSize: 10 } : { page: 1, pageSize: unpagedContractorLimit };
      const direct = () => withTenant(db, tenants.csi, (tx) => findContractors(tx, tenants.csi, { query }, paging));
      const value = (await get(path)) as unknown[] | { itemsCount: number };
      const rows = Array.isArray(value) ? value.length : value.itemsCount;
      // Warm both paths (JIT, plan and buffer caches) before measuring.
      await timed(() => get(path), 10);
      await timed(direct, 10);
      const api = await timed(() => get(path), requests);
      const sqlOnly = await timed(direct, requests);
      if (!paged) {
        all.api.push(...api);
        all.direct.push(...sqlOnly);
      }
      console.log(`  ${JSON.stringify(query).padEnd(24)} ${String(rows).padStart(6)}   ${ms(percentile(api, 50))} ${ms(percentile(api, 95))}   ${ms(percentile(sqlOnly, 50))} ${ms(percentile(sqlOnly, 95))}`);
    }
  }
  console.log('  the whole list sorted by name (Polish order), paged:');
  console.log(header.replace('query'.padEnd(24), 'page'.padEnd(24)));
  const ofTenant = sizes.find((size) => size.tenantId === tenants.csi)?.n ?? 0;
  for (const { label, page, pageSize, direction } of listPages(ofTenant)) {
    const url = `/api/contractors?page=${page}&pageSize=${pageSize}&sort=name&direction=${direction}`;
    const direct = () => withTenant(db, tenants.csi, (tx) => findContractors(tx, tenants.csi, { sort: 'name', direction }, { page, pageSize }));
    const value = (await get(url)) as { items: unknown[] };
    await timed(() => get(url), 10);
    await timed(direct, 10);
    const api = await timed(() => get(url), requests);
    const sqlOnly = await timed(direct, requests);
    console.log(`  ${label.padEnd(24)} ${String(value.items.length).padStart(6)}   ${ms(percentile(api, 50))} ${ms(percentile(api, 95))}   ${ms(percentile(sqlOnly, 50))} ${ms(percentile(sqlOnly, 95))}`);
  }
  all.api.sort((x, y) => x - y);
  all.direct.sort((x, y) => x - y);
  console.log(
    `  all whole-list queries: API p50 ${ms(percentile(all.api, 50))}, p95 ${ms(percentile(all.api, 95))}; direct SQL p50 ${ms(percentile(all.direct, 50))}, p95 ${ms(percentile(all.direct, 95))}; ratio of p95 API / SQL ${(percentile(all.api, 95) / percentile(all.direct, 95)).toFixed(2)}`,
  );
  const [other] = await withTenant(db, tenants.ifrs16, (tx) => tx.select({ n: count() }).from(contractors).where(eq(contractors.tenantId, tenants.csi)));
  console.log(`  (row-level security check: tenant ${tenants.ifrs16} sees ${other?.n} of tenant ${tenants.csi}'s rows)`);
  await app.close();
  await database.close();
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

if (!process.env['BENCH_SKIP_PGLITE']) await benchOn({ kind: 'pglite-memory' }, 'PGlite (in memory)');

const serverUrl = process.env['BENCH_DATABASE_URL'];
if (serverUrl) {
  const name = `leasedesk_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await benchOn({ kind: 'postgres', url: url.toString() }, 'PostgreSQL (BENCH_DATABASE_URL)');
  } finally {
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  }
}
