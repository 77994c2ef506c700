// Latency of the reports over a large portfolio, through the app (app.inject: routing, token
// check, zod, the service, database, JSON or Excel; no sockets), beside the same figures computed by one
// hand-written SQL statement, and the Excel beside raw exceljs streaming of the same rows, in the same run:
//  - accounting entries for 2026, all contractors (POST /api/customers/leaseagreements/periods/accountingentry)
//    beside DOMAIN §7's eight sums in one query;
//  - disclosures for 2026, all contractors (POST .../periods/disclosure) beside DOMAIN §13 in one query;
//  - the lease report of all agreements, empty filter (POST /api/leaseagreements/report) beside the plain join;
//  - the settlements report's Excel for 2026 (about 100 000 rows at full size): GET
//    /api/leaseamortizations/reports/{id}/excel/{token}, beside those rows fetched by one query and written
//    by exceljs's stream.xlsx.WorkbookWriter alone. The POST that stores the report is measured too.
// One IFRS16 tenant with 100 contractors and BENCH_AGREEMENTS (default 10 000) agreements, loaded in bulk
// (seed.ts; mostly 120 monthly periods, so about 1.2 M schedule rows and as many depreciation periods).
// Each answer is checked against its baseline's figures (a mismatch is printed, never hidden).
// PGlite in memory; with BENCH_DATABASE_URL=postgres://... also on a fresh database of that server.
// BENCH_RUNS (default 20) and BENCH_EXCEL_RUNS (default 5) scale it; BENCH_SKIP_PGLITE=1 measures the
// server only.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import type { AccountingEntries, Disclosure, LeaseReport, SettlementsReport } from '@leasedesk/contract';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, type DatabaseLocation, type Db } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/migrate-database.ts';
import { demoAccounts, demoPassword, seedDemoData } from '../../apps/api/src/demo/seed.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { disclosureBySql, entriesBySql, leaseReportBySql, settlementsExcelRaw, settlementRowsBySql, type DisclosureFigures, type Period } from './baselines.ts';
import { rowsTheAppWouldRewrite } from './check-seed.ts';
import { seedPortfolio } from './seed.ts';

const agreementCount = Number(process.env['BENCH_AGREEMENTS'] ?? 10_000);
const runs = Number(process.env['BENCH_RUNS'] ?? 20);
const excelRuns = Number(process.env['BENCH_EXCEL_RUNS'] ?? 5);
const year: Period = { start: '2026-01-01', end: '2026-12-31' };

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;
const line = (label: string, samples: number[]) => console.log(`  ${label.padEnd(62)} p50 ${ms(percentile(samples, 50))}   p95 ${ms(percentile(samples, 95))}`);
const ratio = (label: string, app: number[], base: number[]) =>
  console.log(`  ${`ratio ${label}`.padEnd(62)} p50 ${(percentile(app, 50) / percentile(base, 50)).toFixed(2).padStart(8)}×     p95 ${(percentile(app, 95) / percentile(base, 95)).toFixed(2).padStart(8)}×`);
/** Money as whole cents, so figures from JSON numbers and from numeric text compare exactly. */
const cents = (value: number | string) => Math.round(Number(value) * 100);

