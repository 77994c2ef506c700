// Latency of the reminders of issue 30 over a large portfolio, through the app (app.inject: routing, token check, zod,
// the service, database, JSON; no sockets), beside baselines over the same schedule rows in the same run:
//  - GET /api/reminders?day=... of a user with every kind on: lease ends within 90 days, indexations within 30,
//    payments within 7, impairment questionnaires of the last year end unanswered (due-reminders.ts: one SQL statement,
//    a UNION ALL over the kinds); and dueReminders alone in a withTenant transaction (the statement without HTTP);
//  - the daily digest run, runReminders(ctx, day, log), for BENCH_SUBSCRIBERS (default 20) users of the tenant with the
//    digest on, its mails taken by a real SMTP server in this process (smtp-sink.ts): the first run of the day (every
//    digest claimed, built, sent and settled), of which the SMTP hand-offs, and of which the read part alone (the same
//    run with no mail server: members, subscribers, the items due, what each was told before); a run of the same day
//    again (everything told: nothing to send); building the digests' mails alone (digestMail); and the run's writes
//    alone (each digest's claimDigest and settleSent of its items, as the run does them); and the read part again with
//    BENCH_HISTORY_DAYS (default 365; 0 skips it) of told payments in reminder_sent_items, which nothing prunes;
//  - baselines: the home page's GET /api/home/figures/payments (a sum over the same schedule rows, 30 days ahead), and
//    the bare select of the schedule rows whose payment date falls in the payment reminder's 8 days, in a withTenant
//    transaction (row-level security on).
// One tenant (the demo's IFRS16 one) with BENCH_AGREEMENTS (default 2 000) live agreements of 60 monthly rows, IFRS16
// and CSI, started from 2021-10 to 2026-12, and 2 % more deleted ones, loaded in bulk (seed.ts). The app's clock and the
// day asked for are BENCH_DAY (default 2026-11-30). The plans (EXPLAIN ANALYZE, as the app's role) of the reminders
// statement and of alreadySent's (everything told) are printed unless BENCH_PLAN=0.
// PGlite in memory; with BENCH_DATABASE_URL=postgres://... also on a fresh database of that server.
// BENCH_RUNS (default 30) and BENCH_DIGEST_RUNS (default a third of it) scale it; BENCH_SKIP_PGLITE=1 measures the server only.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql, type SQL } from '../../apps/api/node_modules/drizzle-orm/index.js';
import { reminderHorizonDays, reminderKinds, type PaymentFigures, type ReminderList, type ReminderRunResult } from '@leasedesk/contract';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { AppContext } from '../../apps/api/src/context.ts';
import { openDatabase, type DatabaseLocation, type Tx } from '../../apps/api/src/db/client.ts';
import { rawRows } from '../../apps/api/src/db/raw-rows.ts';
import { withTenant } from '../../apps/api/src/db/scope.ts';
import { migrateDatabase } from '../../apps/api/src/migrate-database.ts';
import { demoAccounts, demoPassword, demoTenants, seedDemoData } from '../../apps/api/src/demo/seed.ts';
import { alreadySent } from '../../apps/api/src/modules/reminders/already-sent.ts';
import { claimDigest, settleSent } from '../../apps/api/src/modules/reminders/digest-claim.ts';
import { digestMail } from '../../apps/api/src/modules/reminders/digest-mail.ts';
import { dueReminders } from '../../apps/api/src/modules/reminders/due-reminders.ts';
import { allReminderKinds, chosenKinds } from '../../apps/api/src/modules/reminders/reminder-kinds.ts';
import { digestSubscribers } from '../../apps/api/src/modules/reminders/reminder-preferences.ts';
import { runReminders } from '../../apps/api/src/modules/reminders/run-reminders.ts';
import { addSubscribers, seedPortfolio } from './seed.ts';
import { startSmtpSink } from './smtp-sink.ts';

