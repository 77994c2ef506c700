import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const apiRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Starts `src/pdf-queue-worker.ts` as `npm run worker` runs it, and waits until it serves the queue. */
export function startPdfQueueWorker(databaseUrl: string): Promise<ChildProcess> {
  const worker = spawn(process.execPath, ['--import', 'tsx', 'src/pdf-queue-worker.ts'], {
    cwd: apiRoot,
    env: { PATH: process.env['PATH'] ?? '', DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker did not start: ${output}`)), 60_000);
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('reading PDF invoices from the queue')) {
        clearTimeout(timer);
        resolve(worker);
      }
    };
    worker.stdout?.on('data', seen);
    worker.stderr?.on('data', seen);
    worker.once('exit', (code) => reject(new Error(`the worker ended (${code}): ${output}`)));
  });
}
