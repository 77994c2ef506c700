// Latency of the lease-agreement save chain and of the full record, through the app (app.inject: routing,
// token check, zod, lease-math, database, JSON; no sockets), beside the bare database work in the same run:
//  - save chain (SPEC §4): POST /api/leaseagreement → POST .../leasecalculation → POST .../leaseamortizations
//    → POST .../depreciation → GET /api/leaseagreements/{id}, for an IFRS16 agreement of 240 months
//    (240 schedule rows and 240 depreciation periods, each stored by the create and again by the POSTs);
//  - GET /api/leaseagreements/{id} of an agreement of 480 months (480 schedule rows, 480 periods);
//  - baseline: the same 240 schedule rows inserted in one multi-row statement (delete + insert in one
//    withTenant transaction), and the 480 rows selected, without HTTP;
//  - the audit trail's cost: the save chain and an edit chain (PUT of a changed rent → the three
//    POSTs → GET, every schedule row rewritten) with the trail on and off, alternating run by run so that both
//    see the same machine; the product always runs with it on (lib/audit/audit-switch.ts);
//  - a lease change (DOMAIN §14, POST /api/leaseagreements/{id}/changes: a modification at row 121 of the 240-month
//    agreement, 120 rows and periods replaced and kept for undo) and its undo (DELETE .../changes/latest), each on
//    an agreement of its own made outside the timing; aim: no slower than the save chain of the same run.
// PGlite in memory; with BENCH_DATABASE_URL=postgres://... also on a fresh database of that server.
// BENCH_RUNS (default 60) scales it; BENCH_SKIP_PGLITE=1 measures the server only.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { and, asc, eq } from '../../apps/api/node_modules/drizzle-orm/index.js';
import pg from 'pg';
import { calculateLease } from '@leasedesk/lease-math';
import type { ContractorDto, LeaseAgreementDto } from '@leasedesk/contract';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import { openDatabase, type DatabaseLocation } from '../../apps/api/src/db/client.ts';
import { migrateDatabase } from '../../apps/api/src/migrate-database.ts';
import { leaseAmortizations } from '../../apps/api/src/db/schema.ts';
import { withCumulativePayments } from '../../apps/api/src/modules/lease-agreements/figure-rows.ts';
import { withTenant } from '../../apps/api/src/db/scope.ts';
import { setAuditTrailForBenchmark } from '../../apps/api/src/lib/audit/audit-switch.ts';
import { demoAccounts, demoPassword, seedDemoData } from '../../apps/api/src/demo/seed.ts';

const runs = Number(process.env['BENCH_RUNS'] ?? 60);

