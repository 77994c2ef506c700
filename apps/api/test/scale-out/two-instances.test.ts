import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type Config } from '../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { migrateDatabase } from '../../src/migrate-database.ts';
import { seedDemoData } from '../../src/demo/seed.ts';
import { demoAccounts, demoPassword, relaxedSecurity, testJwtSecret } from '../support/test-app.ts';

/**
 * Two instances of the API, each with its own pool, cache and notification listener, on one PostgreSQL
 * database, as behind a load balancer. PostgreSQL only: PGlite is one process by design.
 */
const baseUrl = process.env['TEST_DATABASE_URL'];
const name = `leasedesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = baseUrl ? Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString() : '';
const handles: DatabaseHandle[] = [];
const instances: FastifyInstance[] = [];
let first: FastifyInstance;
let second: FastifyInstance;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const config = (): Config => ({
  ...loadConfig({}),
  appUrl: 'http://leasedesk.test',
  jwtSecret: testJwtSecret,
  security: {
    ...relaxedSecurity,
    loginRateLimit: { perIp: 6, perAccount: 100, windowMs: 60_000 },
    resetRateLimit: { perIp: 100, perEmail: 2, badTokensPerIp: 4, badTokensPerToken: 100, windowMs: 60_000 },
  },
});

async function startInstance(): Promise<FastifyInstance> {
  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
  handles.push(handle);
  const app = await buildApp({ config: config(), db: handle.db, notifications: handle.notifications, sharedRateLimits: true });
  await app.ready();
  instances.push(app);
  return app;
}

beforeAll(async () => {
  if (!baseUrl) return;
  await onServer(`create database "${name}"`);
  const setup = await openDatabase({ kind: 'postgres', url: databaseUrl });
  await migrateDatabase(setup);
  await seedDemoData(setup.db);
  await setup.close();
  first = await startInstance();
  second = await startInstance();
});

afterAll(async () => {
  if (!baseUrl) return;
  for (const app of instances) await app.close();
  for (const handle of handles) await handle.close();
  await onServer(`drop database if exists "${name}" with (force)`);
});

const login = (app: FastifyInstance, password: string, remoteAddress: string, username: string = demoAccounts.user.email) =>
  app.inject({ method: 'POST', url: '/api/token', payload: { username, password }, remoteAddress });

async function tokenFrom(app: FastifyInstance): Promise<string> {
  const reply = await login(app, demoPassword, '10.8.0.1');
  const token = (reply.json() as { value: { token: string } | null }).value?.token;
  if (!token) throw new Error(reply.body);
  return token;
}

/** Mails kept for `email` (no SMTP in this test: the outbox). */
async function mailsTo(email: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>('select count(*) as n from outbox where recipient = $1', [email]);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

const currentUser = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/user', headers: { authorization: `Bearer ${token}` } });

describe.skipIf(!baseUrl)('two instances on one PostgreSQL', () => {
  it('refuses on the second instance, within 1 s, a token logged out on the first', async () => {
    const token = await tokenFrom(first);
    // Both instances now hold the user in their caches.
    expect((await currentUser(first, token)).statusCode).toBe(200);
    expect((await currentUser(second, token)).statusCode).toBe(200);
    expect((await first.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    expect((await currentUser(first, token)).statusCode).toBe(401);
    const started = performance.now();
    let answer = 200;
    while (answer !== 401 && performance.now() - started < 1000) {
      // Let the event loop turn between tries, as requests over sockets do (the notification arrives on one).
      await new Promise((resolve) => setTimeout(resolve, 5));
      answer = (await currentUser(second, token)).statusCode;
    }
    expect(answer).toBe(401);
  });

  it('counts failed logins alternating between the instances together', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 8; attempt++) {
      const app = attempt % 2 === 0 ? first : second;
      // An unknown account: the demo user's lockout must not end the other tests.
      answers.push((await login(app, 'not-the-password', '10.9.9.9', 'nobody@leasedesk.test')).statusCode);
    }
    // perIp is 6: attempts 1-6 are answered (a wrong password is 200 with an error), 7 and 8 are refused,
    // whichever instance takes them; each instance alone has seen only 4.
    expect(answers).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it('counts bad reset tokens of one address alternating between the instances together', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const app = attempt % 2 === 0 ? first : second;
      const reply = await app.inject({
        method: 'PUT',
        url: '/api/resetpassword',
        payload: { userId: 1, token: `bogus-token-${attempt}`, newPassword: 'Quiet-harbor-lantern-2026' },
        remoteAddress: '10.7.7.7',
      });
      answers.push(reply.statusCode);
    }
    // badTokensPerIp is 4: four bad tokens are answered (200 with the token's error), then the address is refused
    // whichever instance it asks; each instance alone has counted at most 2 when the first refusal comes.
    expect(answers).toEqual([200, 200, 200, 200, 429, 429, 429]);
  });

  it('limits reset mails per e-mail across the instances, silently', async () => {
    const before = await mailsTo('user@leasedesk.test');
    for (let attempt = 0; attempt < 4; attempt++) {
      const app = attempt % 2 === 0 ? first : second;
      const reply = await app.inject({ method: 'POST', url: '/api/users/sendresetpasswordtoken', payload: { email: 'user@leasedesk.test' }, remoteAddress: `10.6.0.${attempt}` });
      expect(reply.statusCode).toBe(200);
    }
    for (const app of instances) await app.context.mailer.flush();
    // perEmail is 2: two mails for four requests, although each instance saw only two.
    expect((await mailsTo('user@leasedesk.test')) - before).toBe(2);
  });

  it('answers GET /api/user from the cache: no database read, even with the users table locked', async () => {
    const token = await tokenFrom(first);
    expect((await currentUser(first, token)).statusCode).toBe(200);
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table users, user_tenants in access exclusive mode');
      const reply = await currentUser(first, token);
      expect(reply.statusCode).toBe(200);
      expect((reply.json() as { value: { email: string } }).value.email).toBe(demoAccounts.user.email);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
  });

  it('keeps refusing revoked tokens while its listening connection is lost, and caches again once it is back', async () => {
    const token = await tokenFrom(first);
    expect((await currentUser(second, token)).statusCode).toBe(200);
    await onServer(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and query like 'LISTEN%'`);
    await first.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    const started = performance.now();
    let answer = 200;
    while (answer !== 401 && performance.now() - started < 1000) {
      // Let the event loop turn between tries, as requests over sockets do (the notification arrives on one).
      await new Promise((resolve) => setTimeout(resolve, 5));
      answer = (await currentUser(second, token)).statusCode;
    }
    expect(answer).toBe(401);
    // Reconnected: a fresh token is served from the cache again (the lock test's proof).
    const fresh = await tokenFrom(second);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await currentUser(second, fresh)).statusCode).toBe(200);
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table users, user_tenants in access exclusive mode');
      expect((await currentUser(second, fresh)).statusCode).toBe(200);
    } finally {
      await locker.query('rollback');
      await locker.end();
    }
  });
});
