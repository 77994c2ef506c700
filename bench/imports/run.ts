// Import of BENCH_AGREEMENTS IFRS16 agreements of 60 months from one agreements CSV (FORMATS §4): each
// writes 60 schedule rows and 60 depreciation periods, so by default as many as one import may write on the
// embedded database (agreementImportMaxFigureRows, 100 000 rows: 833 agreements; a PostgreSQL server takes
// agreementImportMaxFigureRowsOnServer, 1.2 M rows: BENCH_AGREEMENTS=10000 with BENCH_SKIP_PGLITE=1), every row validated and calculated as
// POST /api/leaseagreement and stored in one transaction. Measured in a process of its own (import.ts): wall time,
// rows written a second and peak RSS of the import, whether GET /api/ping answers meanwhile, the dry run, and beside
// them in the same run lease-math alone over the same agreements, the same rows stored by plain multi-row INSERTs and,
// on PostgreSQL, by COPY alone (baselines.ts).
// This process prepares the database: migrated, the demo seed, 100 contractors and the bench's sales persons in the
// IFRS16 tenant, then writes the CSV (agreement-file.ts). PGlite in a data directory (as the server runs it); with
// BENCH_DATABASE_URL (or TEST_DATABASE_URL)=postgres://... also on a fresh database of that server.
// BENCH_RUNS (default 1) imports each; BENCH_SKIP_PGLITE=1 measures the server only. The import is measured twice:
// as node starts, and with --max-old-space-size=BENCH_HEAP_CAP_MB (default 256; the import alone), since V8 lets
// the heap grow far beyond what is live before it collects (as bench/invoices found).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { agreementImportMaxFigureRows, agreementImportMaxFigureRowsOnServer } from '@leasedesk/contract';
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import { openDatabase, type DatabaseLocation } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/migrate-database.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { seedDemoData } from '../../apps/api/src/demo/seed.ts';
import { benchAgreementCsv, benchContractorCount, benchSalesPersons } from './agreement-file.ts';
import type { ImportSpec } from './import.ts';

/** Schedule rows and depreciation periods of one bench agreement (60 months, no residual value). */
const figureRowsPerAgreement = 120;
const agreementCount = Number(process.env['BENCH_AGREEMENTS'] ?? Math.floor(agreementImportMaxFigureRows / figureRowsPerAgreement));
for (const [engine, maximum, measured] of [
  ['PGlite', agreementImportMaxFigureRows, !process.env['BENCH_SKIP_PGLITE']],
  ['PostgreSQL', agreementImportMaxFigureRowsOnServer, true],
] as const) {
  if (measured && agreementCount * figureRowsPerAgreement > maximum) {
    throw new Error(`BENCH_AGREEMENTS=${agreementCount} would write ${agreementCount * figureRowsPerAgreement} rows; one import on ${engine} writes at most ${maximum}`);
  }
}
const runs = Number(process.env['BENCH_RUNS'] ?? 1);
/** The old-generation cap of the second measurement (MB). */
const heapCapMb = Number(process.env['BENCH_HEAP_CAP_MB'] ?? 256);

async function benchOn(location: DatabaseLocation, label: string, workDir: string): Promise<boolean> {
  const database = await openDatabase(location);
  await migrateDatabase(database);
  const seed = await seedDemoData(database.db);
  if (!seed.tenantIds) throw new Error('seed did not run');
  const tenantId = seed.tenantIds.ifrs16;
  // Contractors with valid NIPs (check digit below 10) in a range the demo contractors do not use; the sales persons the file names.
  const contractors = await rawRows<{ id: number; taxId: string }>(
    database.db,
    sql`insert into contractors (tenant_id, name, tax_id, code)
      select ${tenantId}, 'Leasingodawca ' || lpad(g::text, 3, '0') || ' Sp. z o.o.', nine || check_digit, 'I-' || g
      from (select g, nine, (6 * substr(nine, 1, 1)::int + 5 * substr(nine, 2, 1)::int + 7 * substr(nine, 3, 1)::int
              + 2 * substr(nine, 4, 1)::int + 3 * substr(nine, 5, 1)::int + 4 * substr(nine, 6, 1)::int + 5 * substr(nine, 7, 1)::int
              + 6 * substr(nine, 8, 1)::int + 7 * substr(nine, 9, 1)::int) % 11 as check_digit
            from (select g, (420000000 + g * 7919)::text as nine from generate_series(1, ${benchContractorCount * 2}) as g) as numbered) as candidates
      where check_digit < 10
      order by g
      limit ${benchContractorCount}
      returning id, tax_id as "taxId"`,
  );
  await database.db.execute(sql`insert into sales_persons (tenant_id, first_name, last_name)
    select ${tenantId}, p."firstName", p."lastName" from json_to_recordset(${JSON.stringify(benchSalesPersons)}::json) as p("firstName" text, "lastName" text)`);
  await database.db.execute(sql`vacuum analyze`);
  await database.close();
  const csvPath = join(workDir, 'umowy.csv');
  writeFileSync(csvPath, benchAgreementCsv(agreementCount, contractors.map((contractor) => contractor.taxId)));

  console.log(`\n${label}`);
  const spec: ImportSpec = { location, csvPath, tenantId, count: agreementCount, runs, contractorIds: contractors.map((contractor) => contractor.id), baselines: true };
  const measure = (nodeOptions: string, baselines: boolean) =>
    spawnSync('npx', ['tsx', 'bench/imports/import.ts'], { stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: nodeOptions, BENCH_IMPORTS_CHILD: JSON.stringify({ ...spec, baselines }) } }).status === 0;
  const uncapped = measure(process.env['NODE_OPTIONS'] ?? '', true);
  console.log(`  again, the import alone, node --max-old-space-size=${heapCapMb}:`);
  const capped = measure(`${process.env['NODE_OPTIONS'] ?? ''} --max-old-space-size=${heapCapMb}`.trim(), false);
  return uncapped && capped;
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
  const workDir = mkdtempSync(join(tmpdir(), 'leasedesk-bench-imports-'));
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
  const workDir = mkdtempSync(join(tmpdir(), 'leasedesk-bench-imports-'));
  try {
    failed ||= !(await benchOn({ kind: 'postgres', url: url.toString() }, 'PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL)', workDir));
  } finally {
    rmSync(workDir, { recursive: true, force: true });
    await onServer(serverUrl, `drop database if exists "${name}" with (force)`);
  }
}
process.exit(failed ? 1 : 0);
