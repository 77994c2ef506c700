import type PgBoss from 'pg-boss';
import { AppError } from '../errors.ts';
import { pdfLimits, PdfReadRefused, type PdfOwner, type PdfReader, type PdfText } from '../pdf-ocr/index.ts';
import { filesHeldPerThread, pdfQueueName, type PdfJobData, type PdfJobOutput } from './pdf-queue.ts';
import { priorityForTenant } from './tenant-priority.ts';

export type QueuedReaderOptions = {
  /** How often the job's state is read. */
  pollMs?: number;
  /** A job no worker took within this is withdrawn: no worker is running, or all are busy for too long (503). */
  startWithinMs?: number;
  /**
   * A job a worker took but did not answer within this is withdrawn as too slow. The worker stops a file after 60 s
   * of its own reading, but shares its threads between the few files it holds, so a file's wall time may be longer.
   */
  readWithinMs?: number;
};

const unavailable = () => new AppError('unavailable', { key: 'invoices.pdf.readersUnavailable' }, { retryAfterSeconds: 30 });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads PDFs through the queue: the request sends the file as a job and waits for a worker process's answer
 * (`npm run worker`, on any machine with the database), so a month-end batch of scans is spread over machines
 * while the API's event loop only waits. The job is deleted once answered, so no file stays in the queue.
 */
export function queuedPdfReader(boss: PgBoss, options: QueuedReaderOptions = {}): PdfReader {
  const pollMs = options.pollMs ?? 250;
  const startWithinMs = options.startWithinMs ?? 120_000;
  const readWithinMs = options.readWithinMs ?? pdfLimits.timeoutMs * filesHeldPerThread + 15_000;

  async function withdraw(id: string): Promise<void> {
    await boss.cancel(pdfQueueName, id).catch(() => undefined);
    await boss.deleteJob(pdfQueueName, id).catch(() => undefined);
  }

  async function answerOf(id: string): Promise<PdfJobOutput> {
    const sentAt = Date.now();
    for (;;) {
      await sleep(pollMs);
      const job = await boss.getJobById<PdfJobData>(pdfQueueName, id);
      if (!job || job.state === 'cancelled') throw unavailable();
      if (job.state === 'completed') return job.output as PdfJobOutput;
      if (job.state === 'failed') throw new PdfReadRefused('broken');
      const waited = Date.now() - sentAt;
      if (job.state === 'active') {
        const startedAt = job.startedOn ? new Date(job.startedOn).getTime() : sentAt;
        if (Date.now() - startedAt > readWithinMs) {
          await withdraw(id);
          throw new PdfReadRefused('timeout');
        }
      } else if (waited > startWithinMs) {
        await withdraw(id);
        throw unavailable();
      }
    }
  }

  return {
    async read(bytes: Uint8Array, owner: PdfOwner): Promise<PdfText> {
      if (bytes.byteLength > pdfLimits.maxBytes) throw new PdfReadRefused('tooLarge');
      const data: PdfJobData = { pdf: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'), tenantId: owner.tenantId, userId: owner.userId };
      const priority = await priorityForTenant(boss, owner.tenantId);
      const id = await boss.send(pdfQueueName, data, { retryLimit: 0, expireInSeconds: Math.ceil(readWithinMs / 1000), priority });
      if (!id) throw unavailable();
      try {
        const answer = await answerOf(id);
        if ('refused' in answer) throw new PdfReadRefused(answer.refused);
        return answer.text;
      } finally {
        await boss.deleteJob(pdfQueueName, id).catch(() => undefined);
      }
    },
    // The queue belongs to whoever started it (the server stops it with the app).
    async close() {},
  };
}
