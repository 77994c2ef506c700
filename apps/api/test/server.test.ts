import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/** The real entry point, as `npm start` runs it (from source through tsx), on PGlite in a temporary DATA_DIR. */
const dataDir = mkdtempSync(join(tmpdir(), 'leasedesk-server-'));
const running: ChildProcess[] = [];

async function startServer(): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', JWT_SECRET: '', DATABASE_URL: '', SMTP_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    const check = setInterval(() => {
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearInterval(check);
        clearTimeout(timer);
        resolve(match[1]);
      }
    }, 50);
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { url, output: () => output, stop };
}

afterAll(() => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL');
});

describe('server', () => {
  it('migrates and seeds PGlite in DATA_DIR, prints the URL and the demo accounts, and keeps data and tokens across restarts', async () => {
    const first = await startServer();
    expect(first.output()).toContain('admin@leasedesk.test');
    expect(first.output()).toContain('user@leasedesk.test');
    expect(first.output()).toContain('LeaseDesk-demo-2026');
    expect(first.output()).toContain('demo data seeded');
    // A new database runs the data migrations before anything is stored, and says so once.
    expect(first.output()).toMatch(/Data migration 2026-11-recalculate-figures-domain-1-4-6: 0 agreement\(s\) recalculated, 0 unchanged/);
    const login = await fetch(`${first.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'user@leasedesk.test', password: 'LeaseDesk-demo-2026' }),
    });
    const token = ((await login.json()) as { value: { token: string } }).value.token;
    await first.stop();

    const second = await startServer();
    expect(second.output()).not.toContain('demo data seeded');
    expect(second.output()).not.toContain('Data migration');
    const me = await fetch(`${second.url}/api/user`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { value: { email: string } }).value.email).toBe('user@leasedesk.test');
    await second.stop();
  }, 120_000);
});
