import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket, connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process.ts';

/**
 * The real server process on a PostgreSQL database of its own, reached through a TCP relay the test can cut
 * (PostgreSQL "down") and restore. Backends are also terminated from a separate admin connection, as an
 * operator's pg_terminate_backend or a restart would. PostgreSQL only: skipped without TEST_DATABASE_URL.
 */
const baseUrl = process.env['TEST_DATABASE_URL'];
const statementTimeoutSeconds = 5;
const databaseName = `leasedesk_test_conn_${process.pid}_${randomBytes(4).toString('hex')}`;

type Answer = { status: number; headers: Headers; body: { success: boolean; errors: { propertyName: string; message: string }[]; value: unknown } };

/**
 * Relays TCP to PostgreSQL; down() refuses new connections and cuts open ones, up() listens again on the same port.
 * freeze() is a partition that closes nothing: every open connection and every new one stays open and carries no
 * byte either way; thaw() drops what was frozen (a real network would have timed it out) and relays again.
 */
function tcpRelay(target: { host: string; port: number }) {
  let server: Server | undefined;
  const sockets = new Set<Socket>();
  let port = 0;
  let frozen = false;
  const up = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        if (frozen) {
          sockets.add(client);
          client.on('error', () => undefined);
          client.pause();
          return;
        }
        const upstream = connect(target.port, target.host);
        // A backend that exits with unread input resets its socket; pass that on as a close, as a direct
        // connection would see it, instead of leaving the app's side open.
        const pair = [client, upstream] as const;
        for (const [socket, peer] of [pair, [upstream, client] as const]) {
          sockets.add(socket);
          socket.on('close', () => {
            sockets.delete(socket);
            peer.destroy();
          });
          socket.on('error', () => undefined);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server?.address() as AddressInfo).port;
        resolve();
      });
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server?.close(() => resolve());
    });
  const freeze = () => {
    frozen = true;
    for (const socket of sockets) {
      socket.unpipe();
      socket.pause();
    }
  };
  const thaw = () => {
    frozen = false;
    for (const socket of sockets) socket.destroy();
  };
  return { up, down, freeze, thaw, port: () => port };
}

