import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionLoss } from '../../src/db/client.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** What node-postgres and drizzle throw when the connection goes, built by hand so this runs on PGlite too. */
function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}
function drizzleWrapped(cause: Error): Error {
  return Object.assign(new Error('Failed query: insert into "users" ("password_hash") values ($1)\nparams: $argon2id$v=19$secret'), { cause, params: ['$argon2id$v=19$secret'] });
}

const lostConnections: Record<string, Error> = {
  'terminated by an administrator (57P01)': drizzleWrapped(driverError('terminating connection due to administrator command', '57P01')),
  'server starting up (57P03)': driverError('the database system is starting up', '57P03'),
  'connection exception class 08': driverError('connection failure', '08006'),
  'refused': driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
  'reset': driverError('read ECONNRESET', 'ECONNRESET'),
  'ended under a query': drizzleWrapped(driverError('Connection terminated unexpectedly')),
  'used after the loss': drizzleWrapped(driverError('Client has encountered a connection error and is not queryable')),
  'every address refused': Object.assign(new AggregateError([driverError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed')),
  // The database not answering in time is retried like its loss (DATABASE_STATEMENT_TIMEOUT, query_timeout).
  'statement timeout (57014)': drizzleWrapped(driverError('canceling statement due to statement timeout', '57014')),
  'no answer within query_timeout': drizzleWrapped(driverError('Query read timeout')),
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({
    extend: (app) => {
      app.get<{ Params: { name: string } }>('/api/test/lose-connection/:name', { config: { access: 'public' } }, async (request) => {
        throw lostConnections[request.params.name] ?? new Error('unknown case');
      });
    },
  });
});
afterAll(async () => t.close());

describe('a lost database connection', () => {
  it.each(Object.keys(lostConnections))('is answered 503 with Retry-After, the envelope and a correlation id: %s', async (name) => {
    const reply = await t.call('GET', `/api/test/lose-connection/${encodeURIComponent(name)}`);
    expect(reply.status).toBe(503);
    expect(Number(reply.headers['retry-after'])).toBeGreaterThan(0);
    const correlationId = String(reply.headers['x-correlation-id']);
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.body).toEqual({
      success: false,
      errors: [{ propertyName: '', message: `The database is not reachable at the moment; please try again shortly. Correlation id: ${correlationId}` }],
      value: null,
    });
    expect(reply.raw).not.toContain('argon2');
  });

  it('is told apart from errors about the request itself, which stay 500 or field errors', () => {
    expect(isConnectionLoss(drizzleWrapped(driverError('duplicate key value violates unique constraint', '23505')))).toBe(false);
    expect(isConnectionLoss(driverError('invalid input syntax for type integer: "x"', '22P02'))).toBe(false);
    expect(isConnectionLoss(new Error('Connection string postgres://x is invalid'))).toBe(false);
    expect(isConnectionLoss('Connection terminated')).toBe(false);
  });
});
