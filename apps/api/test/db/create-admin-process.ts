import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** `npm run create-admin` runs this entry (bundled); here from source through tsx, as the server tests run src/server.ts. */
export function runCreateAdmin(args: string[], env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/create-admin.ts', ...args], {
    cwd: join(import.meta.dirname, '..', '..'),
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

export const printedPassword = (output: string) => /Password \(shown only now; it must be changed at first sign-in\): (\S+)/.exec(output)?.[1] ?? '';
