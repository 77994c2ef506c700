// Import of a 50 000-line invoice CSV (FORMATS §2) matched against 10 000 agreements (Performance):
// wall time and p50 of the import through the app, the reader's share, and peak RSS, beside csv-parse alone on
// the same file and its rows stored by one multi-row INSERT, in the same run (import.ts measures).
// This process loads the database: the demo seed, then BENCH_AGREEMENTS (default 10 000) agreements of
// bench/reports' portfolio in bulk (100 contractors, mostly 120 monthly periods: about 1.2 M schedule rows),
// `vacuum analyze`, then writes the CSV (invoice-file.ts: BENCH_PERIODS schedule rows per agreement, default 5)
// and starts import.ts in a process of its own on that database, so its peak RSS is the import's, not the load's.
// PGlite in a data directory (as the server runs it); with BENCH_DATABASE_URL (or TEST_DATABASE_URL)=postgres://...
// also on a fresh database of that server. BENCH_RUNS (default 3) imports each; BENCH_SKIP_PGLITE=1 measures the
// server only. Each measurement runs twice: as node starts by default, and with --max-old-space-size=BENCH_HEAP_CAP_MB
// (default 256), since V8 lets the heap grow far beyond what is live before it collects. Then handoff.ts on the same
// database: a send of BENCH_HANDOFF_INVOICES invoices and the time of its Optima XML beside its workbook's.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import { openDatabase, type DatabaseLocation } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/migrate-database.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { demoAccounts, seedDemoData } from '../../apps/api/src/demo/seed.ts';
import { seedPortfolio } from '../reports/seed.ts';
import type { HandoffSpec } from './handoff.ts';
import type { ImportSpec } from './import.ts';
import { benchInvoiceFile } from './invoice-file.ts';

const agreementCount = Number(process.env['BENCH_AGREEMENTS'] ?? 10_000);
const periods = Number(process.env['BENCH_PERIODS'] ?? 5);
const runs = Number(process.env['BENCH_RUNS'] ?? 3);
/** Invoices in the hand-off's send (handoff.ts). */
const handoffInvoices = Number(process.env['BENCH_HANDOFF_INVOICES'] ?? 1_000);
/** The old-generation cap of the second measurement (MB). */
const heapCapMb = Number(process.env['BENCH_HEAP_CAP_MB'] ?? 256);

async function benchOn(location: DatabaseLocation, label: string, workDir: string): Promise<boolean> {
  const database = await openDatabase(location);
  await migrateDatabase(database);
  const seed = await seedDemoData(database.db);
  if (!seed.tenantIds) throw new Error('seed did not run');
  const tenantId = seed.tenantIds.ifrs16;
  const { db } = database;
  const loadStart = performance.now();
  const portfolio = await seedPortfolio(db, tenantId, agreementCount);
  await db.execute(sql`vacuum analyze`);
  const loadedSeconds = (performance.now() - loadStart) / 1000;
  const file = await benchInvoiceFile(db, tenantId, periods);
  const [user] = await rawRows<{ id: number }>(db, sql`select id from users where email = ${demoAccounts.user.email}`);
  await database.close();
  const csvPath = join(workDir, 'invoices.csv');
  writeFileSync(csvPath, file.bytes);

  console.log(`\n${label}`);
  console.log(`  portfolio: ${portfolio.agreements} agreements, ${portfolio.scheduleRows} schedule rows, loaded and vacuumed in ${loadedSeconds.toFixed(1)} s; ${file.invoices} invoices in the file`);
  const spec: ImportSpec = { location, csvPath, tenantId, userId: user?.id ?? 0, runs, lines: file.lines };
  const measure = (nodeOptions: string) =>
    spawnSync('npx', ['tsx', 'bench/invoices/import.ts'], { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: nodeOptions, BENCH_INVOICES_CHILD: JSON.stringify(spec) } }).status === 0;
  const uncapped = measure(process.env['NODE_OPTIONS'] ?? '');
  // V8 lets the heap grow long before it collects: the same import with the old generation capped shows
  // how much memory it needs rather than how much V8 took.
  console.log(`  again, node --max-old-space-size=${heapCapMb}:`);
  const capped = measure(`${process.env['NODE_OPTIONS'] ?? ''} --max-old-space-size=${heapCapMb}`.trim());
  const handoff: HandoffSpec = { location, tenantId, invoices: handoffInvoices, runs };
  const handedOff =
    spawnSync('npx', ['tsx', 'bench/invoices/handoff.ts'], { stdio: 'inherit', env: { ...process.env, BENCH_HANDOFF_CHILD: JSON.stringify(handoff) } }).status === 0;
  return uncapped && capped && handedOff;
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

let failed = false;
if (!process.env['BENCH_SKIP_PGLITE']) {
  const workDir = mkdtempSync(join(tmpdir(), 'leasedesk-bench-invoices-'));
  try {
    failed ||= !(await benchOn({ kind: 'pglite', dataDir: join(workDir, 'data') }, 'PGlite (data directory)', workDir));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

const serverUrl = process.env['BENCH_DATABASE_URL'] ?? process.env['TEST_DATABASE_URL'];
if (serverUrl) {
  const name = `leasedesk_bench_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const workDir = mkdtempSync(join(tmpdir(), 'leasedesk-bench-invoices-'));
  try {
    failed ||= !(await benchOn({ kind: 'postgres', url: url.toString() }, 'PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)', workDir));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  }
}
process.exit(failed ? 1 : 0);
