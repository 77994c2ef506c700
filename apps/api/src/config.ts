import { resolve } from 'node:path';
import { z } from 'zod';
import { defaultPoolSize } from './db/connection-options.ts';
import type { RegisterConfig } from './lib/register/register-types.ts';

/** Limits that are policy, not deployment: code defaults, overridable by tests through buildApp. */
export type SecurityPolicy = {
  lockout: { maxFailures: number; durationMs: number };
  /** Login attempts per IP and per account. */
  loginRateLimit: { perIp: number; perAccount: number; windowMs: number };
  /**
   * Password reset: requests per IP (429) and per e-mail (silent: the same answer, no mail, the last
   * link keeps working); bad tokens per IP and per token (429). Never per account, so nobody can
   * block another person's reset.
   */
  resetRateLimit: { perIp: number; perEmail: number; badTokensPerIp: number; badTokensPerToken: number; windowMs: number };
  resetTokenTtlMs: number;
  /** Administrator and tenant tokens. */
  tokenTtlSeconds: number;
  /** A pre-tenant token only serves to choose a tenant. */
  preTenantTokenTtlSeconds: number;
  /** Download tokens in Excel links (DESIGN §3): short-lived, bound to user, tenant and one resource. */
  downloadTokenTtlSeconds: number;
  /** Business register lookups (GET /api/ceidg/firmy/nip), per tenant: the registers limit us too. */
  registerRateLimit: { perTenant: number; windowMs: number };
};

export const defaultSecurityPolicy: SecurityPolicy = {
  lockout: { maxFailures: 5, durationMs: 15 * 60_000 },
  loginRateLimit: { perIp: 10, perAccount: 10, windowMs: 60_000 },
  resetRateLimit: { perIp: 5, perEmail: 3, badTokensPerIp: 10, badTokensPerToken: 3, windowMs: 15 * 60_000 },
  resetTokenTtlMs: 60 * 60_000,
  tokenTtlSeconds: 8 * 60 * 60,
  preTenantTokenTtlSeconds: 60 * 60,
  downloadTokenTtlSeconds: 10 * 60,
  registerRateLimit: { perTenant: 20, windowMs: 60_000 },
};

/** How long a business register may take to answer before the lookup gives up. */
export const registerTimeoutMs = 5000;

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const urlWithProtocols = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}, e.g. ${example}`);

/** An upstream API: https, or http to this machine only (a local proxy or stand-in); the token must not travel in clear. */
const upstreamUrl = (example: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        const url = new URL(value);
        const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
        return url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
      } catch {
        return false;
      }
    }, `must be a URL starting with https:// (http:// only for localhost), e.g. ${example}`);

/**
 * Whether X-Forwarded-For/-Proto/-Host are believed (Fastify's trustProxy): false by default, so a
 * client cannot claim HTTPS (HSTS) or another IP (rate limits) with a header of its own.
 */
function trustProxyOf(value: string): boolean | string[] {
  const lower = value.toLowerCase();
  if (lower === 'true') return true;
  if (lower === 'false') return false;
  return value.split(',').map((entry) => entry.trim());
}

/** Where PDF invoices are read: worker threads of each API process, or worker processes behind a PostgreSQL queue. */
export const pdfReadings = ['pool', 'queue'] as const;
export type PdfReading = (typeof pdfReadings)[number];

/** A whole number of seconds within [min, max], with its default. */
const seconds = (fallback: number, min: number, max: number) =>
  z
    .string()
    .trim()
    .default(String(fallback))
    .refine((value) => /^\d+$/.test(value) && Number(value) >= min && Number(value) <= max, `must be a whole number of seconds from ${min} to ${max}`)
    .transform(Number);

