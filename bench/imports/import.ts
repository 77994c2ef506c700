// The measuring half of bench/imports (run.ts starts it as its own process on a database it has prepared, so the
// peak RSS printed is the app's and the import's alone):
//  - POST /api/leaseagreement/csv through the app (app.inject with a multipart body: routing, token check,
//    multipart, the CSV reader, every row validated and calculated as POST /api/leaseagreement, stored in one
//    transaction), BENCH_RUNS times (default 1; the imported agreements are deleted again, untimed, between runs);
//    meanwhile GET /api/ping is asked over a real socket, one request after another, to show whether the server
//    answers while it imports;
//  - unless spec.baselines is false: the same file with ?dryRun=true (validation and figures, nothing stored), and
//    the baselines (baselines.ts): lease-math alone over the same agreements, the same rows stored by plain
//    multi-row INSERTs.
// Peak RSS is the process's maxRSS after the imports, before the dry run and the baselines.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from '../../apps/api/node_modules/drizzle-orm/index.js';
import type { AgreementImportResult } from '@leasedesk/contract';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, type DatabaseLocation } from '../../apps/api/src/db/client.ts';
import { demoAccounts, demoPassword } from '../../apps/api/src/demo/seed.ts';
import { copyAlone, leaseMathAlone, multiRowInserts } from './baselines.ts';

/** `baselines` false: the import alone (the run with the heap capped). */
export type ImportSpec = { location: DatabaseLocation; csvPath: string; tenantId: number; count: number; runs: number; contractorIds: number[]; baselines: boolean };

const given = JSON.parse(process.env['BENCH_IMPORTS_CHILD'] ?? 'null') as ImportSpec | null;
if (!given) throw new Error('run bench/imports/run.ts: it prepares a database and starts this with BENCH_IMPORTS_CHILD');
const spec: ImportSpec = given;

const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2).padStart(7)} s`;
const peakRssMb = () => process.resourceUsage().maxRSS / 1024;
/** Schedule and depreciation rows written a second: what one import is bounded by. */
const rowsPerSecond = (rows: number, milliseconds: number) => `${Math.round((rows / milliseconds) * 1000)} rows/s`;
const line = (label: string, milliseconds: number, note = '') => console.log(`  ${label.padEnd(66)} ${seconds(milliseconds)}${note}`);

function multipart(bytes: Buffer) {
  const boundary = `----leasedeskbench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="umowy.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** GET /api/ping over the socket, one after another, until stopped: each answer's latency (ms) and any failure. */
function pingMeanwhile(port: number) {
  const latencies: number[] = [];
  let failures = 0;
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const start = performance.now();
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/ping`);
        if (!response.ok) failures += 1;
        await response.arrayBuffer();
        latencies.push(performance.now() - start);
      } catch {
        failures += 1;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
      const sorted = [...latencies].sort((x, y) => x - y);
      const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
      return { answered: latencies.length, failures, p50: at(50), p99: at(99), max: sorted.at(-1) ?? NaN };
    },
  };
}

const database = await openDatabase(spec.location);
const { db } = database;
const app = await buildApp({ config: { ...loadConfig({}), jwtSecret: randomBytes(32).toString('hex') }, db });
await app.listen({ host: '127.0.0.1', port: 0 });
const { port } = app.server.address() as AddressInfo;
const login = await app.inject({ method: 'POST', url: '/api/token', payload: { username: demoAccounts.user.email, password: demoPassword } });
const pretenant = (login.json() as { value: { token: string } }).value.token;
const chosen = await app.inject({ method: 'POST', url: '/api/tokenwithtenent', headers: { authorization: `Bearer ${pretenant}` }, payload: { tenantId: spec.tenantId } });
const token = (chosen.json() as { value: { token: string } }).value.token;

const bytes = readFileSync(spec.csvPath);
const rssReady = peakRssMb();

async function importFile(dryRun: boolean): Promise<{ milliseconds: number; result: AgreementImportResult }> {
  const { body, contentType } = multipart(bytes);
  const start = performance.now();
  const reply = await app.inject({ method: 'POST', url: `/api/leaseagreement/csv${dryRun ? '?dryRun=true' : ''}`, headers: { authorization: `Bearer ${token}`, 'content-type': contentType }, payload: body });
  const milliseconds = performance.now() - start;
  const answer = reply.json() as { success: boolean; value: AgreementImportResult; errors: unknown };
  if (reply.statusCode !== 200 || !answer.success) throw new Error(`import answered ${reply.statusCode}: ${JSON.stringify(answer.errors).slice(0, 500)}`);
  if (answer.value.count !== spec.count) throw new Error(`import stored ${answer.value.count} of ${spec.count}`);
  return { milliseconds, result: answer.value };
}

console.log(`  file: ${spec.count} agreements of 60 months, ${(bytes.length / 1024 / 1024).toFixed(2)} MB`);
for (let run = 0; run < spec.runs; run++) {
  const pings = pingMeanwhile(port);
  const { milliseconds, result } = await importFile(false);
  const answered = await pings.stop();
  const [stored] = (await db.execute(sql`select count(*)::int as agreements, (select count(*)::int from lease_amortizations where tenant_id = ${spec.tenantId}) as schedule,
      (select count(*)::int from depreciations where tenant_id = ${spec.tenantId}) as depreciation
    from lease_agreements where tenant_id = ${spec.tenantId} and contract_number like 'IMP/%'`) as unknown as { rows: { agreements: number; schedule: number; depreciation: number }[] }).rows;
  const figureRows = (stored?.schedule ?? 0) + (stored?.depreciation ?? 0);
  line(
    `import POST /api/leaseagreement/csv, run ${run + 1}`,
    milliseconds,
    `   ${result.count} agreements; stored ${stored?.agreements} agreements, ${stored?.schedule} schedule rows, ${stored?.depreciation} periods: ${rowsPerSecond(figureRows, milliseconds)}`,
  );
  console.log(`  ${'  GET /api/ping meanwhile'.padEnd(66)} ${answered.answered} answered, ${answered.failures} failed; p50 ${answered.p50.toFixed(0)} ms, p99 ${answered.p99.toFixed(0)} ms, max ${answered.max.toFixed(0)} ms`);
  // Untimed: the next run (and the dry run) meets the database as before the import.
  await db.execute(sql`delete from lease_agreements where tenant_id = ${spec.tenantId} and contract_number like 'IMP/%'`);
}
const rssAfterImports = peakRssMb();

if (spec.baselines) {
  const dry = await importFile(true);
  line('the same file, ?dryRun=true (checked and calculated, nothing stored)', dry.milliseconds);
  line('baseline: lease-math alone (calculateLease over the same agreements)', leaseMathAlone(spec.count));
  const inserted = await multiRowInserts(db, spec.tenantId, spec.count, spec.contractorIds);
  line(`baseline: the same ${inserted.rows} rows by multi-row INSERTs (json_to_recordset)`, inserted.milliseconds, `   schedule and depreciation: ${rowsPerSecond(inserted.figureRows, inserted.milliseconds)}`);
  if (database.kind === 'postgres') {
    const copied = await copyAlone(db, spec.tenantId, spec.count, spec.contractorIds);
    line(`baseline: the same ${copied.rows} rows, figures by COPY alone (no RLS)`, copied.milliseconds, `   schedule and depreciation: ${rowsPerSecond(copied.figureRows, copied.milliseconds)}`);
  }
}
console.log(`  peak RSS: ${rssAfterImports.toFixed(0)} MB after the import (aim < 1 GB); ${rssReady.toFixed(0)} MB with the app ready before it`);

await app.close();
await database.close();
