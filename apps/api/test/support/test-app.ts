import type { FastifyInstance, InjectOptions } from 'fastify';
import { decodeJwt } from 'jose';
import type { Envelope } from '@leasedesk/contract';
import { buildApp } from '../../src/app.ts';
import { defaultSecurityPolicy, loadConfig, type Config, type SecurityPolicy } from '../../src/config.ts';
import type { Db } from '../../src/db/client.ts';
import type { PdfReader } from '../../src/lib/pdf-ocr/index.ts';
import { demoAccounts, demoPassword } from '../../src/demo/seed.ts';
import { createSeededTestDatabase } from './test-database.ts';
import { testClock, type TestClock } from './test-clock.ts';
import { noteMailSecrets, testLoggerOptions } from './test-log.ts';

export const testJwtSecret = 'test-secret-that-is-long-enough-for-hs256-0123456789';
export { demoAccounts, demoPassword };

/** Generous limits so ordinary tests are not throttled; the rate-limit tests lower them. */
export const relaxedSecurity: SecurityPolicy = {
  ...defaultSecurityPolicy,
  loginRateLimit: { perIp: 10_000, perAccount: 10_000, windowMs: 60_000 },
  resetRateLimit: { perIp: 10_000, perEmail: 10_000, badTokensPerIp: 10_000, badTokensPerToken: 10_000, windowMs: 60_000 },
  registerRateLimit: { perTenant: 10_000, windowMs: 60_000 },
};

export type TestAppOptions = {
  security?: Partial<SecurityPolicy>;
  config?: Partial<Config>;
  webRoot?: string;
  /** Routes a test adds before the app is ready (e.g. one that throws). */
  extend?: (app: FastifyInstance) => void;
  /** How PDFs are read (default: the app's own pool, started by the first PDF); the test closes what it passes. */
  pdfReader?: PdfReader;
  /** Receives every log line (info level) when the test reads what the app logged. */
  logStream?: { write(line: string): void };
};

export type Reply<T = unknown> = { status: number; body: Envelope<T>; headers: Record<string, unknown>; raw: string };

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The app on a fresh migrated and seeded database, with helpers to call it as a browser would. */
export async function startTestApp(options: TestAppOptions = {}) {
  const { database, seed } = await createSeededTestDatabase();
  if (!seed.seeded || !seed.tenantIds || !seed.userId || !seed.administratorId) throw new Error('seed did not run');
  const clock: TestClock = testClock();
  const config: Config = {
    ...loadConfig({}),
    appUrl: 'http://leasedesk.test',
    jwtSecret: testJwtSecret,
    ...options.config,
    security: { ...relaxedSecurity, ...options.security },
  };
  const app = await buildApp({
    config,
    db: database.db,
    clock,
    notifications: database.notifications,
    sharedRateLimits: database.kind === 'postgres',
    logger: testLoggerOptions(options.logStream),
    ...(options.webRoot ? { webRoot: options.webRoot } : {}),
    ...(options.pdfReader ? { pdfReader: options.pdfReader } : {}),
  });
  noteSecretsOfMails(app);
  options.extend?.(app);
  await app.ready();

  async function call<T = unknown>(method: InjectOptions['method'], url: string, init: { token?: string | null; body?: unknown; headers?: Record<string, string>; remoteAddress?: string } = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers['authorization'] = `Bearer ${init.token}`;
    const response = await app.inject({
      method,
      url,
      headers,
      ...(init.body === undefined ? {} : { payload: init.body as InjectOptions['payload'] }),
      ...(init.remoteAddress ? { remoteAddress: init.remoteAddress } : {}),
    });
    let body: Envelope<T>;
    try {
      body = response.json();
    } catch {
      body = { success: false, errors: [], value: null };
    }
    return { status: response.statusCode, body, headers: response.headers, raw: response.body };
  }

  async function login(email: string, password = demoPassword): Promise<string> {
    const reply = await call<{ token: string }>('POST', '/api/token', { body: { username: email, password } });
    if (!reply.body.success || !reply.body.value) throw new Error(`login of ${email} failed: ${reply.raw}`);
    return reply.body.value.token;
  }

  async function tenantToken(userToken: string, tenantId: number): Promise<string> {
    const reply = await call<{ token: string }>('POST', '/api/tokenwithtenent', { token: userToken, body: { tenantId } });
    if (!reply.body.success || !reply.body.value) throw new Error(`tenant selection failed: ${reply.raw}`);
    return reply.body.value.token;
  }

  return {
    app,
    db: database.db as Db,
    databaseKind: database.kind,
    clock,
    config,
    seed: { administratorId: seed.administratorId, userId: seed.userId, tenantIds: seed.tenantIds },
    call,
    login,
    tenantToken,
    loginAdministrator: () => login(demoAccounts.administrator.email),
    loginUser: () => login(demoAccounts.user.email),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Every mail the app sends has its reset tokens noted for the run's log scan (test-log.ts), SMTP or outbox alike. */
function noteSecretsOfMails(app: FastifyInstance): void {
  const mailer = app.context.mailer;
  app.context.mailer = { ...mailer, sendLater: (mail) => {
    noteMailSecrets(mail);
    mailer.sendLater(mail);
  } };
}

export function claimsOf(token: string): Record<string, unknown> {
  return decodeJwt(token);
}
