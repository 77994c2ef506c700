// Mixed load on the real server (apps/api/src/server.ts, the process `npm start` runs), with autocannon:
// 100 connections for 30 s over three tenants, each request one of
//   40 % a contractor page   GET  /api/contractors?page=N&pageSize=20
//   30 % an agreement record GET  /api/leaseagreements/{id} (60 schedule rows, 60 depreciation periods)
//   30 % a new contractor    POST /api/contractor
// beside the bare GET /api/ping of the same server in the same run. Reports req/s, p50, p99 and errors.
// Afterwards, with the server stopped, it reads the database directly and checks every acknowledged
// write: stored once, in the tenant whose token made it, with the name it was given.
// PGlite (one process, its directory is locked); with BENCH_DATABASE_URL=postgres://... also on a fresh
// database of that server with WEB_CONCURRENCY=2 (BENCH_WORKERS). BENCH_SECONDS, BENCH_CONNECTIONS scale it;
// BENCH_SKIP_PGLITE=1 measures the server only.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import { openDatabase, type DatabaseLocation } from '../../apps/api/src/db/client.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { isValidTaxId } from '@leasedesk/contract';

const seconds = Number(process.env['BENCH_SECONDS'] ?? 30);
const connections = Number(process.env['BENCH_CONNECTIONS'] ?? 100);
const workers = Number(process.env['BENCH_WORKERS'] ?? 2);
/** Shares of pages, records and new contractors, in percent (BENCH_MIX=100,0,0 measures pages alone). */
const [pagesShare, recordsShare] = (process.env['BENCH_MIX'] ?? '40,30,30').split(',').map((share) => Number(share) / 100) as [number, number, number];
const apiDir = fileURLToPath(new URL('../../apps/api/', import.meta.url));
const password = 'LeaseDesk-demo-2026';

type Result = Awaited<ReturnType<typeof autocannon>>;
type Server = { url: string; stop: () => Promise<void> };
type Tenant = { id: number; token: string; agreementIds: number[] };
type Acknowledged = { tenantId: number; id: number; name: string };

const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
/** The n-th valid NIP of a run-specific range, so runs and tenants never collide. */
function taxIdNumber(n: number, base: number): string {
  for (let k = base + n * 3; ; k++) {
    const digits = String(k).padStart(9, '0').slice(-9);
    const check = weights.reduce((sum, weight, i) => sum + weight * Number(digits[i]), 0) % 11;
    if (check !== 10 && isValidTaxId(`${digits}${check}`)) return `${digits}${check}`;
  }
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    // DEMO_DATA: the bench signs in as the demo's accounts, which a DATABASE_URL start no longer seeds by default.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', SMTP_URL: '', DEMO_DATA: 'true', JWT_SECRET: 'load-bench-secret-load-bench-secret-0123', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const check = setInterval(() => {
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(check);
        resolve(match[1]);
      }
    }, 50);
    void exited.then(() => {
      clearInterval(check);
      reject(new Error(`server exited:\n${output}`));
    });
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function call<T>(url: string, method: string, path: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { success: boolean; value: T; errors: unknown };
  if (!envelope.success) throw new Error(`${method} ${path}: ${JSON.stringify(envelope.errors)}`);
  return envelope.value;
}

/** Three tenants for the demo user (the two seeded and one more), each with contractors and an agreement to read. */
async function prepareTenants(url: string, taxBase: number): Promise<Tenant[]> {
  const admin = (await call<{ token: string }>(url, 'POST', '/api/token', { username: 'admin@leasedesk.test', password })).token;
  const user = await call<{ token: string }>(url, 'POST', '/api/token', { username: 'user@leasedesk.test', password });
  const me = await call<{ id: number }>(url, 'GET', '/api/user', undefined, user.token);
  const own = await call<{ id: number }[]>(url, 'GET', '/api/users/tenants', undefined, user.token);
  const third = await call<{ id: number }>(url, 'POST', '/api/tenant', { name: `Load tenant ${taxBase}`, accountingStandard: 1 }, admin);
  await call(url, 'POST', `/api/users/${me.id}/tenants`, { tenantIds: [third.id] }, admin);
  const pretenant = (await call<{ token: string }>(url, 'POST', '/api/token', { username: 'user@leasedesk.test', password })).token;
  const tenants: Tenant[] = [];
  for (const [index, tenantId] of [...own.map((t) => t.id).slice(0, 2), third.id].entries()) {
    const token = (await call<{ token: string }>(url, 'POST', '/api/tokenwithtenent', { tenantId }, pretenant)).token;
    const agreementIds: number[] = [];
    const standard = (await call<{ accountingStandard: number }>(url, 'GET', '/api/tenants/accountingstandards', undefined, token)).accountingStandard;
    for (let i = 0; i < 40; i++) {
      const contractor = await call<{ id: number }>(url, 'POST', '/api/contractor', { name: `Prepared ${index}-${i} ${taxBase}`, taxId: taxIdNumber(i, taxBase + 1_000_000 * (index + 1)) }, token);
      if (i < 3) {
        const common = { contractorId: contractor.id, contractNumber: `LOAD/${taxBase}/${i}`, scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 60, rentPaymentAmount: 10_000, paymentDue: 0, paymentInterval: 0 };
        const figures = standard === 0 ? { totalEquipmentCost: 500_000, residualValue: 50_000 } : { incrementalBorrowingRate: 0.065 };
        const agreement = await call<{ id: number }>(url, 'POST', '/api/leaseagreement', { ...common, ...figures }, token);
        agreementIds.push(agreement.id);
      }
    }
    tenants.push({ id: tenantId, token, agreementIds });
  }
  return tenants;
}

