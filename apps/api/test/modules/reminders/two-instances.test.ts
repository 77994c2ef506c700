import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReminderRunResult } from '@leasedesk/contract';
import { buildApp } from '../../../src/app.ts';
import { loadConfig, type Config } from '../../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client.ts';
import { seedDemoData } from '../../../src/demo/seed.ts';
import { migrateDatabase } from '../../../src/migrate-database.ts';
import { polishDateOf } from '../../../src/lib/clock.ts';
import { reminderCron, reminderQueueName, startQueueSchedule } from '../../../src/modules/reminders/queue-schedule.ts';
import type { DailyReminders } from '../../../src/modules/reminders/schedule-handle.ts';
import { demoAccounts, demoPassword, relaxedSecurity, testJwtSecret } from '../../support/test-app.ts';
import { memberPassword, startRefusableSmtpSink, type RefusableSmtpSink } from './support.ts';

/**
 * Two instances of the API on one PostgreSQL database, as behind a load balancer, both running the day's digests at
 * once and both watching pg-boss's schedule: each user gets one digest a day. PostgreSQL only (PGlite is one process).
 */
const baseUrl = process.env['TEST_DATABASE_URL'];
const name = `leasedesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = baseUrl ? Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString() : '';
const handles: DatabaseHandle[] = [];
const instances: FastifyInstance[] = [];
const schedules: DailyReminders[] = [];
let sink: RefusableSmtpSink;
let first: FastifyInstance;
let second: FastifyInstance;
const members = ['ala', 'bartek', 'celina'].map((who) => `${who}@two.leasedesk.test`);

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function startInstance(): Promise<FastifyInstance> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
  handles.push(handle);
  const config: Config = { ...loadConfig({}), appUrl: 'http://leasedesk.test', jwtSecret: testJwtSecret, security: relaxedSecurity, smtpUrl: sink.url };
  const app = await buildApp({ config, db: handle.db, notifications: handle.notifications, sharedRateLimits: true });
  await app.ready();
  instances.push(app);
  return app;
}

async function call<T>(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, body?: unknown): Promise<T> {
  const reply = await app.inject({ method, url, headers: token ? { authorization: `Bearer ${token}` } : {}, ...(body === undefined ? {} : { payload: body as object }) });
  const envelope = reply.json() as { success: boolean; value: T };
  if (!envelope.success) throw new Error(`${method} ${url}: ${reply.body}`);
  return envelope.value;
}

const login = async (app: FastifyInstance, username: string, password: string) => (await call<{ token: string }>(app, 'POST', '/api/token', null, { username, password })).token;

beforeAll(async () => {
  if (!baseUrl) return;
  await query(baseUrl, `create database "${name}"`);
  const setup = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateDatabase(setup);
  await seedDemoData(setup.db);
  await setup.close();
  sink = await startRefusableSmtpSink();
  first = await startInstance();
  second = await startInstance();

  const admin = await login(first, demoAccounts.administrator.email, demoPassword);
  const tenant = await call<{ id: number }>(first, 'POST', '/api/tenant', admin, { name: 'Dwie instancje', accountingStandard: 1 });
  for (const email of members) {
    await call(first, 'POST', '/api/user', admin, { firstName: 'Osoba', lastName: 'Testowa', email, roleId: 1, tenantIds: [tenant.id], password: memberPassword, repeatedPassword: memberPassword });
  }
  const tokens = await Promise.all(members.map(async (email) => call<{ token: string }>(first, 'POST', '/api/tokenwithtenent', await login(first, email, memberPassword), { tenantId: tenant.id })));
  const owner = tokens[0]?.token as string;
  const contractor = await call<{ id: number }>(first, 'POST', '/api/contractor', owner, { name: 'Wynajem Dwóch', taxId: '5260001269' });
  // Twenty years from 2020, monthly in arrears: its impairment questionnaire is due on any day, each year end anew.
  await call(first, 'POST', '/api/leaseagreement', owner, {
    contractorId: contractor.id,
    contractNumber: 'DWA/1',
    scheduleNumber: '1',
    startingDate: '2020-01-01',
    termInMonths: 240,
    rentPaymentAmount: 1000,
    paymentDue: 1,
    paymentInterval: 0,
    incrementalBorrowingRate: 0.05,
    depreciationMethod: 0,
  });
  for (const { token } of tokens) {
    await call(second, 'PUT', '/api/reminders/preferences', token, { leaseEnd: true, indexation: true, payments: true, impairment: true, emailDigest: true, language: 'en' });
  }
}, 120_000);

afterAll(async () => {
  if (!baseUrl) return;
  for (const schedule of schedules) await schedule.stop();
  for (const app of instances) await app.close();
  for (const handle of handles) await handle.close();
  await sink.close();
  await query(baseUrl, `drop database if exists "${name}" with (force)`);
});

/** Waits until `ready()` holds, polling every 200 ms. */
async function until(ready: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(!baseUrl)('reminder digests on two instances of one PostgreSQL', () => {
  it('sends each user one digest when both instances run the same day at once, three times each', async () => {
    const admin = await login(first, demoAccounts.administrator.email, demoPassword);
    const day = `${new Date().getUTCFullYear() - 1}-06-15`;
    const runs = await Promise.all([first, second, first, second, first, second].map((app) => call<ReminderRunResult>(app, 'POST', '/api/reminders/run', admin, { day })));
    const mails = sink.takeAll();
    expect(mails.map((mail) => mail.to).sort()).toEqual(members);
    const statuses = runs.flatMap((run) => run.digests.map((digest) => `${digest.recipient} ${digest.status}`));
    for (const email of members) expect(statuses.filter((status) => status === `${email} sent`), email).toHaveLength(1);
    expect(statuses.every((status) => status.endsWith(' sent') || status.endsWith(' alreadySent'))).toBe(true);
    const rows = await query<{ recipient: string; status: string }>(databaseUrl, 'select recipient, status from reminder_digests where day = $1 order by recipient', [day]);
    expect(rows).toEqual(members.map((recipient) => ({ recipient, status: 'sent' })));
  });

  it('registers pg-boss’s schedule once for both, and its tick makes one job and one run', async () => {
    // The cron of the current minute in Poland, so its tick comes now; started early enough in the minute that both
    // instances start before it ends (one tick, not two).
    await until(() => new Date().getSeconds() <= 35, 30_000);
    const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: 'numeric', minute: 'numeric', hourCycle: 'h23' }).formatToParts(new Date());
    const part = (type: string) => Number(clock.find((p) => p.type === type)?.value);
    const cron = `${part('minute')} ${part('hour')} * * *`;
    for (const app of [first, second]) schedules.push(await startQueueSchedule(app.context, databaseUrl, app.log, { cron, pollingIntervalSeconds: 1 }));

    const today = polishDateOf(new Date());
    await until(async () => (await query(databaseUrl, "select 1 from reminder_digests where day = $1 and status = 'sent'", [today])).length === members.length, 60_000);
    // Time for a second job or run, were there one.
    await new Promise((resolve) => setTimeout(resolve, 4000));
    expect(sink.takeAll().map((mail) => mail.to).sort()).toEqual(members);
    expect(await query(databaseUrl, 'select name, cron, timezone from pgboss.schedule')).toEqual([{ name: reminderQueueName, cron, timezone: 'Europe/Warsaw' }]);
    expect(await query(databaseUrl, 'select state from pgboss.job where name = $1', [reminderQueueName])).toEqual([{ state: 'completed' }]);
    expect(reminderCron).toBe('0 7 * * *');
  }, 120_000);
});
