import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './robustness/server-process.ts';

/** The real entry point, as `npm start` runs it (from source through tsx), on PGlite in a temporary DATA_DIR. */
const running: ServerProcess[] = [];
const newDataDir = () => mkdtempSync(join(tmpdir(), 'leasedesk-server-'));

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await startServer(env);
  running.push(server);
  return server;
}

afterAll(async () => {
  for (const server of running) await server.stop();
});

const post = (url: string, body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
type SignIn = { success: boolean; value: { token: string; mustChangePassword: boolean } | null };
const signIn = async (server: ServerProcess, username: string, password: string) => (await (await post(`${server.url}/api/token`, { username, password })).json()) as SignIn;

/**
 * The one-time link of this start: the test's output is no terminal, so it is in DATA_DIR's file, never in the
 * output (which may be kept in a log); its user id and token (the token may hold slashes).
 */
function linkOfStart(output: string, dataDir: string): { userId: number; token: string } | null {
  expect(output).not.toMatch(/passwordReset\/\d+\/\S/);
  const file = join(dataDir, 'first-administrator-link.txt');
  if (!existsSync(file)) return null;
  expect(output).toContain(file);
  expect(statSync(file).mode & 0o077).toBe(0);
  const match = /^http:\/\/127\.0\.0\.1:\d+\/passwordReset\/(\d+)\/(\S+)\n$/.exec(readFileSync(file, 'utf8'));
  return match?.[1] && match[2] ? { userId: Number(match[1]), token: match[2] } : null;
}

const setPassword = async (server: ServerProcess, link: { userId: number; token: string }, newPassword: string) => {
  const reply = await fetch(`${server.url}/api/resetpassword`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userId: link.userId, token: link.token, newPassword }),
  });
  return (await reply.json()) as { success: boolean };
};

describe('server', () => {
  it('migrates and seeds PGlite in DATA_DIR, prints the URL and the demo accounts as demo data, and keeps data and tokens across restarts', async () => {
    const dataDir = newDataDir();
    const first = await start({ DATA_DIR: dataDir });
    expect(first.output()).toContain('admin@leasedesk.test');
    expect(first.output()).toContain('user@leasedesk.test');
    expect(first.output()).toContain('LeaseDesk-demo-2026');
    expect(first.output()).toContain('demo data seeded');
    expect(first.output()).toContain('DEMO DATA: the demo tenants and accounts below have a published password');
    expect(first.output()).toContain('DEMO_DATA=false');
    // A new database runs the data migrations before anything is stored, and says so once.
    expect(first.output()).toMatch(/Data migration 2026-11-recalculate-figures-domain-1-4-6: 0 agreement\(s\) recalculated, 0 unchanged/);
    const login = await signIn(first, 'user@leasedesk.test', 'LeaseDesk-demo-2026');
    expect(login.value?.mustChangePassword).toBe(false);
    const token = login.value?.token ?? '';
    await first.stop();

    const second = await start({ DATA_DIR: dataDir });
    expect(second.output()).not.toContain('demo data seeded');
    expect(second.output()).not.toContain('Data migration');
    // The demo accounts are still there with their published password: the banner keeps saying so.
    expect(second.output()).toContain('DEMO DATA');
    const me = await fetch(`${second.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { value: { email: string } }).value.email).toBe('user@leasedesk.test');
    await second.stop();
  }, 180_000);

  it('with DEMO_DATA=false and no ADMIN_EMAIL seeds nothing and says how to get the first administrator', async () => {
    const server = await start({ DATA_DIR: newDataDir(), DEMO_DATA: 'false' });
    expect(server.output()).not.toContain('demo data seeded');
    expect(server.output()).not.toContain('LeaseDesk-demo-2026');
    expect(server.output()).toContain('No administrator yet');
    expect(server.output()).toContain('ADMIN_EMAIL=');
    expect(server.output()).toContain('npm run create-admin -- you@example.com');
    expect((await signIn(server, 'admin@leasedesk.test', 'LeaseDesk-demo-2026')).success).toBe(false);
    await server.stop();
  }, 120_000);

  it('with DEMO_DATA=false and ADMIN_EMAIL makes a one-time link (in a file, never in logged output), renewed at each start until the password is set', async () => {
    const dataDir = newDataDir();
    const env = { DATA_DIR: dataDir, DEMO_DATA: 'false', ADMIN_EMAIL: 'it@firma.pl' };
    const first = await start(env);
    expect(first.output()).not.toContain('LeaseDesk-demo-2026');
    expect(first.output()).toContain('First administrator it@firma.pl created');
    for (const demo of ['admin@leasedesk.test', 'user@leasedesk.test']) expect((await signIn(first, demo, 'LeaseDesk-demo-2026')).success).toBe(false);
    const firstLink = linkOfStart(first.output(), dataDir);
    expect(firstLink).not.toBeNull();
    await first.stop();

    const second = await start(env);
    expect(second.output()).toContain('First administrator it@firma.pl has not set a password yet');
    const secondLink = linkOfStart(second.output(), dataDir);
    expect(secondLink?.token).not.toBe(firstLink?.token);
    expect((await setPassword(second, firstLink ?? { userId: 0, token: 'x' }, 'Amber-orchard-violin-83')).success).toBe(false);
    expect((await setPassword(second, secondLink ?? { userId: 0, token: 'x' }, 'Amber-orchard-violin-83')).success).toBe(true);
    const admin = await signIn(second, 'it@firma.pl', 'Amber-orchard-violin-83');
    expect(admin.value?.mustChangePassword).toBe(false);
    const tenants = await fetch(`${second.url}/api/tenants`, { headers: { authorization: `Bearer ${admin.value?.token}` } });
    expect(tenants.status).toBe(200);
    await second.stop();

    const third = await start(env);
    expect(third.output()).not.toContain('First administrator');
    expect(linkOfStart(third.output(), dataDir)).toBeNull();
    await third.stop();
  }, 240_000);
});