type Pending = { tenantId: number; name: string } | null;

async function mixedLoad(url: string, tenants: Tenant[], taxBase: number): Promise<{ result: Result; acknowledged: Acknowledged[]; refused: number }> {
  const acknowledged: Acknowledged[] = [];
  let refused = 0;
  let created = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => {
          const tenant = tenants[Math.floor(Math.random() * tenants.length)] ?? tenants[0]!;
          const headers = { authorization: `Bearer ${tenant.token}`, 'content-type': 'application/json' };
          const roll = Math.random();
          context['pending'] = null;
          if (roll < pagesShare) {
            return { ...request, method: 'GET', path: `/api/contractors?page=${1 + Math.floor(Math.random() * 2)}&pageSize=20`, headers, body: undefined };
          }
          if (roll < pagesShare + recordsShare) {
            const id = tenant.agreementIds[Math.floor(Math.random() * tenant.agreementIds.length)];
            return { ...request, method: 'GET', path: `/api/leaseagreements/${id}`, headers, body: undefined };
          }
          created += 1;
          const name = `Load ${taxBase} ${created}`;
          context['pending'] = { tenantId: tenant.id, name } satisfies Pending;
          return { ...request, method: 'POST', path: '/api/contractor', headers, body: JSON.stringify({ name, taxId: taxIdNumber(created, taxBase) }) };
        },
        onResponse: (status: number, body: string, context: Record<string, unknown>) => {
          const pending = context['pending'] as Pending;
          if (!pending) return;
          const envelope = status === 200 ? (JSON.parse(body) as { success: boolean; value: { id: number } | null }) : null;
          if (envelope?.success && envelope.value) acknowledged.push({ ...pending, id: envelope.value.id });
          else refused += 1;
        },
      },
    ] as never,
  });
  return { result, acknowledged, refused };
}

/** Every acknowledged contractor is stored once, in its tenant, under its name; nothing else of the run is stored. */
async function verify(location: DatabaseLocation, acknowledged: Acknowledged[], taxBase: number): Promise<string> {
  const database = await openDatabase(location);
  try {
    const rows = await rawRows<{ id: number; tenant_id: number; name: string }>(
      database.db,
      sql`select id, tenant_id, name from contractors where name like ${`Load ${taxBase} %`}`,
    );
    const byName = new Map<string, { id: number; tenant_id: number }[]>();
    for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row]);
    let lost = 0;
    let misplaced = 0;
    for (const write of acknowledged) {
      const stored = byName.get(write.name) ?? [];
      if (stored.length === 0) lost += 1;
      else if (stored.length > 1 || stored[0]?.id !== write.id || stored[0]?.tenant_id !== write.tenantId) misplaced += 1;
    }
    const unacknowledged = rows.length - acknowledged.length + lost;
    if (lost || misplaced) throw new Error(`${lost} acknowledged writes lost, ${misplaced} stored twice or in another tenant`);
    // Writes in flight when autocannon stopped are committed without their answer being read.
    return `${acknowledged.length} acknowledged writes verified: each stored once, in its tenant; 0 lost (and ${unacknowledged} stored whose answers were in flight when the run stopped)`;
  } finally {
    await database.close();
  }
}

const row = (name: string, r: Result) =>
  `  ${name.padEnd(40)} ${r.requests.average.toFixed(0).padStart(6)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.timeouts}   non-2xx ${r.non2xx}`;

async function benchOn(label: string, env: Record<string, string>, location: DatabaseLocation): Promise<void> {
  const taxBase = 100_000_000 + Math.floor(Math.random() * 400_000_000);
  const server = await startServer(env);
  let load: Awaited<ReturnType<typeof mixedLoad>>;
  let bare: Result;
  try {
    const tenants = await prepareTenants(server.url, taxBase);
    await autocannon({ url: `${server.url}/api/ping`, connections, duration: 2 });
    bare = await autocannon({ url: `${server.url}/api/ping`, connections, duration: seconds });
    load = await mixedLoad(server.url, tenants, taxBase);
  } finally {
    await server.stop();
  }
  console.log(`${label}: ${connections} connections, ${seconds} s each, three tenants`);
  console.log(row('GET /api/ping (bare baseline)', bare));
  console.log(row(`mixed (% pages, records, new: ${process.env['BENCH_MIX'] ?? '40,30,30'})`, load.result));
  console.log(`  ratio mixed / bare: ${(load.result.requests.average / bare.requests.average).toFixed(3)}; writes refused: ${load.refused}`);
  console.log(`  ${await verify(location, load.acknowledged, taxBase)}`);
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

if (process.env['BENCH_SKIP_PGLITE'] !== '1') {
  const dataDir = mkdtempSync(join(tmpdir(), 'leasedesk-load-'));
  try {
    await benchOn('PGlite (one process)', { DATA_DIR: dataDir, DATABASE_URL: '' }, { kind: 'pglite', dataDir });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const serverUrl = process.env['BENCH_DATABASE_URL'];
if (serverUrl) {
  const name = `leasedesk_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'leasedesk-load-'));
  try {
    await benchOn(`PostgreSQL, WEB_CONCURRENCY=${workers}`, { DATA_DIR: dataDir, DATABASE_URL: url.toString(), WEB_CONCURRENCY: String(workers) }, { kind: 'postgres', url: url.toString() });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  }
}
