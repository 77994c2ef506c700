import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../robustness/server-process.ts';
import { printedPassword, runCreateAdmin } from './create-admin-process.ts';

const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) await server.stop();
});

const call = async (server: ServerProcess, method: string, path: string, init: { token?: string; body?: unknown } = {}) => {
  const reply = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(init.token ? { authorization: `Bearer ${init.token}` } : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return { status: reply.status, body: (await reply.json()) as { success: boolean; value: { token: string; mustChangePassword: boolean } | null } };
};

describe('npm run create-admin on PGlite', () => {
  it('creates an administrator whose generated password must be changed first; refuses a taken e-mail, bad usage and a running server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'leasedesk-create-admin-'));
    expect((await runCreateAdmin([], { DATA_DIR: dataDir })).code).toBe(2);
    expect((await runCreateAdmin(['not-an-address'], { DATA_DIR: dataDir })).output).toContain('Usage: npm run create-admin -- <e-mail address');

    const created = await runCreateAdmin(['--', 'Boss@Firma.pl'], { DATA_DIR: dataDir });
    expect(created.code, created.output).toBe(0);
    expect(created.output).toContain('Administrator boss@firma.pl created.');
    const password = printedPassword(created.output);
    expect(password).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const again = await runCreateAdmin(['boss@firma.pl'], { DATA_DIR: dataDir });
    expect(again.code).toBe(1);
    expect(again.output).toContain('An account with the e-mail boss@firma.pl exists already; nothing was changed.');
    expect(again.output).not.toContain('Password');

    // The embedded default would seed the demo into an empty database; this one has its administrator.
    const server = await startServer({ DATA_DIR: dataDir });
    servers.push(server);
    expect(server.output()).not.toContain('demo data seeded');
    expect(server.output()).not.toContain('LeaseDesk-demo-2026');
    expect(server.output()).not.toContain('No administrator yet');

    const whileRunning = await runCreateAdmin(['second@firma.pl'], { DATA_DIR: dataDir });
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toContain('is in use by another LeaseDesk process');
    expect(whileRunning.output).toContain('Stop the server, run create-admin, then start the server again.');

    const signIn = await call(server, 'POST', '/api/token', { body: { username: 'boss@firma.pl', password } });
    expect(signIn.body.value?.mustChangePassword).toBe(true);
    const token = signIn.body.value?.token ?? '';
    expect((await call(server, 'GET', '/api/tenants', { token })).status).toBe(403);
    expect((await call(server, 'GET', '/api/user', { token })).status).toBe(200);
    const changed = await call(server, 'PUT', '/api/users/changepassword', {
      token,
      body: { currentPassword: password, newPassword: 'Copper-meadow-falcon-29', repeatedPassword: 'Copper-meadow-falcon-29' },
    });
    expect(changed.body.value?.mustChangePassword).toBe(false);
    expect((await call(server, 'GET', '/api/tenants', { token: changed.body.value?.token ?? '' })).status).toBe(200);
    await server.stop();
  }, 240_000);
});
