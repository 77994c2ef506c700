import type PgBoss from 'pg-boss';
import { PdfReadRefused, type PdfReader } from '../pdf-ocr/index.ts';
import { pdfQueueName, type PdfJobData, type PdfJobOutput } from './pdf-queue.ts';

/** A job queued without its owner (by an older API) is read as one more tenant's. */
const unknownOwner = { tenantId: 'unknown', userId: 'unknown' } as const;

/**
 * Takes PDF jobs from the queue, `concurrency` at a time (a few per thread of the reader's pool: the pool reads
 * their pages in turn, fairly across tenants, while a bounded hand leaves the rest of the jobs to other machines),
 * and answers each with its text or its refusal. A job whose reading fails otherwise is failed; the API answers it
 * as a damaged file.
 */
export async function servePdfQueue(boss: PgBoss, reader: PdfReader, concurrency: number): Promise<void> {
  const handle = async ([job]: PgBoss.Job<PdfJobData>[]): Promise<PdfJobOutput> => {
    if (!job) throw new Error('an empty batch');
    try {
      const owner = { tenantId: job.data.tenantId ?? unknownOwner.tenantId, userId: job.data.userId ?? unknownOwner.userId };
      return { text: await reader.read(Buffer.from(job.data.pdf, 'base64'), owner) };
    } catch (error) {
      if (error instanceof PdfReadRefused) return { refused: error.reason };
      throw error;
    }
  };
  for (let worker = 0; worker < concurrency; worker += 1) {
    await boss.work<PdfJobData>(pdfQueueName, { batchSize: 1, pollingIntervalSeconds: 0.5 }, handle);
  }
}
