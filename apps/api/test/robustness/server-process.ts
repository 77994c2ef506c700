import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { teeServerOutput } from '../support/test-log.ts';

export type ServerProcess = {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves when the process has exited (null if it is still running). */
  exitCode: () => number | null;
  stop: () => Promise<void>;
};

/**
 * Environment every test server starts from: any port, quiet logs, no outside mail or database unless given, and the
 * demo as its database decides (DEMO_DATA unset: PGlite yes, DATABASE_URL no), whatever the shell running the tests has.
 */
const baseEnvironment = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', JWT_SECRET: '', DATABASE_URL: '', SMTP_URL: '', DEMO_DATA: '', ADMIN_EMAIL: '' };

/**
 * The Node options `npm start` runs the server with (the root package.json's start script, read here so the two cannot
 * differ): the memory the robustness tests measure is the server's as a user starts it.
 */
export const startNodeOptions: string[] = (
  (JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', '..', 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
    .split(/\s+/)
    .filter((word) => word.startsWith('--'))
);

/** Spawns the real entry point (src/server.ts through tsx), as `npm start` runs it, without waiting for it. */
export function spawnServer(env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [...startNodeOptions, '--import', 'tsx', 'src/server.ts'], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, ...baseEnvironment, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The run's log scan reads what real servers print too (test-log.ts).
  const tee = teeServerOutput(child.pid);
  const keep = (chunk: Buffer) => {
    output += chunk.toString();
    tee(chunk);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Spawns the server and waits for the line that says where it listens. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const { child, output, exited } = spawnServer(env);
  let exitCode: number | null = null;
  let hasExited = false;
  void exited.then((code) => {
    exitCode = code;
    hasExited = true;
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output()}`)), 90_000);
    const check = setInterval(() => {
      const match = /running at (http:\/\/127\.0\.0\.1:\d+)/.exec(output());
      if (match?.[1]) {
        clearInterval(check);
        clearTimeout(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(check);
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output()}`));
    });
  });
  return {
    child,
    url,
    output,
    exitCode: () => (hasExited ? (exitCode ?? -1) : null),
    stop: async () => {
      if (hasExited) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
