import { availableParallelism } from 'node:os';
import { ConfigError, loadConfig } from './config.ts';
import { createPdfReader } from './lib/pdf-ocr/index.ts';
import { filesHeldPerThread, startPdfQueue } from './lib/pdf-queue/pdf-queue.ts';
import { servePdfQueue } from './lib/pdf-queue/serve-pdf-queue.ts';

/**
 * `npm run worker`: a process that reads PDF invoices for API processes started with PDF_READING=queue, on this
 * machine or another one with the same DATABASE_URL. It holds a few files per thread of its pool at once and reads
 * their pages in turn, fairly across tenants and users.
 */
async function main(): Promise<void> {
  let databaseUrl: string | undefined;
  try {
    databaseUrl = loadConfig(process.env).databaseUrl;
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  if (!databaseUrl) {
    console.error('The PDF worker needs DATABASE_URL: the queue it serves lives in PostgreSQL (see README, "Reading PDFs on other machines").');
    process.exit(1);
  }
  const threads = Math.max(1, availableParallelism() - 1);
  const reader = createPdfReader({ threads });
  const boss = await startPdfQueue(databaseUrl, (error) => console.error(`PDF queue: ${error.message}`));
  const files = threads * filesHeldPerThread;
  await servePdfQueue(boss, reader, files);
  console.log(`LeaseDesk PDF worker: reading PDF invoices from the queue, ${files} files at a time on ${threads} thread(s).`);
  const stop = async (signal: string) => {
    console.log(`${signal}: the PDF worker finishes the files it holds, then stops.`);
    await boss.stop({ graceful: true, wait: true });
    await reader.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