async function timed(run: () => Promise<unknown>, times: number, warmUp = 2): Promise<number[]> {
  for (let i = 0; i < Math.min(warmUp, times); i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples.sort((x, y) => x - y);
}

/** Prints whether the app's figures are the baseline's, naming the first that differ. */
function agree(label: string, app: Record<string, number | string>, base: Record<string, number | string>): void {
  const differ = Object.keys(base).filter((key) => app[key] === undefined || cents(app[key]) !== cents(base[key] ?? 0));
  console.log(`  ${label}: ${differ.length === 0 ? 'the app and the SQL agree' : `DIFFER on ${differ.map((key) => `${key} (app ${app[key]}, SQL ${base[key]})`).join(', ')}`}`);
}

const flatDisclosure = (d: Disclosure | DisclosureFigures): Record<string, number | string> => ({
  ...Object.fromEntries(Object.entries(d.liability).map(([key, value]) => [`liability.${key}`, value])),
  ...Object.fromEntries(Object.entries(d.rightOfUse).map(([key, value]) => [`rightOfUse.${key}`, value])),
  ...Object.fromEntries(Object.entries(d.maturity).map(([key, value]) => [`maturity.${key}`, value])),
  current: d.current,
  nonCurrent: d.nonCurrent,
});

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
  const check = await rowsTheAppWouldRewrite(db, tenantId, 60);
  // The state autovacuum leaves after a bulk load (statistics, visibility map, hint bits): measured right
  // after the load, every first read would also write.
  const vacuumStart = performance.now();
  await db.execute(sql`vacuum analyze`);
  const vacuumedSeconds = (performance.now() - vacuumStart) / 1000;
  const contractorIds = (await rawRows<{ id: number }>(db, sql`select id from contractors where tenant_id = ${tenantId} and not is_deleted order by id`)).map((row) => row.id);
  const [size] = await rawRows<{ size: string }>(db, sql`select pg_size_pretty(pg_database_size(current_database())) as size`);

  const app = await buildApp({ config: { ...loadConfig({}), jwtSecret: randomBytes(32).toString('hex') }, db });
  await app.ready();
  const inject = async (method: 'GET' | 'POST', url: string, token: string, body?: unknown) =>
    app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
  const call = async <T>(method: 'GET' | 'POST', url: string, token: string, body?: unknown): Promise<T> => {
    const reply = await inject(method, url, token, body);
    const parsed = reply.json() as { success: boolean; value: T; errors: unknown };
    if (reply.statusCode !== 200 || !parsed.success) throw new Error(`${method} ${url}: ${reply.statusCode} ${JSON.stringify(parsed.errors)}`);
    return parsed.value;
  };
  const login = await app.inject({ method: 'POST', url: '/api/token', payload: { username: demoAccounts.user.email, password: demoPassword } });
  const pretenant = (login.json() as { value: { token: string } }).value.token;
  const chosen = await app.inject({ method: 'POST', url: '/api/tokenwithtenent', headers: { authorization: `Bearer ${pretenant}` }, payload: { tenantId } });
  const token = (chosen.json() as { value: { token: string } }).value.token;
  /** A route another helper is still building is left out (and said so), never replaced by something else. */
  const has = (method: 'GET' | 'POST', url: string) => app.hasRoute({ method, url });

  console.log(`\n${label}`);
  console.log(
    `  portfolio: ${portfolio.agreements} agreements of ${portfolio.contractorIds.length} contractors, ${portfolio.scheduleRows} schedule rows, ` +
      `${portfolio.depreciationRows} depreciation periods; loaded in ${loadedSeconds.toFixed(1)} s, vacuum analyze ${vacuumedSeconds.toFixed(1)} s; database ${size?.size}`,
  );
  console.log(`  seed check: ${check.agreements} sampled agreements recomputed by the app's own code, ${check.rewritten} rows it would rewrite (0: the seed stored exactly the save's figures)`);
  console.log(`  period ${year.start}..${year.end}, all ${contractorIds.length} contractors; ${runs} runs each (Excel ${excelRuns}), after warm-up runs`);

  const entriesRequest = { contractorIds, contractNumbers: [], scheduleNumbers: [], reportingPeriodStartingDate: year.start, reportingPeriodClosingDate: year.end };
  const entriesUrl = '/api/customers/leaseagreements/periods/accountingentry';
  const entriesSql = await timed(() => entriesBySql(db, tenantId, contractorIds, year), runs);
  if (has('POST', entriesUrl)) {
    const entriesApi = await timed(() => call<AccountingEntries>('POST', entriesUrl, token, entriesRequest), runs);
    line('accounting entries, 2026 (aim p95 < 1 s)', entriesApi);
    line('baseline: the eight sums in one SQL query', entriesSql);
    ratio('entries / SQL', entriesApi, entriesSql);
    const answer = await call<AccountingEntries>('POST', entriesUrl, token, entriesRequest);
    const expected = (await entriesBySql(db, tenantId, contractorIds, year)).filter((value) => cents(value) !== 0);
    agree('entries', Object.fromEntries(answer.details.map((d, i) => [i, d.debitDetail.value])), Object.fromEntries(expected.map((value, i) => [i, value])));
  } else {
    line('accounting entries: route not there yet, not measured; baseline', entriesSql);
  }

  const disclosureUrl = '/api/customers/leaseagreements/periods/disclosure';
  const disclosureSql = await timed(() => disclosureBySql(db, tenantId, contractorIds, year), runs);
  if (has('POST', disclosureUrl)) {
    const disclosureApi = await timed(() => call<Disclosure>('POST', disclosureUrl, token, entriesRequest), runs);
    line('disclosures, 2026 (aim p95 < 1 s)', disclosureApi);
    line('baseline: §13 in one SQL query reading whole schedules', disclosureSql);
    ratio('disclosures / SQL', disclosureApi, disclosureSql);
    const answer = await call<Disclosure>('POST', disclosureUrl, token, entriesRequest);
    agree('disclosures', flatDisclosure(answer), flatDisclosure(await disclosureBySql(db, tenantId, contractorIds, year)));
  } else {
    line('disclosures: route not there yet, not measured; baseline', disclosureSql);
  }

  const reportUrl = '/api/leaseagreements/report';
  const reportSql = await timed(() => leaseReportBySql(db, tenantId), runs);
  if (has('POST', reportUrl)) {
    const reportApi = await timed(() => call<LeaseReport>('POST', reportUrl, token, {}), runs);
    const answer = await call<LeaseReport>('POST', reportUrl, token, {});
    line(`lease report, all ${answer.reportDetails.length} agreements, empty filter`, reportApi);
    line('baseline: the plain select join', reportSql);
    ratio('lease report / SQL', reportApi, reportSql);
    agree('lease report rows', { rows: answer.reportDetails.length }, { rows: (await leaseReportBySql(db, tenantId)).length });
  } else {
    line('lease report: route not there yet, not measured; baseline', reportSql);
  }

  const settlementsUrl = '/api/leaseamortizations/report';
  const settlementRows = (await settlementRowsBySql(db, tenantId, year)).length;
  const excelRaw = await timed(() => settlementsExcelRaw(db, tenantId, year), excelRuns, 1);
  const fetchSql = await timed(() => settlementRowsBySql(db, tenantId, year), excelRuns, 1);
  if (has('POST', settlementsUrl)) {
    const settlementsRequest = { periodStart: year.start, periodEnd: year.end };
    // Each Excel run downloads a report stored just before (untimed): download tokens live 10 minutes.
    const posts: number[] = [];
    const excel: number[] = [];
    let bytes = 0;
    let excelStatus = 0;
    for (let i = -1; i < excelRuns; i++) {
      let start = performance.now();
      const report = await call<SettlementsReport>('POST', settlementsUrl, token, settlementsRequest);
      if (i >= 0) posts.push(performance.now() - start);
      if (i < 0) {
        agree('settlements report', { rows: report.reportDetails.length, ...report.totals }, await settlementTotals(db, tenantId, year, settlementRows));
      }
      start = performance.now();
      const reply = await app.inject({ method: 'GET', url: `/api/leaseamortizations/reports/${report.reportId}/excel/${report.token}` });
      if (i >= 0) excel.push(performance.now() - start);
      excelStatus = reply.statusCode;
      bytes = reply.rawPayload.length;
      if (excelStatus !== 200) break;
    }
    posts.sort((x, y) => x - y);
    excel.sort((x, y) => x - y);
    line(`settlements report POST, ${settlementRows} rows (JSON)`, posts);
    if (excelStatus === 200) {
      line(`settlements Excel GET, ${settlementRows} rows, ${(bytes / 1e6).toFixed(1)} MB (aim ≤ 1.5× raw)`, excel);
      line('baseline: one SQL query + raw exceljs WorkbookWriter', excelRaw);
      line('  of which the SQL query alone', fetchSql);
      ratio('Excel / raw exceljs', excel, excelRaw);
    } else {
      console.log(`  settlements Excel GET answered ${excelStatus}: not measured`);
      line('baseline: one SQL query + raw exceljs WorkbookWriter', excelRaw);
    }
  } else {
    line(`settlements Excel: route not there yet, not measured; baseline (${settlementRows} rows)`, excelRaw);
    line('  of which the SQL query alone', fetchSql);
  }

  await app.close();
  await database.close();
  // pg's pool ends its clients asynchronously; let them go before the database is dropped.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

/** The settlements report's totals by SQL, for the check beside its figures. */
async function settlementTotals(db: Db, tenantId: number, period: Period, rows: number) {
  const totals = { paymentAmount: 0, interestAmount: 0, principalAmount: 0 };
  for (const [, , , , , payment, interest, principal] of await settlementRowsBySql(db, tenantId, period)) {
    totals.paymentAmount += cents(payment);
    totals.interestAmount += cents(interest);
    totals.principalAmount += cents(principal);
  }
  return { rows, paymentAmount: totals.paymentAmount / 100, interestAmount: totals.interestAmount / 100, principalAmount: totals.principalAmount / 100 };
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