const agreement = (contractorId: number, contractNumber: string, termInMonths: number) => ({
  contractorId,
  contractNumber,
  scheduleNumber: '1',
  startingDate: '2025-01-01',
  termInMonths,
  rentPaymentAmount: 10_000,
  incrementalBorrowingRate: 0.065,
  indexationRate: 2.5,
  rentFreePeriodInMonths: 2,
  initialDirectCosts: 5000,
  paymentDue: 0,
  paymentInterval: 0,
  accountingStandard: 1,
});

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1).padStart(7)} ms`;
const line = (label: string, samples: number[]) => console.log(`  ${label.padEnd(58)} p50 ${ms(percentile(samples, 50))}   p95 ${ms(percentile(samples, 95))}`);

async function timed(run: (i: number) => Promise<unknown>, times: number): Promise<number[]> {
  for (let i = 0; i < Math.min(5, times); i++) await run(-1 - i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run(i);
    samples.push(performance.now() - start);
  }
  return samples.sort((x, y) => x - y);
}

async function benchOn(location: DatabaseLocation, label: string): Promise<void> {
  const database = await openDatabase(location);
  await migrateDatabase(database);
  const seed = await seedDemoData(database.db);
  if (!seed.tenantIds) throw new Error('seed did not run');
  const tenantId = seed.tenantIds.ifrs16;
  const app = await buildApp({ config: { ...loadConfig({}), jwtSecret: randomBytes(32).toString('hex') }, db: database.db });
  await app.ready();
  const call = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown): Promise<T> => {
    const reply = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(body === undefined ? {} : { payload: body as object }) });
    const parsed = reply.json() as { success: boolean; value: T; errors: unknown };
    if (reply.statusCode !== 200 || !parsed.success) throw new Error(`${method} ${url}: ${reply.statusCode} ${JSON.stringify(parsed.errors)}`);
    return parsed.value;
  };
  const login = await app.inject({ method: 'POST', url: '/api/token', payload: { username: demoAccounts.user.email, password: demoPassword } });
  const pretenant = (login.json() as { value: { token: string } }).value.token;
  const chosen = await app.inject({ method: 'POST', url: '/api/tokenwithtenent', headers: { authorization: `Bearer ${pretenant}` }, payload: { tenantId } });
  const token = (chosen.json() as { value: { token: string } }).value.token;
  const contractor = await call<ContractorDto>('POST', '/api/contractor', token, { name: 'Bench Sp. z o.o.', taxId: '5260001269' });

  console.log(`\n${label}: ${runs} runs each (after 5 warm-up runs)`);
  const steps: Record<string, number[]> = { create: [], leasecalculation: [], leaseamortizations: [], depreciation: [], get: [] };
  const step = async <T>(name: string, run: () => Promise<T>, i: number): Promise<T> => {
    const start = performance.now();
    const result = await run();
    if (i >= 0) steps[name]?.push(performance.now() - start);
    return result;
  };
  const chain = await timed(async (i) => {
    const saved = await step('create', () => call<LeaseAgreementDto>('POST', '/api/leaseagreement', token, agreement(contractor.id, `BENCH/${label}/${i}`, 240)), i);
    await step('leasecalculation', () => call('POST', `/api/leaseagreements/${saved.id}/leasecalculation`, token), i);
    await step('leaseamortizations', () => call('POST', `/api/leaseagreements/${saved.id}/leaseamortizations`, token), i);
    await step('depreciation', () => call('POST', `/api/leaseagreements/${saved.id}/depreciation`, token), i);
    return step('get', () => call('GET', `/api/leaseagreements/${saved.id}`, token), i);
  }, runs);

  // The trail's cost: each chain run alternately with the trail on and off (warm-up runs of both first).
  const trail = { saveOn: [] as number[], saveOff: [] as number[], editOn: [] as number[], editOff: [] as number[] };
  const edited = await call<LeaseAgreementDto>('POST', '/api/leaseagreement', token, agreement(contractor.id, `EDIT/${label}`, 240));
  const saveChain = async (contractNumber: string) => {
    const saved = await call<LeaseAgreementDto>('POST', '/api/leaseagreement', token, agreement(contractor.id, contractNumber, 240));
    for (const part of ['leasecalculation', 'leaseamortizations', 'depreciation']) await call('POST', `/api/leaseagreements/${saved.id}/${part}`, token);
    await call('GET', `/api/leaseagreements/${saved.id}`, token);
  };
  const editChain = async (rent: number) => {
    await call('PUT', `/api/leaseagreements/${edited.id}`, token, { ...agreement(contractor.id, `EDIT/${label}`, 240), rentPaymentAmount: rent });
    for (const part of ['leasecalculation', 'leaseamortizations', 'depreciation']) await call('POST', `/api/leaseagreements/${edited.id}/${part}`, token);
    await call('GET', `/api/leaseagreements/${edited.id}`, token);
  };
  const sampled = async (samples: number[], run: () => Promise<void>) => {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  };
  for (let i = -4; i < runs * 2; i++) {
    const on = i % 2 === 0;
    setAuditTrailForBenchmark(on);
    const save = () => saveChain(`TRAIL/${label}/${i}`);
    const edit = () => editChain(10_000 + (i % 2 === 0 ? 100 : 0) + (i + 4));
    if (i < 0) {
      await save();
      await edit();
      continue;
    }
    await sampled(on ? trail.saveOn : trail.saveOff, save);
    await sampled(on ? trail.editOn : trail.editOff, edit);
  }
  setAuditTrailForBenchmark(true);
  for (const samples of Object.values(trail)) samples.sort((x, y) => x - y);

  // A change and its undo, each on an agreement made for it outside the timing, so every run replaces the same 120 rows.
  const changeBody = { effectiveDate: '2035-01-01', changeKind: 2, remainingScope: 0.6, rentPaymentAmount: 7_000, incrementalBorrowingRate: 0.075 };
  const changeSamples: number[] = [];
  const undoSamples: number[] = [];
  for (let i = -5; i < runs; i++) {
    const saved = await call<LeaseAgreementDto>('POST', '/api/leaseagreement', token, agreement(contractor.id, `CHANGE/${label}/${i}`, 240));
    const changeStart = performance.now();
    await call('POST', `/api/leaseagreements/${saved.id}/changes`, token, changeBody);
    const undoStart = performance.now();
    await call('DELETE', `/api/leaseagreements/${saved.id}/changes/latest`, token);
    const undoEnd = performance.now();
    if (i < 0) continue; // warm-up
    changeSamples.push(undoStart - changeStart);
    undoSamples.push(undoEnd - undoStart);
  }
  changeSamples.sort((x, y) => x - y);
  undoSamples.sort((x, y) => x - y);

  const big = await call<LeaseAgreementDto>('POST', '/api/leaseagreement', token, agreement(contractor.id, `BIG/${label}`, 480));
  if (big.leaseAmortizations.length !== 480) throw new Error('the 480-month agreement has no 480 rows');
  const fullRecord = await timed(() => call('GET', `/api/leaseagreements/${big.id}`, token), runs * 3);

  // Baselines: the bare statements, same rows, same row-level security, no HTTP/zod/lease-math/JSON.
  const outcome = calculateLease(agreement(contractor.id, 'x', 240) as Parameters<typeof calculateLease>[0]);
  if (!outcome.ok) throw new Error('bench agreement does not calculate');
  const baseline = await call<LeaseAgreementDto>('POST', '/api/leaseagreement', token, agreement(contractor.id, `BASE/${label}`, 240));
  const values = withCumulativePayments(outcome.leaseAmortizations).map((row) => ({
    tenantId,
    leaseAgreementId: baseline.id,
    periodNumber: row.periodNumber,
    paymentDate: row.paymentDate,
    generalLedgerIncomeDate: row.generalLedgerIncomeDate,
    paymentAmount: row.paymentAmount.toFixed(2),
    interestAmount: row.interestAmount.toFixed(2),
    principalAmount: row.principalAmount.toFixed(2),
    openingBalance: row.openingBalance.toFixed(2),
    closingBalance: row.closingBalance.toFixed(2),
    rentFreeAmount: row.rentFreeAmount.toFixed(2),
    isBillingMonth: row.isBillingMonth,
    increaseRate: String(row.increaseRate),
    accountingStandard: row.accountingStandard,
    cumulativePayment: row.cumulativePayment.toFixed(2),
  }));
  const byBaseline = and(eq(leaseAmortizations.tenantId, tenantId), eq(leaseAmortizations.leaseAgreementId, baseline.id));
  const bareInsert = await timed(
    () =>
      withTenant(database.db, tenantId, async (tx) => {
        await tx.delete(leaseAmortizations).where(byBaseline);
        await tx.insert(leaseAmortizations).values(values);
      }),
    runs,
  );
  const bySelect = and(eq(leaseAmortizations.tenantId, tenantId), eq(leaseAmortizations.leaseAgreementId, big.id));
  const bareSelect = await timed(() => withTenant(database.db, tenantId, (tx) => tx.select().from(leaseAmortizations).where(bySelect).orderBy(asc(leaseAmortizations.periodNumber))), runs * 3);

  line('save chain, 240 months (5 calls; aim p95 < 150 ms)', chain);
  for (const [name, samples] of Object.entries(steps)) line(`  of which ${name}`, samples.sort((x, y) => x - y));
  line('baseline: 240 rows, delete + one multi-row insert', bareInsert);
  line('GET full record, 480 rows + 480 periods (aim p95 < 50 ms)', fullRecord);
  line('baseline: select the 480 schedule rows', bareSelect);
  line('save chain, trail off', trail.saveOff);
  line('save chain, trail on (1 entry a call)', trail.saveOn);
  line('edit chain (PUT changed rent + 3 POSTs + GET), trail off', trail.editOff);
  line('edit chain, trail on (before values read, rows counted)', trail.editOn);
  line('lease change at row 121 of 240 (POST .../changes; aim <= save chain)', changeSamples);
  line('undo of that change (DELETE .../changes/latest)', undoSamples);
  console.log(`  a change / the save chain (p50): ${(percentile(changeSamples, 50) / percentile(chain, 50)).toFixed(2)}×, (p95): ${(percentile(changeSamples, 95) / percentile(chain, 95)).toFixed(2)}×`);
  const overhead = (on: number[], off: number[], p: number) => `${(((percentile(on, p) - percentile(off, p)) / percentile(off, p)) * 100).toFixed(1)} %`;
  console.log(`  the trail adds at p95 (aim < 10 %): save chain ${overhead(trail.saveOn, trail.saveOff, 95)}, edit chain ${overhead(trail.editOn, trail.editOff, 95)}`);
  // A p95 of a hundred runs is the fifth-slowest, where a few collector pauses land on either side at random: the
  // median says what the trail itself costs.
  console.log(`  the trail adds at p50: save chain ${overhead(trail.saveOn, trail.saveOff, 50)}, edit chain ${overhead(trail.editOn, trail.editOff, 50)}`);
  console.log(`  ratios (p50): chain / bare insert ${(percentile(chain, 50) / percentile(bareInsert, 50)).toFixed(1)}×, full record / bare select ${(percentile(fullRecord, 50) / percentile(bareSelect, 50)).toFixed(1)}×`);
  await app.close();
  await database.close();
  // pg's pool ends its clients asynchronously; let them go before the database is dropped.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

async function main(): Promise<void> {
  if (process.env['BENCH_SKIP_PGLITE'] !== '1') await benchOn({ kind: 'pglite-memory' }, 'PGlite (in memory)');
  const serverUrl = process.env['BENCH_DATABASE_URL'];
  if (serverUrl) {
    const name = `leasedesk_bench_${process.pid}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    try {
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      await benchOn({ kind: 'postgres', url: url.toString() }, 'PostgreSQL');
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  }
}

await main();