async function adminQuery<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe.runIf(Boolean(baseUrl))('PostgreSQL connection loss (real server process)', () => {
  // Empty under the PGlite run (scripts/test.mjs sets TEST_DATABASE_URL=''), when the describe is skipped.
  const base = new URL(baseUrl || 'postgres://localhost/none');
  const databaseUrl = new URL(base);
  databaseUrl.pathname = `/${databaseName}`;
  const relay = tcpRelay({ host: base.hostname, port: Number(base.port || 5432) });
  let server: ServerProcess;
  let token: string;

  /** A request; a dead server is status 0 rather than a thrown error, so the assertions say what happened. */
  async function call(method: string, path: string, body?: unknown): Promise<Answer> {
    try {
      const response = await fetch(`${server.url}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, headers: response.headers, body: (await response.json()) as Answer['body'] };
    } catch {
      return { status: 0, headers: new Headers(), body: { success: false, errors: [], value: null } };
    }
  }

  /** Every failure caused by the lost connection is a 503 the client can retry, never a 500. */
  function expectRetryable(answer: Answer) {
    expect(answer.status).toBe(503);
    const correlationId = answer.headers.get('x-correlation-id') ?? '';
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answer.body.success).toBe(false);
    expect(answer.body.value).toBeNull();
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors[0]?.message).toContain(correlationId);
  }

  beforeAll(async () => {
    await adminQuery(base.toString(), `create database "${databaseName}"`);
    await relay.up();
    const viaRelay = new URL(databaseUrl);
    viaRelay.host = `127.0.0.1:${relay.port()}`;
    server = await startServer({
      DATABASE_URL: viaRelay.toString(),
      // It signs in with the demo user: on PostgreSQL the demo is seeded only when asked for.
      DEMO_DATA: 'true',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'leasedesk-conn-')),
      // Far below the 60 s default, so a silent partition is answered within the test's wait, far above any statement here.
      DATABASE_STATEMENT_TIMEOUT: String(statementTimeoutSeconds),
    });
    const login = await fetch(`${server.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'user@leasedesk.test', password: 'LeaseDesk-demo-2026' }),
    });
    token = ((await login.json()) as { value: { token: string } }).value.token;
    const tenants = (await call('GET', '/api/users/tenants')).body.value as { id: number }[];
    token = ((await call('POST', '/api/tokenwithtenent', { tenantId: tenants[0]?.id })).body.value as { token: string }).token;
  });

  afterAll(async () => {
    await server?.stop();
    await relay.down();
    await adminQuery(base.toString(), `drop database if exists "${databaseName}" with (force)`);
  });

  it('answers 503 with Retry-After to the requests whose backend is terminated under 20 concurrent writers, stays up and keeps every acknowledged write', async () => {
    let writing = true;
    const answers: Answer[] = [];
    const writers = Array.from({ length: 20 }, async (_, writer) => {
      for (let n = 0; writing; n++) answers.push(await call('POST', '/api/salesperson', { firstName: `Writer${writer}`, lastName: `Row${n}` }));
    });
    let terminated = 0;
    await new Promise((resolve) => setTimeout(resolve, 700));
    for (let round = 0; round < 4 && server.exitCode() === null; round++) {
      const rows = await adminQuery<{ ok: boolean }>(
        databaseUrl.toString(),
        'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      terminated += rows.filter((row) => row.ok).length;
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
    writing = false;
    await Promise.all(writers);

    expect(server.exitCode()).toBeNull();
    expect(terminated).toBeGreaterThan(0);
    const failures = answers.filter((answer) => answer.status !== 200);
    for (const failure of failures) expectRetryable(failure);
    expect(failures.length).toBeGreaterThan(0);
    const acknowledged = answers.filter((answer) => answer.status === 200 && answer.body.success).map((answer) => (answer.body.value as { id: number }).id);
    expect(acknowledged.length).toBeGreaterThan(0);

    // Recovered by itself: the next write and read go through, and every acknowledged write is there.
    const after = await call('POST', '/api/salesperson', { firstName: 'After', lastName: 'Termination' });
    expect(after.status).toBe(200);
    expect(after.body.success).toBe(true);
    const listed = new Set(((await call('GET', '/api/salespersons')).body.value as { id: number }[]).map((row) => row.id));
    expect(acknowledged.filter((id) => !listed.has(id))).toEqual([]);
  }, 60_000);

  it('answers 503 while PostgreSQL cannot be reached and answers normally once it is back', async () => {
    await relay.down();
    const whileDown = await Promise.all(Array.from({ length: 12 }, (_, n) => call('POST', '/api/salesperson', { firstName: 'Down', lastName: `Row${n}` })));
    for (const answer of whileDown) expectRetryable(answer);
    expect(server.exitCode()).toBeNull();

    await relay.up();
    const back = await call('POST', '/api/salesperson', { firstName: 'Back', lastName: 'Again' });
    expect(back.status).toBe(200);
    expect(back.body.success).toBe(true);
    expect((await call('GET', '/api/salespersons')).status).toBe(200);
  }, 60_000);

  it('answers 503 when PostgreSQL goes silent without closing anything (a partition), and answers normally once it is back', async () => {
    relay.freeze();
    const whileSilent = await Promise.all(Array.from({ length: 4 }, (_, n) => call('POST', '/api/salesperson', { firstName: 'Silent', lastName: `Row${n}` })));
    for (const answer of whileSilent) expectRetryable(answer);
    expect(server.exitCode()).toBeNull();

    relay.thaw();
    const back = await call('POST', '/api/salesperson', { firstName: 'Back', lastName: 'From partition' });
    expect(back.status).toBe(200);
    expect(back.body.success).toBe(true);
    expect((await call('GET', '/api/salespersons')).status).toBe(200);
  }, 90_000);
});
