import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../robustness/server-process.ts';

/** WEB_CONCURRENCY=2 on a PostgreSQL server: the real entry point forks two workers sharing one port. */
const baseUrl = process.env['TEST_DATABASE_URL'];
const name = `leasedesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = baseUrl ? Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString() : '';
let server: ServerProcess | undefined;

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The server's child processes that run the server (tsx's esbuild service is a child too). */
const workerPids = (pid: number) =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.includes('src/server.ts'))
    .map((line) => Number(line.split(' ')[0]));

beforeAll(async () => {
  if (!baseUrl) return;
  await onServer(`create database "${name}"`);
  server = await startServer({
    DATABASE_URL: databaseUrl,
    // The test signs in with the demo user: on PostgreSQL the demo is seeded only when asked for.
    DEMO_DATA: 'true',
    WEB_CONCURRENCY: '2',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'leasedesk-cluster-')),
    JWT_SECRET: 'cluster-test-secret-cluster-test-secret-0123',
  });
}, 120_000);

afterAll(async () => {
  if (!baseUrl) return;
  await server?.stop();
  await onServer(`drop database if exists "${name}" with (force)`);
});

describe.skipIf(!baseUrl)('WEB_CONCURRENCY on PostgreSQL', () => {
  it('serves from two worker processes on one port, sharing sign-outs, and stops them all on SIGTERM', async () => {
    if (!server) throw new Error('no server');
    expect(server.output()).toContain('2 worker processes');
    const workers = workerPids(server.child.pid ?? 0);
    expect(workers).toHaveLength(2);

    const login = await fetch(`${server.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'user@leasedesk.test', password: 'LeaseDesk-demo-2026' }),
    });
    const token = ((await login.json()) as { value: { token: string } }).value.token;
    const me = () => fetch(`${server?.url}/api/user`, { headers: { authorization: `Bearer ${token}`, connection: 'close' } });
    // New connections are dealt to the workers in turn: both hold the user after a few requests.
    for (let i = 0; i < 6; i++) expect((await me()).status).toBe(200);
    expect((await fetch(`${server.url}/api/logout`, { method: 'POST', headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    const started = performance.now();
    const answers: number[] = [];
    while (performance.now() - started < 1000) answers.push((await me()).status);
    // Whichever worker answers, the token is refused within the second (every later answer is 401).
    const firstRefusal = answers.indexOf(401);
    expect(firstRefusal).toBeGreaterThanOrEqual(0);
    expect(answers.slice(firstRefusal).every((status) => status === 401)).toBe(true);
    expect(answers.slice(-4)).toEqual([401, 401, 401, 401]);

    await server.stop();
    // Not only the primary: the workers are gone too (asking by pid, as orphans would have a new parent).
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    expect(workers.filter(alive)).toEqual([]);
  }, 60_000);
});
