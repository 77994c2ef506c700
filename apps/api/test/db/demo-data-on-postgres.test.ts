import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../robustness/server-process.ts';
import { printedPassword, runCreateAdmin } from './create-admin-process.ts';

/** A real deployment (DATABASE_URL) gets no demo accounts unless DEMO_DATA=true asks for them. Skipped without TEST_DATABASE_URL. */
const baseUrl = process.env['TEST_DATABASE_URL'];
const names: string[] = [];
const servers: ServerProcess[] = [];

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function newDatabase(): Promise<string> {
  const name = `leasedesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await onServer(`create database "${name}"`);
  names.push(name);
  return Object.assign(new URL(baseUrl ?? ''), { pathname: `/${name}` }).toString();
}

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'leasedesk-demo-pg-')), ...env });
  servers.push(server);
  return server;
}

const signIn = async (server: ServerProcess, username: string, password: string) => {
  const reply = await fetch(`${server.url}/api/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  return (await reply.json()) as { success: boolean; value: { mustChangePassword: boolean } | null };
};

afterAll(async () => {
  if (!baseUrl) return;
  for (const server of servers) await server.stop();
  for (const name of names) await onServer(`drop database if exists "${name}" with (force)`);
});

describe.skipIf(!baseUrl)('the demo on PostgreSQL', () => {
  it('without DEMO_DATA seeds nothing: the demo password is refused and the banner says how to get an administrator', async () => {
    const databaseUrl = await newDatabase();
    const server = await start({ DATABASE_URL: databaseUrl });
    expect(server.output()).not.toContain('demo data seeded');
    expect(server.output()).not.toContain('LeaseDesk-demo-2026');
    expect(server.output()).toContain('No administrator yet');
    for (const demo of ['admin@leasedesk.test', 'user@leasedesk.test']) expect((await signIn(server, demo, 'LeaseDesk-demo-2026')).success).toBe(false);
    await server.stop();

    // create-admin works on DATABASE_URL too (no DATA_DIR lock: several machines share the server).
    const created = await runCreateAdmin(['ops@firma.pl'], { DATABASE_URL: databaseUrl });
    expect(created.code, created.output).toBe(0);
    const again = await start({ DATABASE_URL: databaseUrl });
    expect(again.output()).not.toContain('No administrator yet');
    expect((await signIn(again, 'ops@firma.pl', printedPassword(created.output))).value?.mustChangePassword).toBe(true);
    await again.stop();
  }, 240_000);

  it('with DEMO_DATA=true seeds the demo and announces it', async () => {
    const server = await start({ DATABASE_URL: await newDatabase(), DEMO_DATA: 'true' });
    expect(server.output()).toContain('demo data seeded');
    expect(server.output()).toContain('DEMO DATA');
    expect((await signIn(server, 'user@leasedesk.test', 'LeaseDesk-demo-2026')).value?.mustChangePassword).toBe(false);
    await server.stop();
  }, 120_000);
});
