// Requests per second of GET /api/user with a valid tenant token, beside GET /api/ping of the same app in
// the same run: the ratio is the price of authentication. Measured twice: with the authentication cache
// (the app as it runs: JWT check, then the user from the per-process cache that NOTIFY clears) and with
// the cache off (no notifications given to the app: the user's stamp and memberships are read in a
// leasedesk_app-scoped transaction on every request, as before the cache). PGlite in memory, the app listening on a
// random port; with BENCH_DATABASE_URL=postgres://... also against a fresh database on that server.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, type DatabaseLocation } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/migrate-database.ts';
import { demoAccounts, demoPassword, seedDemoData } from '../../apps/api/src/demo/seed.ts';

const duration = Number(process.env['BENCH_SECONDS'] ?? 5);
const connections = 10;

type Result = Awaited<ReturnType<typeof autocannon>>;

async function benchOn(location: DatabaseLocation, label: string): Promise<void> {
  const database = await openDatabase(location);
  await migrateDatabase(database);
  const seed = await seedDemoData(database.db);
  const config = { ...loadConfig({}), jwtSecret: 'bench-secret-bench-secret-bench-secret-0123' };
  const app = await buildApp({ config, db: database.db, notifications: database.notifications });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const uncached = await buildApp({ config, db: database.db });
  await uncached.listen({ port: 0, host: '127.0.0.1' });
  const uncachedBase = `http://127.0.0.1:${(uncached.server.address() as AddressInfo).port}`;

  const post = async <T>(path: string, body: unknown, token?: string): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return ((await response.json()) as { value: T }).value;
  };
  const { token: pretenant } = await post<{ token: string }>('/api/token', { username: demoAccounts.user.email, password: demoPassword });
  const { token } = await post<{ token: string }>('/api/tokenwithtenent', { tenantId: seed.tenantIds?.csi }, pretenant);
  const auth = { authorization: `Bearer ${token}` };

  const measure = async (path: string, headers: Record<string, string>, seconds: number, origin = base): Promise<Result> => {
    const result = await autocannon({ url: `${origin}${path}`, connections, duration: seconds, headers });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
    return result;
  };
  // Warm both paths (JIT, caches) before measuring.
  await measure('/api/ping', {}, 1);
  await measure('/api/user', auth, 1);
  await measure('/api/user', auth, 1, uncachedBase);
  const bare = await measure('/api/ping', {}, duration);
  const authed = await measure('/api/user', auth, duration);
  const authedUncached = await measure('/api/user', auth, duration, uncachedBase);

  const row = (name: string, r: Result) =>
    `  ${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms`;
  console.log(`${label}: ${connections} connections, ${duration} s each`);
  console.log(row('GET /api/ping (bare baseline)', bare));
  console.log(row('GET /api/user (cache)', authed));
  console.log(row('GET /api/user (cache off)', authedUncached));
  console.log(`  ratio authenticated / bare: ${(authed.requests.average / bare.requests.average).toFixed(3)} with the cache (aim >= 0.5), ${(authedUncached.requests.average / bare.requests.average).toFixed(3)} without`);
  await app.close();
  await uncached.close();
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

await benchOn({ kind: 'pglite-memory' }, 'PGlite (in memory)');

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
