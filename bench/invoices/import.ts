// The measuring half of bench/invoices (run.ts starts it as its own process on a database it has loaded, so
// the peak RSS printed is the app's and the import's alone, not the load's):
//  - POST /api/invoices/csv?name= through the app (app.inject with a multipart body: routing, token check,
//    multipart, readInvoiceCsv, the one-transaction import with its set-based matching, counts), BENCH_RUNS
//    times (default 3; each report removed again, untimed, so every run meets the same database);
//  - readInvoiceCsv alone on the same bytes (the reader's share of the import), and the import's last statement
//    (settleRowCarriers: interest and principal once per schedule row) again on each stored report;
//  - baselines: csv-parse alone on the same file, and its rows stored by one multi-row INSERT.
// Peak RSS is the process's maxRSS after the imports (before the baselines, which hold the parsed rows too).
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import type { InvoiceImportResult } from '@leasedesk/contract';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, type DatabaseLocation } from '../../apps/api/src/db/client.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { demoAccounts, demoPassword } from '../../apps/api/src/demo/seed.ts';
import { withTenant } from '../../apps/api/src/db/scope.ts';
import { settleRowCarriers } from '../../apps/api/src/modules/invoices/schedule-row-carriers.ts';
import { readInvoiceCsv } from '../../apps/api/src/modules/invoices/sources/invoice-csv.ts';
import { insertInOneStatement, parseWithCsvParseAlone } from './baselines.ts';

export type ImportSpec = { location: DatabaseLocation; csvPath: string; tenantId: number; userId: number; runs: number; lines: number };

const spec = JSON.parse(process.env['BENCH_INVOICES_CHILD'] ?? 'null') as ImportSpec | null;
if (!spec) throw new Error('run bench/invoices/run.ts: it loads a database and starts this with BENCH_INVOICES_CHILD');

const percentile = (samples: number[], p: number) => [...samples].sort((x, y) => x - y)[Math.min(samples.length - 1, Math.ceil((p / 100) * samples.length) - 1)] ?? NaN;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2).padStart(6)} s`;
const peakRssMb = () => process.resourceUsage().maxRSS / 1024;
const line = (label: string, samples: number[]) =>
  console.log(`  ${label.padEnd(64)} p50 ${seconds(percentile(samples, 50))}   runs ${samples.map((sample) => (sample / 1000).toFixed(2)).join(' ')}`);

function multipart(bytes: Buffer) {
  const boundary = `----leasedeskbench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="invoices.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

const database = await openDatabase(spec.location);
const { db } = database;
const app = await buildApp({ config: { ...loadConfig({}), jwtSecret: randomBytes(32).toString('hex') }, db });
await app.ready();
const login = await app.inject({ method: 'POST', url: '/api/token', payload: { username: demoAccounts.user.email, password: demoPassword } });
const pretenant = (login.json() as { value: { token: string } }).value.token;
const chosen = await app.inject({ method: 'POST', url: '/api/tokenwithtenent', headers: { authorization: `Bearer ${pretenant}` }, payload: { tenantId: spec.tenantId } });
const token = (chosen.json() as { value: { token: string } }).value.token;

const bytes = readFileSync(spec.csvPath);
const rssReady = peakRssMb();

const imports: number[] = [];
const settles: number[] = [];
let result: InvoiceImportResult | null = null;
for (let run = 0; run < spec.runs; run++) {
  const name = `bench ${run + 1}`;
  const { body, contentType } = multipart(bytes);
  const start = performance.now();
  const reply = await app.inject({ method: 'POST', url: `/api/invoices/csv?name=${encodeURIComponent(name)}`, headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload: body });
  imports.push(performance.now() - start);
  const answer = reply.json() as { success: boolean; value: InvoiceImportResult; errors: unknown };
  if (reply.statusCode !== 200 || !answer.success) throw new Error(`import answered ${reply.statusCode}: ${JSON.stringify(answer.errors).slice(0, 500)}`);
  result = answer.value;
  // The import's last statement again on the stored report (DOMAIN §11, one line of a row carries its figures):
  // its share of the import (each bench line is the only one of its row, so it reads every line and writes none).
  const [stored] = await rawRows<{ id: number }>(db, sql`select id from invoice_reports where tenant_id = ${spec.tenantId} and name = ${name}`);
  const settleStart = performance.now();
  await withTenant(db, spec.tenantId, (tx) => settleRowCarriers(tx, spec.tenantId, { reportId: stored?.id ?? 0 }));
  settles.push(performance.now() - settleStart);
  await db.execute(sql`delete from invoice_reports where tenant_id = ${spec.tenantId} and name = ${name}`);
}
const rssAfterImports = peakRssMb();

const reader: number[] = [];
for (let run = 0; run < spec.runs; run++) {
  const start = performance.now();
  const read = readInvoiceCsv(bytes);
  reader.push(performance.now() - start);
  if (!read.ok) throw new Error('the reader refused the bench file');
}

const csvParse: number[] = [];
let parsed: string[][] = [];
for (let run = 0; run < spec.runs; run++) {
  const start = performance.now();
  parsed = parseWithCsvParseAlone(bytes);
  csvParse.push(performance.now() - start);
}
const insert: number[] = [];
let stored = 0;
for (let run = 0; run < spec.runs; run++) {
  const baseline = await insertInOneStatement(db, spec.tenantId, spec.userId, parsed);
  insert.push(baseline.milliseconds);
  stored = baseline.stored;
}

console.log(`  file: ${spec.lines} lines, ${(bytes.length / 1024 / 1024).toFixed(1)} MB; answer: ${JSON.stringify(result)}`);
line(`import POST /api/invoices/csv (aim < 10 s on PostgreSQL)`, imports);
line('  of which readInvoiceCsv alone (decode, cells, rows, invoices)', reader);
line('  of which settleRowCarriers (interest and principal once per row)', settles);
line('baseline: csv-parse alone, same file', csvParse);
line(`baseline: ${stored} rows in one multi-row INSERT (unnest)`, insert);
console.log(`  ${'ratio import / (csv-parse + one INSERT)'.padEnd(64)} p50 ${(percentile(imports, 50) / (percentile(csvParse, 50) + percentile(insert, 50))).toFixed(2).padStart(6)}×`);
console.log(`  peak RSS: ${rssAfterImports.toFixed(0)} MB after the imports (aim < 400 MB on PostgreSQL); ${rssReady.toFixed(0)} MB with the app ready before them`);

await app.close();
await database.close();