const liveAgreements = Number(process.env['BENCH_AGREEMENTS'] ?? 2000);
const deletedAgreements = Math.round(liveAgreements / 50);
const subscriberCount = Number(process.env['BENCH_SUBSCRIBERS'] ?? 20);
const runs = Number(process.env['BENCH_RUNS'] ?? 30);
const digestRuns = Number(process.env['BENCH_DIGEST_RUNS'] ?? Math.max(3, Math.round(runs / 3)));
const day = process.env['BENCH_DAY'] ?? '2026-11-30';
const showPlan = process.env['BENCH_PLAN'] !== '0';
const historyDays = Number(process.env['BENCH_HISTORY_DAYS'] ?? 365);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
const ms = (value: number) => `${value.toFixed(1).padStart(8)} ms`;
const line = (label: string, samples: number[]) => console.log(`  ${label.padEnd(80)} p50 ${ms(percentile(samples, 50))}   p95 ${ms(percentile(samples, 95))}`);
const ratio = (label: string, subject: number[], base: number[]) =>
  console.log(`  ${`ratio ${label}`.padEnd(80)} p50 ${(percentile(subject, 50) / percentile(base, 50)).toFixed(2).padStart(8)}×     p95 ${(percentile(subject, 95) / percentile(base, 95)).toFixed(2).padStart(8)}×`);
const sorted = (samples: number[]) => samples.sort((x, y) => x - y);

async function timed(run: () => Promise<unknown>, times: number, warmUp = 2): Promise<number[]> {
  for (let i = 0; i < Math.min(warmUp, times); i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return sorted(samples);
}

/** The baseline: the schedule rows whose payment date falls in the payment reminder's window, as the app's role. */
const paymentWindowRows = (tx: Tx, tenantId: number) =>
  rawRows<{ agreementId: number; paymentDate: string; paymentAmount: string }>(
    tx,
    sql`select m.lease_agreement_id as "agreementId", m.payment_date as "paymentDate", m.payment_amount as "paymentAmount"
      from lease_amortizations m
      where m.tenant_id = ${tenantId} and m.payment_date between ${day}::date and ${day}::date + ${reminderHorizonDays.payment}::integer`,
  );

/** EXPLAIN ANALYZE of the statement `run` sends through its transaction, in a withTenant transaction (the app's role). */
async function planOf(ctx: AppContext, tenantId: number, run: (tx: Tx) => Promise<unknown>): Promise<string[]> {
  return withTenant(ctx.db, tenantId, async (tx) => {
    let plan: string[] = [];
    const explaining = new Proxy(tx, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return async (query: SQL) => {
          plan = (await rawRows<{ 'QUERY PLAN': string }>(target, sql`explain (analyze, buffers) ${query}`)).map((row) => row['QUERY PLAN']);
          return { rows: [] };
        };
      },
    });
    await run(explaining);
    return plan;
  });
}

