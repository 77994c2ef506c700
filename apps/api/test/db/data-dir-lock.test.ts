import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir, lockFileName } from '../../src/db/data-dir-lock.ts';
import { spawnServer, startServer, type ServerProcess } from '../robustness/server-process.ts';

const servers: ServerProcess[] = [];
afterAll(() => {
  for (const server of servers) if (server.exitCode() === null) server.child.kill('SIGKILL');
});

const freshDir = () => mkdtempSync(join(tmpdir(), 'leasedesk-lock-'));

/** The pid of a process that has run and exited: nothing runs under it now. */
function deadPid(): number {
  const pid = spawnSync(process.execPath, ['-e', '']).pid;
  if (!pid) throw new Error('no pid');
  return pid;
}

describe('the DATA_DIR lock (real server processes on PGlite)', () => {
  it('refuses a second process on the same DATA_DIR, naming the directory and the holder; a killed holder’s lock is taken over; a stopped one’s is removed', async () => {
    const dataDir = freshDir();
    const first = await startServer({ DATA_DIR: dataDir });
    servers.push(first);

    const second = spawnServer({ DATA_DIR: dataDir });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another LeaseDesk process (pid ${first.child.pid}`);
    expect(second.output()).not.toContain('running at');
    // The first one is untouched and still serves.
    expect((await fetch(`${first.url}/api/ping`)).status).toBe(200);
    expect(readFileSync(join(dataDir, lockFileName), 'utf8').trim()).toBe(String(first.child.pid));

    // kill -9 leaves the lock behind; the next start takes it over.
    first.child.kill('SIGKILL');
    await new Promise((resolve) => first.child.once('exit', resolve));
    expect(existsSync(join(dataDir, lockFileName))).toBe(true);
    const third = await startServer({ DATA_DIR: dataDir });
    servers.push(third);
    expect(readFileSync(join(dataDir, lockFileName), 'utf8').trim()).toBe(String(third.child.pid));
    expect((await fetch(`${third.url}/api/ping`)).status).toBe(200);

    await third.stop();
    expect(existsSync(join(dataDir, lockFileName))).toBe(false);
  }, 180_000);

  it('is not taken with DATABASE_URL: several processes may share a PostgreSQL server and DATA_DIR', async () => {
    const dataDir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dataDir, lockFileName), `${holder.pid}\n`);
      // Nothing listens on port 1: the process gets past the lock and fails on the database instead.
      const server = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
      expect(await server.exited).toBe(1);
      expect(server.output()).not.toContain('is in use');
      expect(server.output()).toContain('ECONNREFUSED');
    } finally {
      holder.kill('SIGKILL');
    }
  }, 60_000);
});

describe('lockDataDir', () => {
  it('takes a free directory, refuses it to a second taker, and frees it on release', () => {
    const dataDir = freshDir();
    const lock = lockDataDir(dataDir);
    expect(readFileSync(lock.lockFile, 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    lock.release();
    expect(existsSync(lock.lockFile)).toBe(false);
    lockDataDir(dataDir).release();
  });

  it('refuses while the pid in the lock runs, naming it', async () => {
    const dataDir = freshDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      writeFileSync(join(dataDir, lockFileName), `${holder.pid}\n`);
      let refusal: unknown;
      try {
        lockDataDir(dataDir);
      } catch (error) {
        refusal = error;
      }
      expect(refusal).toBeInstanceOf(DataDirLockedError);
      expect((refusal as DataDirLockedError).holderPid).toBe(holder.pid);
      expect((refusal as Error).message).toContain(dataDir);
      expect(readFileSync(join(dataDir, lockFileName), 'utf8').trim()).toBe(String(holder.pid));
    } finally {
      holder.kill('SIGKILL');
    }
  });

  it('takes over a lock whose pid no longer runs, and one naming our own pid that we never took (a restarted container)', () => {
    for (const stalePid of [deadPid(), process.pid]) {
      const dataDir = freshDir();
      writeFileSync(join(dataDir, lockFileName), `${stalePid}\n`);
      const lock = lockDataDir(dataDir);
      expect(readFileSync(lock.lockFile, 'utf8').trim()).toBe(String(process.pid));
      lock.release();
    }
  });

  it('takes over a lock file left empty by a creator killed before it wrote its pid, once it is old enough', () => {
    const dataDir = freshDir();
    writeFileSync(join(dataDir, lockFileName), '');
    const started = Date.now();
    const lock = lockDataDir(dataDir);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    expect(readFileSync(lock.lockFile, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('lets exactly one of several processes racing for the same stale lock have it, in each of many directories', async () => {
    const baseDir = freshDir();
    const count = 300;
    const stalePid = deadPid();
    for (let index = 0; index < count; index++) {
      mkdirSync(join(baseDir, String(index)));
      writeFileSync(join(baseDir, String(index), lockFileName), `${stalePid}\n`);
    }
    const startAt = Date.now() + 5000;
    const contenders = Array.from({ length: 4 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'lock-contender.ts')], {
        env: { ...process.env, BASE_DIR: baseDir, COUNT: String(count), START_AT: String(startAt), HOLD_UNTIL: String(startAt + 8000) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return new Promise<{ pid: number; held: number[] }>((resolve) => child.once('exit', () => resolve({ pid: child.pid ?? 0, held: JSON.parse(output) as number[] })));
    });
    const outcomes = await Promise.all(contenders);
    for (let index = 0; index < count; index++) {
      const holders = outcomes.filter((outcome) => outcome.held.includes(index));
      expect(holders.map((holder) => holder.pid), `directory ${index}`).toHaveLength(1);
      expect(readFileSync(join(baseDir, String(index), lockFileName), 'utf8').trim()).toBe(String(holders[0]?.pid));
    }
  }, 60_000);
});
