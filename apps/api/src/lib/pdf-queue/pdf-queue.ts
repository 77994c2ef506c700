import PgBoss from 'pg-boss';
import type { PdfRefusal, PdfText } from '../pdf-ocr/index.ts';

/** The pg-boss queue PDF files wait in when they are read by separate worker processes (`npm run worker`). */
export const pdfQueueName = 'leasedesk-pdf-reading';

/** A job: the file itself (base64 in the job's JSON; at most 20 MB of PDF, ≈ 27 MB of text, deleted once answered). */
export type PdfJobData = { pdf: string };
/** What a worker answers: the pages' text, or why the file was refused (a refusal is an answer, not a failure). */
export type PdfJobOutput = { text: PdfText } | { refused: PdfRefusal };

/**
 * A started pg-boss on the database (its own schema, `pgboss`, created on first start) with the PDF queue.
 * Errors of its background work (maintenance, polling) are logged, never thrown into the process.
 */
export async function startPdfQueue(databaseUrl: string, onError: (error: Error) => void): Promise<PgBoss> {
  const boss = new PgBoss({ connectionString: databaseUrl, max: 4, application_name: 'leasedesk-pdf-queue' });
  boss.on('error', onError);
  await boss.start();
  await boss.createQueue(pdfQueueName);
  return boss;
}