async function benchOn(location: DatabaseLocation, label: string): Promise<void> {
  const database = await openDatabase(location);
  await migrateDatabase(database);
  const seed = await seedDemoData(database.db);
  if (!seed.tenantIds || seed.userId === undefined) throw new Error('seed did not run');
  const tenantId = seed.tenantIds.ifrs16;
  const { db } = database;

  const loadStart = performance.now();
  const portfolio = await seedPortfolio(db, tenantId, liveAgreements, deletedAgreements, seed.userId);
  const subscribers = await addSubscribers(db, tenantId, subscriberCount);
  const loadedSeconds = (performance.now() - loadStart) / 1000;
  await db.execute(sql`vacuum analyze`);
  const [size] = await rawRows<{ size: string }>(db, sql`select pg_size_pretty(pg_database_size(current_database())) as size`);

  const sink = await startSmtpSink();
  // The app's clock at 11:00 in Poland of the day: the home figures' "today" is the day the reminders are asked for.
  const now = new Date(`${day}T10:00:00Z`);
  const app = await buildApp({ config: { ...loadConfig({}), jwtSecret: randomBytes(32).toString('hex'), smtpUrl: sink.url }, db, clock: () => now });
  await app.ready();
  const ctx = app.context;
  const call = async <T>(url: string, token: string): Promise<T> => {
    const reply = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    const parsed = reply.json() as { success: boolean; value: T; errors: unknown };
    if (reply.statusCode !== 200 || !parsed.success) throw new Error(`GET ${url}: ${reply.statusCode} ${JSON.stringify(parsed.errors)}`);
    return parsed.value;
  };
  const login = await app.inject({ method: 'POST', url: '/api/token', payload: { username: demoAccounts.user.email, password: demoPassword } });
  const pretenant = (login.json() as { value: { token: string } }).value.token;
  const chosen = await app.inject({ method: 'POST', url: '/api/tokenwithtenent', headers: { authorization: `Bearer ${pretenant}` }, payload: { tenantId } });
  const token = (chosen.json() as { value: { token: string } }).value.token;

  const remindersUrl = `/api/reminders?day=${day}`;
  const paymentsUrl = '/api/home/figures/payments';
  const listed = await call<ReminderList>(remindersUrl, token);
  const direct = await withTenant(db, tenantId, (tx) => dueReminders(tx, tenantId, day, allReminderKinds));
  const byKind = Object.entries(reminderKinds).map(([kind, name]) => `${listed.items.filter((item) => item.kind === Number(kind)).length} ${name}`);
  const windowRows = await withTenant(db, tenantId, (tx) => paymentWindowRows(tx, tenantId));
  const figures = await call<PaymentFigures>(paymentsUrl, token);
  const [running] = await rawRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from lease_agreements where tenant_id = ${tenantId} and not is_deleted and starting_date <= ${day}::date and closing_date >= ${day}::date`,
  );

  console.log(`\n${label}`);
  console.log(
    `  portfolio: ${portfolio.agreements} live agreements (${running?.n} running on ${day}) and ${portfolio.deleted} deleted, 60 months each, ` +
      `${portfolio.scheduleRows} schedule rows, ${portfolio.depreciationRows} depreciation periods, ${portfolio.questionnaires} impairment questionnaires; ` +
      `${subscribers.length} subscribers; loaded in ${loadedSeconds.toFixed(1)} s; database ${size?.size}`,
  );
  console.log(`  day ${day}: GET /api/reminders lists ${listed.items.length} items (${byKind.join(', ')}); dueReminders alone ${direct.length} ${direct.length === listed.items.length ? '(the same)' : '(DIFFERS)'}`);
  console.log(`  baselines: ${windowRows.length} schedule rows in ${day}..+${reminderHorizonDays.payment} days; home figures ${figures.payments} payments after ${figures.asOf} until ${figures.until}`);
  console.log(`  ${runs} runs each (digest runs ${digestRuns}), after warm-up runs`);

  const listApi = await timed(() => call<ReminderList>(remindersUrl, token), runs);
  const listSql = await timed(() => withTenant(db, tenantId, (tx) => dueReminders(tx, tenantId, day, allReminderKinds)), runs);
  const homeApi = await timed(() => call<PaymentFigures>(paymentsUrl, token), runs);
  const bareSelect = await timed(() => withTenant(db, tenantId, (tx) => paymentWindowRows(tx, tenantId)), runs);
  line(`GET /api/reminders?day, every kind, ${listed.items.length} items`, listApi);
  line('  dueReminders alone (the statement in withTenant, no HTTP)', listSql);
  line(`baseline: GET /api/home/figures/payments (${figures.payments} rows summed, 30 days)`, homeApi);
  line(`baseline: bare select of the ${windowRows.length} schedule rows of the 8-day payment window`, bareSelect);
  ratio('GET /api/reminders / GET home payments', listApi, homeApi);
  ratio('GET /api/reminders / bare select', listApi, bareSelect);
  ratio('dueReminders alone / bare select', listSql, bareSelect);

  // The digest run. Each first run of the day starts from no digest and nothing told (the two tables emptied, untimed).
  const reset = () => db.execute(sql`truncate reminder_sent_items, reminder_digests`);
  const mailer = ctx.mailer;
  let smtpMs = 0;
  const sending: AppContext = {
    ...ctx,
    mailer: {
      ...mailer,
      smtpConfigured: true,
      sendNow: async (mail) => {
        const start = performance.now();
        try {
          await mailer.sendNow(mail);
        } finally {
          smtpMs += performance.now() - start;
        }
      },
    },
  };
  // Without a mail server the run reads what each subscriber would get and stops before claiming anything.
  const reading: AppContext = { ...ctx, mailer: { ...mailer, smtpConfigured: false } };
  await reset();
  const readPart = await timed(() => runReminders(reading, day, app.log), digestRuns);
  const firstRuns: number[] = [];
  const smtpShares: number[] = [];
  const reruns: number[] = [];
  let firstResult: ReminderRunResult | undefined;
  const mailsBefore = { mails: sink.mails, bytes: sink.bytes };
  for (let i = -1; i < digestRuns; i++) {
    await reset();
    smtpMs = 0;
    let start = performance.now();
    const result = await runReminders(sending, day, app.log);
    const first = performance.now() - start;
    const smtp = smtpMs;
    start = performance.now();
    const again = await runReminders(sending, day, app.log);
    const rerun = performance.now() - start;
    const sent = result.digests.filter((digest) => digest.status === 'sent').length;
    if (sent !== subscribers.length || again.digests.length !== 0) {
      throw new Error(`digest run: ${sent} of ${subscribers.length} sent, the rerun answered ${again.digests.length} digests`);
    }
    firstResult = result;
    if (i < 0) continue; // warm-up
    firstRuns.push(first);
    smtpShares.push(smtp);
    reruns.push(rerun);
  }
  // The plan of what each subscriber was told before, with everything told (the tables as the last rerun left them).
  const alreadySentPlan = showPlan ? await planOf(ctx, tenantId, (tx) => alreadySent(tx, tenantId, subscribers, direct.map((item) => item.key))) : [];
  const mailCount = sink.mails - mailsBefore.mails;
  const mailBytes = sink.bytes - mailsBefore.bytes;
  // Building the same mails alone: each subscriber's items as the run picks them (nothing told before).
  const chosenOf = await withTenant(db, tenantId, (tx) => digestSubscribers(tx, tenantId));
  const mailsAlone = await timed(async () => {
    for (const [userId, preferences] of chosenOf) {
      const kinds = chosenKinds(preferences);
      digestMail({
        to: `${userId}@reminders.bench.test`,
        firstName: 'Abonent',
        tenantName: demoTenants.ifrs16.name,
        language: preferences.language,
        items: direct.filter((item) => kinds.includes(item.kind)),
        appUrl: ctx.config.appUrl,
        unsubscribeToken: 'x'.repeat(300),
      });
    }
  }, runs);

  // The run's writes alone: each digest claimed and settled with the items the run sent, one transaction each, as the
  // run does them (the tables emptied before each, untimed).
  const itemsOf = new Map((firstResult?.digests ?? []).map((digest) => [digest.userId, digest.itemCount]));
  const keysOf = new Map(
    [...chosenOf].map(([userId, preferences]) => {
      const kinds = chosenKinds(preferences);
      return [userId, direct.filter((item) => kinds.includes(item.kind)).map((item) => item.key)] as const;
    }),
  );
  const writes: number[] = [];
  for (let i = -1; i < digestRuns; i++) {
    await reset();
    const start = performance.now();
    for (const [userId, keys] of keysOf) {
      if (itemsOf.get(userId) !== keys.length) throw new Error(`user ${userId}: the run sent ${itemsOf.get(userId)} items, the bench counts ${keys.length}`);
      const digest = { tenantId, userId, day };
      await withTenant(db, tenantId, (tx) => claimDigest(tx, digest, `${userId}@reminders.bench.test`, keys.length));
      await withTenant(db, tenantId, (tx) => settleSent(tx, digest, keys));
    }
    if (i >= 0) writes.push(performance.now() - start);
  }

  // A year of history: every subscriber told every payment of the year before the day (about 12 per agreement), the
  // rows alreadySent reads beside the day's keys once the digest has run for a year (nothing prunes them). Analyzed, as
  // autovacuum would after such growth. Then the read part again, the day's items not yet told.
  await reset();
  let historyRows = 0;
  let readWithHistory: number[] = [];
  let historyPlan: string[] = [];
  if (historyDays > 0) {
    const [history] = await rawRows<{ n: number }>(
      db,
      sql`with inserted as (
          insert into reminder_sent_items (tenant_id, user_id, item_key, day)
          select ${tenantId}, u.id, 'payment:' || m.lease_agreement_id || ':' || to_char(m.payment_date, 'YYYY-MM-DD'), m.payment_date - 7
          from lease_amortizations m cross join (select value::int as id from json_array_elements_text(${JSON.stringify(subscribers)}::json)) u
          where m.tenant_id = ${tenantId} and m.payment_date between ${day}::date - ${historyDays}::integer and ${day}::date - 1
            and m.is_billing_month and m.payment_amount > 0
          returning 1)
        select count(*)::int as n from inserted`,
    );
    historyRows = history?.n ?? 0;
    await db.execute(sql`analyze reminder_sent_items`);
    readWithHistory = await timed(() => runReminders(reading, day, app.log), digestRuns);
    if (showPlan) historyPlan = await planOf(ctx, tenantId, (tx) => alreadySent(tx, tenantId, subscribers, direct.map((item) => item.key)));
    await reset();
  }

  const counts = firstResult?.digests.map((digest) => digest.itemCount) ?? [];
  console.log(
    `  digests: ${counts.length} a run, ${Math.min(...counts)}–${Math.max(...counts)} items each, ` +
      `${(mailBytes / Math.max(1, mailCount) / 1024).toFixed(0)} KiB a mail on the wire (${mailCount} mails taken by the sink)`,
  );
  line(`digest run, first of the day (${subscribers.length} digests claimed, built, sent, settled)`, sorted(firstRuns));
  line('  of which the SMTP hand-offs (sendNow, summed)', sorted(smtpShares));
  line('  the read part alone (the same run without a mail server)', readPart);
  line(`  building the ${chosenOf.size} mails alone (digestMail)`, mailsAlone);
  line(`  the claims and settles alone (${chosenOf.size} × claimDigest + settleSent of the items)`, sorted(writes));
  line('digest run again the same day (everything told, nothing sent)', sorted(reruns));
  if (historyDays > 0) {
    line(`the read part with ${historyRows} told items of ${historyDays} days in reminder_sent_items`, readWithHistory);
    ratio('read part with history / without', readWithHistory, readPart);
  }
  ratio('first digest run / GET /api/reminders', firstRuns, listApi);
  ratio('digest read part / dueReminders alone', readPart, listSql);

  if (showPlan) {
    console.log('  plan of the reminders statement, every kind (EXPLAIN (ANALYZE, BUFFERS), as the app role):');
    for (const row of await planOf(ctx, tenantId, (tx) => dueReminders(tx, tenantId, day, allReminderKinds))) console.log(`    ${row}`);
    console.log(`  plan of what the ${subscribers.length} subscribers were told before, everything told (alreadySent):`);
    for (const row of alreadySentPlan) console.log(`    ${row}`);
    if (historyDays > 0) {
      console.log(`  plan of alreadySent with ${historyRows} told items of ${historyDays} days, the day's not told (analyzed):`);
      for (const row of historyPlan) console.log(`    ${row}`);
    }
  }

  await app.close();
  await sink.close();
  await database.close();
  // pg's pool ends its clients asynchronously; let them go before the database is dropped.
  await new Promise((resolve) => setTimeout(resolve, 200));
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
