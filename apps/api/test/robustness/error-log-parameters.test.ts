import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { users } from '../../src/db/schema.ts';
import { withAdministration } from '../../src/db/scope.ts';
import { seedDemoData } from '../../src/demo/seed.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { createTestDatabase } from '../support/test-database.ts';
import { relaxedSecurity, testJwtSecret } from '../support/test-app.ts';

/**
 * A failed query must not put its parameters in the log (a password hash, an e-mail): drizzle's error
 * carries them in its message and `params`, PGlite's in `params`, PostgreSQL's in `detail`, and some
 * messages quote the offending value. The log still says what failed: SQLSTATE, message, stack.
 */
const secretEmail = 'hidden.person@example.test';
const secretCastValue = 'not-a-number-but-a-secret-7f3a';
let passwordHash: string;
let database: DatabaseHandle;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  passwordHash = await hashPassword('Correct-Horse-Battery-42');
  database = await createTestDatabase();
  await seedDemoData(database.db);
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    config: { ...loadConfig({}), jwtSecret: testJwtSecret, security: relaxedSecurity },
    db: database.db,
    logger: { level: 'info', stream },
  });
  const user = { email: secretEmail, firstName: 'Hidden', lastName: 'Person', role: 1, passwordHash: '', securityStamp: 'stamp-0123456789' };
  // The same e-mail twice in one transaction: a unique violation whose parameters include a password hash.
  app.post('/api/test/duplicate-user', { config: { access: 'public' } }, async () =>
    withAdministration(database.db, async (tx) => {
      await tx.insert(users).values({ ...user, passwordHash });
      await tx.insert(users).values({ ...user, passwordHash });
    }),
  );
  // PostgreSQL quotes the value it could not read in the message itself.
  app.get('/api/test/cast', { config: { access: 'public' } }, async () =>
    withAdministration(database.db, async (tx) => tx.execute(sql`select ${secretCastValue}::integer as n`)),
  );
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

function entryFor(correlationId: string): Record<string, unknown> & { err: Record<string, unknown> } {
  const entry = logLines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line['correlationId'] === correlationId && line['msg'] === 'unexpected error');
  if (!entry) throw new Error(`no log entry for ${correlationId}:\n${logLines.join('\n')}`);
  return entry as Record<string, unknown> & { err: Record<string, unknown> };
}

describe('the log of a failed query', () => {
  it('keeps SQLSTATE, message and stack of a unique violation, but not the hash or e-mail it carried', async () => {
    const reply = await app.inject({ method: 'POST', url: '/api/test/duplicate-user' });
    expect(reply.statusCode).toBe(500);
    const entry = entryFor(String(reply.headers['x-correlation-id']));
    const logged = JSON.stringify(entry);
    expect(logged).toContain('23505');
    expect(logged).toContain('users_email_key');
    expect(String(entry.err['stack'])).toMatch(/\n\s+at /);
    expect(logLines.join('\n')).not.toContain(passwordHash);
    expect(logLines.join('\n')).not.toContain(passwordHash.split('$').at(-1));
    expect(logLines.join('\n')).not.toContain(secretEmail);
    expect(logged).not.toMatch(/"params"|"parameters"|"detail"|"queryOptions"/);
  });

  it('drops a parameter quoted in the database’s own message', async () => {
    const reply = await app.inject({ method: 'GET', url: '/api/test/cast' });
    expect(reply.statusCode).toBe(500);
    const entry = entryFor(String(reply.headers['x-correlation-id']));
    expect(JSON.stringify(entry)).toContain('22P02');
    expect(String((entry.err['cause'] as { message: string }).message)).toContain('invalid input syntax for type integer');
    expect(logLines.join('\n')).not.toContain(secretCastValue);
  });
});
