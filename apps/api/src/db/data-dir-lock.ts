import { mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One process per PGlite data directory. PGlite has no lock of its own: two processes on one directory
 * both start, and what one writes the other overwrites. The lock is a file holding the owner's pid,
 * created exclusively ('wx'); a lock whose pid no longer runs (a killed process) is taken over.
 */
export const lockFileName = 'leasedesk.lock';

/** A stale-lock takeover older than this was abandoned by a killed process; it takes milliseconds. */
const abandonedTakeoverMs = 10_000;
/** A lock file without a pid yet is being written by its creator for at most this long. */
const unwrittenLockGraceMs = 2_000;
const maxAttempts = 200;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
    readonly lockFile: string,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by another LeaseDesk process (pid ${holderPid}, lock file ${lockFile}). ` +
        'Stop that process or give this one another DATA_DIR. If no LeaseDesk process runs, delete the lock file.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = {
  lockFile: string;
  /** Removes the lock file if it is still ours; safe to call more than once (close, then the exit handler). */
  release: () => void;
};

/** Lock files this process holds; one naming our own pid that is not among them is a previous life's (a container's pid 1). */
const heldByThisProcess = new Set<string>();

/** Takes the lock on dataDir or throws DataDirLockedError naming the live holder. Synchronous: it runs once at start. */
export function lockDataDir(dataDir: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = join(dataDir, lockFileName);
  if (heldByThisProcess.has(lockFile)) throw new DataDirLockedError(dataDir, process.pid, lockFile);
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    if (createExclusively(lockFile)) {
      heldByThisProcess.add(lockFile);
      return { lockFile, release: () => release(lockFile) };
    }
    const holder = readHolder(lockFile);
    if (holder.kind === 'gone') continue;
    if (holder.kind === 'unwritten' && holder.ageMs < unwrittenLockGraceMs) {
      sleep(20);
      continue;
    }
    if (holder.kind === 'pid' && isRunning(holder.pid)) throw new DataDirLockedError(dataDir, holder.pid, lockFile);
    takeOverStale(lockFile, holder);
  }
  throw new Error(`Could not lock DATA_DIR ${dataDir}: ${lockFile} kept changing`);
}

function createExclusively(lockFile: string): boolean {
  try {
    writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

type Holder = { kind: 'pid'; pid: number; text: string } | { kind: 'unwritten'; ageMs: number; text: string } | { kind: 'gone' };

function readHolder(file: string): Holder {
  try {
    const text = readFileSync(file, 'utf8');
    const pid = Number(text.trim());
    if (/^\d+$/.test(text.trim()) && pid > 0) return { kind: 'pid', pid, text };
    return { kind: 'unwritten', ageMs: Date.now() - statSync(file).mtimeMs, text };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { kind: 'gone' };
    throw error;
  }
}

/** Whether a process with this pid runs. EPERM: it runs under another user. Our own pid counts only if we took the lock. */
function isRunning(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Removes a stale lock, safely against other processes doing the same. Takeovers are serialised by a
 * second exclusive file; inside it the lock is read again and removed only if it is still the stale one
 * (a process that created a fresh lock meanwhile keeps it). Nobody else removes another's lock, so the
 * next exclusive create decides who owns the directory.
 */
function takeOverStale(lockFile: string, stale: Exclude<Holder, { kind: 'gone' }>): void {
  const takeover = `${lockFile}.takeover`;
  try {
    writeFileSync(takeover, `${process.pid}\n`, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (ageMs(takeover) > abandonedTakeoverMs) removeIfPresent(takeover);
    sleep(20);
    return;
  }
  try {
    const now = readHolder(lockFile);
    if (now.kind !== 'gone' && now.text === stale.text) removeIfPresent(lockFile);
  } finally {
    removeIfPresent(takeover);
  }
}

function release(lockFile: string): void {
  if (!heldByThisProcess.delete(lockFile)) return;
  const holder = readHolder(lockFile);
  if (holder.kind === 'pid' && holder.pid === process.pid) removeIfPresent(lockFile);
}

function ageMs(file: string): number {
  try {
    return Date.now() - statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function removeIfPresent(file: string): void {
  try {
    unlinkSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
