import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { resolveJwtSecret } from '../src/lib/jwt-secret.ts';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('takes the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ host: '127.0.0.1', port: 3000, databaseUrl: undefined, jwtSecret: undefined, smtpUrl: undefined, appUrl: 'http://127.0.0.1:3000' });
    expect(config.dataDir).toBe(join(process.cwd(), 'data'));
    expect(config.security.lockout).toEqual({ maxFailures: 5, durationMs: 15 * 60_000 });
    expect(config.security.loginRateLimit).toMatchObject({ perIp: 10, perAccount: 10, windowMs: 60_000 });
    expect(config.register).toEqual({ ceidgApiUrl: undefined, ceidgApiToken: undefined, mfWhiteListUrl: undefined, timeoutMs: 5000 });
    expect(config.security.registerRateLimit).toEqual({ perTenant: 20, windowMs: 60_000 });
    expect(config.webConcurrency).toBe(1);
    expect(config.timeouts).toEqual({ requestStallMs: 30_000, databaseStatementMs: 60_000 });
  });

  it('reads REQUEST_STALL_TIMEOUT and DATABASE_STATEMENT_TIMEOUT as whole seconds', () => {
    expect(loadConfig({ REQUEST_STALL_TIMEOUT: '5', DATABASE_STATEMENT_TIMEOUT: '120' }).timeouts).toEqual({ requestStallMs: 5_000, databaseStatementMs: 120_000 });
    for (const bad of ['0', '601', '1.5', 'soon']) {
      expect(problemsOf({ REQUEST_STALL_TIMEOUT: bad }).problems).toEqual([`REQUEST_STALL_TIMEOUT must be a whole number of seconds from 1 to 600 (got ${JSON.stringify(bad)})`]);
    }
    expect(problemsOf({ DATABASE_STATEMENT_TIMEOUT: '3601' }).problems).toEqual(['DATABASE_STATEMENT_TIMEOUT must be a whole number of seconds from 1 to 3600 (got "3601")']);
  });

  it('reads WEB_CONCURRENCY as a number of workers from 1 to 64', () => {
    expect(loadConfig({ WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    for (const bad of ['0', '65', 'two', '-1', '1.5']) {
      expect(problemsOf({ WEB_CONCURRENCY: bad }).problems).toEqual([`WEB_CONCURRENCY must be a whole number from 1 to 64 (got ${JSON.stringify(bad)})`]);
    }
  });

  it('reads DATABASE_POOL_SIZE as connections per process from 1 to 200', () => {
    expect(loadConfig({}).databasePoolSize).toBe(10);
    expect(loadConfig({ DATABASE_POOL_SIZE: ' 25 ' }).databasePoolSize).toBe(25);
    for (const bad of ['0', '201', 'many', '-1', '2.5']) {
      expect(problemsOf({ DATABASE_POOL_SIZE: bad }).problems).toEqual([`DATABASE_POOL_SIZE must be a whole number from 1 to 200 (got ${JSON.stringify(bad)})`]);
    }
  });

  it('seeds the demo by default on the embedded PGlite only; DEMO_DATA decides either way', () => {
    const postgres = 'postgres://app@db:5432/leasedesk';
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ DATABASE_URL: postgres }).demoData).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'FALSE' }).demoData).toBe(false);
    expect(loadConfig({ DEMO_DATA: '  ' }).demoData).toBe(true);
    expect(problemsOf({ DEMO_DATA: 'yes' }).problems).toEqual(['DEMO_DATA must be true or false (got "yes")']);
  });

  it('reads ADMIN_EMAIL as an e-mail address', () => {
    expect(loadConfig({}).adminEmail).toBeUndefined();
    expect(loadConfig({ ADMIN_EMAIL: ' it@firma.pl ' }).adminEmail).toBe('it@firma.pl');
    expect(problemsOf({ ADMIN_EMAIL: 'admin' }).problems).toEqual(['ADMIN_EMAIL must be an e-mail address, e.g. it@firma.pl (got "admin")']);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/leasedesk',
      DATABASE_URL: 'postgres://app@db:5432/leasedesk',
      JWT_SECRET: 'x'.repeat(40),
      APP_URL: 'https://leasedesk.example.com/',
      SMTP_URL: 'smtp://mail.example.com:587',
      MAIL_FROM: 'LeaseDesk <desk@example.com>',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/leasedesk',
      databaseUrl: 'postgres://app@db:5432/leasedesk',
      appUrl: 'https://leasedesk.example.com',
      smtpUrl: 'smtp://mail.example.com:587',
      mailFrom: 'LeaseDesk <desk@example.com>',
    });
  });

  it('names each bad variable with a clear message, never echoing secrets', () => {
    const error = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://root:hunter2@db/x', JWT_SECRET: 'short-secret', APP_URL: 'leasedesk.example.com', SMTP_URL: 'http://mail' });
    expect(error.problems).toEqual([
      'PORT must be a whole number from 0 to 65535 (got "eighty")',
      'DATABASE_URL must be a URL starting with postgres:// or postgresql://, e.g. postgres://user@127.0.0.1:5432/leasedesk',
      'JWT_SECRET must be at least 32 characters long',
      'APP_URL must be a URL starting with http:// or https://, e.g. https://leasedesk.example.com (got "leasedesk.example.com")',
      'SMTP_URL must be a URL starting with smtp:// or smtps://, e.g. smtp://user:pass@mail.example.com:587',
    ]);
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('short-secret');
    expect(problemsOf({ PORT: '70000' }).problems).toEqual(['PORT must be a whole number from 0 to 65535 (got "70000")']);
  });

  it('reads the business register variables: https URLs (http only to this machine), the CEIDG token with its URL', () => {
    const config = loadConfig({ CEIDG_API_URL: ' https://dane.biznes.gov.pl/api/ceidg/v3 ', CEIDG_API_TOKEN: 'ceidg-secret', MF_WL_API_URL: 'https://wl-api.mf.gov.pl' });
    expect(config.register).toEqual({ ceidgApiUrl: 'https://dane.biznes.gov.pl/api/ceidg/v3', ceidgApiToken: 'ceidg-secret', mfWhiteListUrl: 'https://wl-api.mf.gov.pl', timeoutMs: 5000 });
    expect(loadConfig({ MF_WL_API_URL: 'http://127.0.0.1:8080' }).register.mfWhiteListUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ CEIDG_API_URL: '', CEIDG_API_TOKEN: '' }).register.ceidgApiUrl).toBeUndefined();
    const error = problemsOf({ CEIDG_API_URL: 'http://dane.biznes.gov.pl/api/ceidg/v3', CEIDG_API_TOKEN: 'ceidg-secret', MF_WL_API_URL: 'wl-api.mf.gov.pl' });
    expect(error.problems).toEqual([
      'CEIDG_API_URL must be a URL starting with https:// (http:// only for localhost), e.g. https://dane.biznes.gov.pl/api/ceidg/v3 (got "http://dane.biznes.gov.pl/api/ceidg/v3")',
      'MF_WL_API_URL must be a URL starting with https:// (http:// only for localhost), e.g. https://wl-api.mf.gov.pl (got "wl-api.mf.gov.pl")',
    ]);
    expect(error.message).not.toContain('ceidg-secret');
    expect(problemsOf({ CEIDG_API_URL: 'https://dane.biznes.gov.pl/api/ceidg/v3' }).problems).toEqual(['CEIDG_API_TOKEN is required when CEIDG_API_URL is set']);
  });

  it('makes the server refuse to start with the message and exit code 1', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: join(import.meta.dirname, '..'),
      env: { ...process.env, PORT: 'abc', DATA_DIR: mkdtempSync(join(tmpdir(), 'leasedesk-config-')) },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Invalid configuration:');
    expect(run.stderr).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
  });
});

describe('JWT secret', () => {
  it('is generated once into DATA_DIR and reused; the environment wins', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'leasedesk-secret-'));
    const first = resolveJwtSecret(undefined, dataDir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(resolveJwtSecret(undefined, dataDir)).toBe(first);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
    expect(statSync(join(dataDir, 'jwt-secret')).mode & 0o077).toBe(0);
    expect(resolveJwtSecret('e'.repeat(32), dataDir)).toBe('e'.repeat(32));
  });
});
