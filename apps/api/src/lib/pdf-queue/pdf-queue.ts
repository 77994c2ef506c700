import PgBoss from 'pg-boss';
import { postgresConnectionOptions } from '../../db/connection-options.ts';
import type { PdfOwner, PdfRefusal, PdfText } from '../pdf-ocr/index.ts';

/** The pg-boss queue PDF files wait in when they are read by separate worker processes (`npm run worker`). */
export const pdfQueueName = 'leasedesk-pdf-reading';

/**
 * A job: the file itself (base64 in the job's JSON; at most 20 MB of PDF, ≈ 27 MB of text, deleted once answered)
 * and whose it is, so the worker shares its threads fairly between tenants and users (absent in a job queued by an
 * older API).
 */
export type PdfJobData = { pdf: string } & Partial<PdfOwner>;

/**
 * A worker process holds this many files per thread at once and reads their pages in turn (fair-scheduler.ts): a
 * small file it takes starts after about one page of whatever it is reading, rather than after whole files.
 */
export const filesHeldPerThread = 3;
/** What a worker answers: the pages' text, or why the file was refused (a refusal is an answer, not a failure). */
export type PdfJobOutput = { text: PdfText } | { refused: PdfRefusal };

/**
 * A started pg-boss on the database (its own schema, `pgboss`, created on first start) with the PDF queue.
 * Errors of its background work (maintenance, polling) are logged, never thrown into the process.
 */
export async function startPdfQueue(databaseUrl: string, onError: (error: Error) => void): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4, application_name: 'leasedesk-pdf-queue', ...postgresConnectionOptions() });
  boss.on('error', onError);
  await boss.start();
  await boss.createQueue(pdfQueueName);
  return boss;
}
