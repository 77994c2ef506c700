import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { seedDemoData } from '../../src/demo/seed.ts';
import { issueDownloadToken } from '../../src/lib/auth/download-tokens.ts';
import { tokenKeyFrom } from '../../src/lib/auth/tokens.ts';
import { redactUrl } from '../../src/lib/log-redact-url.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { relaxedSecurity, testJwtSecret } from '../support/test-app.ts';

/** Fastify logs every request's URL; the tokens some URLs carry must not reach the log. */
const webRoot = mkdtempSync(join(tmpdir(), 'leasedesk-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LeaseDesk</title>');
mkdirSync(join(webRoot, 'assets'));

let database: DatabaseHandle;
let app: FastifyInstance;
const logLines: string[] = [];
const loggedUrls = () => logLines.map((line) => (JSON.parse(line) as { req?: { url?: string } }).req?.url).filter((url): url is string => url !== undefined);

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({ config: { ...loadConfig({}), jwtSecret: testJwtSecret, security: relaxedSecurity }, db: database.db, webRoot, logger: { level: 'info', stream } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('logged request URLs', () => {
  it('carry no download token of the Excel routes', async () => {
    const token = await issueDownloadToken(tokenKeyFrom(testJwtSecret), { userId: 1, stamp: 's', tenantId: 1, kind: 'leaseAgreement', resourceId: 7 }, 600, new Date());
    await app.inject({ method: 'GET', url: `/api/leaseagreements/7/leasecalculations/excel/${token}` });
    await app.inject({ method: 'GET', url: `/api/leaseagreements/7/depreciations/excel/${token}?lang=pl` });
    expect(logLines.join('\n')).not.toContain(token);
    expect(loggedUrls()).toContain('/api/leaseagreements/7/leasecalculations/excel/[redacted]');
    expect(loggedUrls()).toContain('/api/leaseagreements/7/depreciations/excel/[redacted]?lang=pl');
  });

  it('carry no reset token of the reset link, with or without its slashes encoded', async () => {
    // Shaped like a base64 token ('+', '/', '=') but with no empty or short part between the slashes,
    // which any log would 'contain' by chance.
    const segment = () => randomBytes(12).toString('hex');
    const resetToken = `${segment()}+${segment()}/${segment()}/${segment()}==`;
    const raw = await app.inject({ method: 'GET', url: `/passwordReset/5/${resetToken}`, headers: { accept: 'text/html' } });
    expect(raw.statusCode).toBe(200);
    await app.inject({ method: 'GET', url: `/passwordReset/5/${encodeURIComponent(resetToken)}`, headers: { accept: 'text/html' } });
    const everything = logLines.join('\n');
    for (const part of resetToken.split('/')) expect(everything).not.toContain(part);
    expect(everything).not.toContain(encodeURIComponent(resetToken));
    expect(loggedUrls()).toContain('/passwordReset/5/[redacted]');
  });

  it('keep the rest of the URL as it was', () => {
    expect(redactUrl('/api/contractors?query=kowal&page=2')).toBe('/api/contractors?query=kowal&page=2');
    expect(redactUrl('/api/leaseagreements/3/depreciations')).toBe('/api/leaseagreements/3/depreciations');
    expect(redactUrl('/passwordReset/5')).toBe('/passwordReset/5');
    expect(redactUrl('/anything?token=abc&lang=pl')).toBe('/anything?token=[redacted]&lang=pl');
    expect(redactUrl('/some/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl/next')).toBe('/some/[redacted]/next');
  });
});
