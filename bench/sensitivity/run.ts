// Latency of the portfolio sensitivity (POST /api/sensitivityanalisys/portfolio) over N IFRS16
// agreements, through the app (app.inject: routing, token check, zod, one query for the agreements, lease-math
// per agreement, the stored run, JSON; no sockets), beside a baseline measured in the same run: the bare
// lease-math sensitivityAnalysis loop over the same agreements, already in memory. The agreements query alone
// and the run's Excel download are measured too. The portfolio is bench/reports' (seed.ts: loaded in bulk, mostly
// IFRS16, 120 months, a few CSI ones the route leaves out), BENCH_AGREEMENTS (default 2 000) agreements.
// The route's totals are checked against the baseline's, in cents (a mismatch is printed, never hidden).
// PGlite in memory; with BENCH_DATABASE_URL=postgres://... also on a fresh database of that server.
// BENCH_RUNS (default 20) scales it; BENCH_SKIP_PGLITE=1 measures the server only.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import type { PortfolioSensitivity } from '@leasedesk/contract';
import { sensitivityAnalysis, toCents, type AgreementInput } from '@leasedesk/lease-math';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, type DatabaseLocation } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/migrate-database.ts';
import { withTenant } from '../../apps/api/src/db/scope.ts';
import { demoAccounts, demoPassword, seedDemoData } from '../../apps/api/src/demo/seed.ts';
import { portfolioAgreements } from '../../apps/api/src/modules/analysis/portfolio-agreements.ts';
import { seedPortfolio } from '../reports/seed.ts';

const agreementCount = Number(process.env['BENCH_AGREEMENTS'] ?? 2_000);
const runs = Number(process.env['BENCH_RUNS'] ?? 20);
const auditorRate = 0.075;
const url = '/api/sensitivityanalisys/portfolio';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;
const line = (label: string, samples: number[]) => console.log(`  ${label.padEnd(64)} p50 ${ms(percentile(samples, 50))}   p95 ${ms(percentile(samples, 95))}`);
const ratio = (label: string, app: number[], base: number[]) =>
  console.log(`  ${`ratio ${label}`.padEnd(64)} p50 ${(percentile(app, 50) / percentile(base, 50)).toFixed(2).padStart(8)}×     p95 ${(percentile(app, 95) / percentile(base, 95)).toFixed(2).padStart(8)}×`);