/** The environment the server reads; nothing else configures it. */
const environmentSchema = z.object({
  PORT: z
    .string()
    .trim()
    .default('3000')
    .refine((value) => /^\d+$/.test(value) && Number(value) <= 65535, 'must be a whole number from 0 to 65535')
    .transform(Number),
  HOST: z.string().trim().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: optionalText.pipe(
    urlWithProtocols(['postgres:', 'postgresql:'], 'postgres://user@127.0.0.1:5432/leasedesk').optional(),
  ),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters long').optional()),
  APP_URL: optionalText.pipe(urlWithProtocols(['http:', 'https:'], 'https://leasedesk.example.com').optional()),
  SMTP_URL: optionalText.pipe(urlWithProtocols(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example.com:587').optional()),
  MAIL_FROM: z.string().trim().min(3, 'must be a mail address, e.g. LeaseDesk <no-reply@example.com>').default('LeaseDesk <no-reply@leasedesk.local>'),
  CEIDG_API_URL: optionalText.pipe(upstreamUrl('https://dane.biznes.gov.pl/api/ceidg/v3').optional()),
  CEIDG_API_TOKEN: optionalText,
  MF_WL_API_URL: optionalText.pipe(upstreamUrl('https://wl-api.mf.gov.pl').optional()),
  TRUST_PROXY: z
    .string()
    .trim()
    .default('false')
    .refine(
      (value) => /^(true|false)$/i.test(value) || value.split(',').every((entry) => /^[0-9a-f.:]+(\/\d{1,3})?$/i.test(entry.trim())),
      'must be false, true, or a comma-separated list of proxy addresses or CIDR ranges, e.g. 127.0.0.1,10.0.0.0/8',
    )
    .transform(trustProxyOf),
  WEB_CONCURRENCY: z
    .string()
    .trim()
    .default('1')
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 64, 'must be a whole number from 1 to 64')
    .transform(Number),
  DEMO_DATA: optionalText.pipe(
    z
      .string()
      .refine((value) => /^(true|false)$/i.test(value), 'must be true or false')
      .transform((value) => value.toLowerCase() === 'true')
      .optional(),
  ),
  ADMIN_EMAIL: optionalText.pipe(z.string().email('must be an e-mail address, e.g. it@firma.pl').optional()),
  DATABASE_POOL_SIZE: z
    .string()
    .trim()
    .default(String(defaultPoolSize))
    .refine((value) => /^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= 200, 'must be a whole number from 1 to 200')
    .transform(Number),
  REQUEST_STALL_TIMEOUT: seconds(30, 1, 600),
  DATABASE_STATEMENT_TIMEOUT: seconds(60, 1, 3600),
  PDF_READING: z
    .string()
    .trim()
    .default('pool')
    .refine((value): value is PdfReading => (pdfReadings as readonly string[]).includes(value), `must be ${pdfReadings.join(' or ')}`)
    .transform((value) => value as PdfReading),
}).superRefine((e, ctx) => {
  if (e.PDF_READING === 'queue' && !e.DATABASE_URL) {
    ctx.addIssue({ code: 'custom', path: ['PDF_READING'], message: 'queue needs DATABASE_URL (the queue lives in PostgreSQL)' });
  }
  if (e.CEIDG_API_URL && !e.CEIDG_API_TOKEN) {
    ctx.addIssue({ code: 'custom', path: ['CEIDG_API_TOKEN'], message: 'is required when CEIDG_API_URL is set' });
  }
});

/** Never echoed in error messages: they hold passwords. */
const secretVariables = new Set(['JWT_SECRET', 'DATABASE_URL', 'SMTP_URL', 'CEIDG_API_TOKEN']);

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Undefined until the server resolves it (env or the file kept in DATA_DIR). */
  jwtSecret: string | undefined;
  /** Base of links in mails, without a trailing slash. */
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The business registers (CEIDG, then the VAT white list); both optional. */
  register: RegisterConfig;
  /** TRUST_PROXY: which proxies' X-Forwarded-* headers are believed (client IP, HTTPS for HSTS). */
  trustProxy: boolean | string[];
  /** WEB_CONCURRENCY: worker processes on this machine (node:cluster), with a PostgreSQL server only. */
  webConcurrency: number;
  /**
   * DATABASE_POOL_SIZE: connections each process keeps to a PostgreSQL server at most (each worker of
   * WEB_CONCURRENCY its own pool), besides its listener; the server's max_connections must cover them all.
   */
  databasePoolSize: number;
  /** PDF_READING: `pool` (threads of this process) or `queue` (`npm run worker` processes; DATABASE_URL only). */
  pdfReading: PdfReading;
  /**
   * DEMO_DATA: whether an empty database gets the demo (its tenants, agreements, invoices and two accounts with a
   * published password). Unset: yes on the embedded PGlite that `npm start` gives a newcomer, no with DATABASE_URL.
   */
  demoData: boolean;
  /** ADMIN_EMAIL: the first administrator of a database without one (and without the demo), set up by a one-time link. */
  adminEmail: string | undefined;
  timeouts: Timeouts;
  security: SecurityPolicy;
};

export type Timeouts = {
  /**
   * REQUEST_STALL_TIMEOUT: a request whose headers or body stop arriving for this long is closed (a slow one
   * that keeps moving is not); also how long the headers may take in all.
   */
  requestStallMs: number;
  /** DATABASE_STATEMENT_TIMEOUT: a statement, or a wait for its answer, beyond this is given up (503). */
  databaseStatementMs: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; throws ConfigError naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = String(issue.path[0] ?? '');
        const got = env[name];
        const shown = got === undefined || secretVariables.has(name) ? '' : ` (got ${JSON.stringify(got)})`;
        return `${name} ${issue.message}${shown}`;
      }),
    );
  }
  const e = parsed.data;
  const displayHost = e.HOST === '0.0.0.0' || e.HOST === '::' ? 'localhost' : e.HOST;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET,
    appUrl: (e.APP_URL ?? `http://${displayHost}:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    register: {
      ceidgApiUrl: e.CEIDG_API_URL,
      ceidgApiToken: e.CEIDG_API_TOKEN,
      mfWhiteListUrl: e.MF_WL_API_URL,
      timeoutMs: registerTimeoutMs,
    },
    trustProxy: e.TRUST_PROXY,
    webConcurrency: e.WEB_CONCURRENCY,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pdfReading: e.PDF_READING,
    demoData: e.DEMO_DATA ?? !e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    timeouts: { requestStallMs: e.REQUEST_STALL_TIMEOUT * 1000, databaseStatementMs: e.DATABASE_STATEMENT_TIMEOUT * 1000 },
    security: defaultSecurityPolicy,
  };
}