async function timed(run: () => unknown, times: number, warmUp = 2): Promise<number[]> {
  for (let i = 0; i < Math.min(warmUp, times); i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples.sort((x, y) => x - y);
}

type Sums = { valueAtTenantRate: number; valueAtAuditorRate: number; financialCostAtTenantRate: number; financialCostAtAuditorRate: number };

/** The baseline: lease-math over agreements already in memory, summed in cents. */
function bareLoop(inputs: readonly AgreementInput[]): Sums {
  const sums = { valueAtTenantRate: 0, valueAtAuditorRate: 0, financialCostAtTenantRate: 0, financialCostAtAuditorRate: 0 };
  for (const input of inputs) {
    const result = sensitivityAnalysis(input, auditorRate);
    if (!result.ok) throw new Error(result.errors.map((error) => error.message).join('; '));
    sums.valueAtTenantRate += toCents(result.initialValue.valueAtTenantRate);
    sums.valueAtAuditorRate += toCents(result.initialValue.valueAtAuditorRate);
    sums.financialCostAtTenantRate += toCents(result.financialCost.financialCostAtTenantRate);
    sums.financialCostAtAuditorRate += toCents(result.financialCost.financialCostAtAuditorRate);
  }
  return sums;
}

async function benchOn(location: DatabaseLocation, label: string): Promise<void> {
  const database = await openDatabase(location);
  await migrateDatabase(database);
  const seed = await seedDemoData(database.db);
  if (!seed.tenantIds) throw new Error('seed did not run');
  const tenantId = seed.tenantIds.ifrs16;
  const { db } = database;
  const loadStart = performance.now();
  const portfolio = await seedPortfolio(db, tenantId, agreementCount);
  const loadedSeconds = (performance.now() - loadStart) / 1000;
  await db.execute(sql`vacuum analyze`);

  const app = await buildApp({ config: { ...loadConfig({}), jwtSecret: randomBytes(32).toString('hex') }, db });
  await app.ready();
  const login = await app.inject({ method: 'POST', url: '/api/token', payload: { username: demoAccounts.user.email, password: demoPassword } });
  const pretenant = (login.json() as { value: { token: string } }).value.token;
  const chosen = await app.inject({ method: 'POST', url: '/api/tokenwithtenent', headers: { authorization: `Bearer ${pretenant}` }, payload: { tenantId } });
  const token = (chosen.json() as { value: { token: string } }).value.token;
  const run = async (): Promise<PortfolioSensitivity> => {
    const reply = await app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload: { auditorRate } });
    const parsed = reply.json() as { success: boolean; value: PortfolioSensitivity; errors: unknown };
    if (reply.statusCode !== 200 || !parsed.success) throw new Error(`POST ${url}: ${reply.statusCode} ${JSON.stringify(parsed.errors)}`);
    return parsed.value;
  };

  // The same agreements the route reads (the demo ones of the tenant included), read once for the baseline.
  const read = () => withTenant(db, tenantId, (tx) => portfolioAgreements(tx, tenantId, { contractorIds: null }));
  const inputs = (await read()).map(({ fields }) => fields as AgreementInput);

  console.log(`\n${label}`);
  console.log(`  ${portfolio.agreements} agreements loaded in ${loadedSeconds.toFixed(1)} s (${portfolio.scheduleRows} schedule rows); ${inputs.length} live IFRS16 ones in the tenant; auditor's rate ${auditorRate}; ${runs} runs each after warm-up`);
  const api = await timed(run, runs);
  const bare = await timed(() => bareLoop(inputs), runs);
  const query = await timed(read, runs);
  line(`POST ${url}, ${inputs.length} agreements`, api);
  line('baseline: bare lease-math sensitivityAnalysis loop, in memory', bare);
  line('  the agreements query alone (one query, RLS on)', query);
  ratio('route / bare loop', api, bare);

  const answer = await run();
  const base = bareLoop(inputs);
  const got = {
    valueAtTenantRate: toCents(answer.totals.initialValue.valueAtTenantRate),
    valueAtAuditorRate: toCents(answer.totals.initialValue.valueAtAuditorRate),
    financialCostAtTenantRate: toCents(answer.totals.financialCost.financialCostAtTenantRate),
    financialCostAtAuditorRate: toCents(answer.totals.financialCost.financialCostAtAuditorRate),
  };
  const differ = (Object.keys(base) as (keyof Sums)[]).filter((key) => got[key] !== base[key]);
  console.log(`  totals: ${answer.details.length === inputs.length && differ.length === 0 ? 'the route and the bare loop agree to the cent' : `DIFFER (rows ${answer.details.length} vs ${inputs.length}; ${differ.join(', ')})`}`);

  const excel: number[] = [];
  let bytes = 0;
  for (let i = -1; i < Math.max(3, Math.floor(runs / 4)); i++) {
    const stored = await run();
    const start = performance.now();
    const reply = await app.inject({ method: 'GET', url: `${url}/${stored.reportId}/excel/${stored.token}` });
    if (reply.statusCode !== 200) throw new Error(`Excel: ${reply.statusCode}`);
    bytes = reply.rawPayload.length;
    if (i >= 0) excel.push(performance.now() - start);
  }
  excel.sort((x, y) => x - y);
  line(`GET its Excel (${(bytes / 1e3).toFixed(0)} kB)`, excel);

  await app.close();
  await database.close();
  // pg's pool ends its clients asynchronously; let them go before the database is dropped.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
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
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  try {
    await benchOn({ kind: 'postgres', url: target.toString() }, 'PostgreSQL (BENCH_DATABASE_URL)');
  } finally {
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  }
}
