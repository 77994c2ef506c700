import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { FairScheduler, type PdfOwner } from './fair-scheduler.ts';
import { startsLikePdf } from './pdf-header.ts';
import type { PdfText } from './pdf-text.ts';
import type { PdfWorkerResult, PdfWorkerTask } from './pdf-worker.ts';
import { readByPages, type ScheduledTask } from './read-by-pages.ts';
import { PdfReadRefused, pdfLimits } from './refusal.ts';
import { runThreadTask } from './thread-task.ts';
import { pdfWorkerEntry } from './worker-entry.ts';

export type PdfReader = { read(bytes: Uint8Array, owner: PdfOwner): Promise<PdfText>; close(): Promise<void> };
export type PdfReaderOptions = { threads?: number; timeoutMs?: number };

/** A thread's heap; a file that needs more (a decompression bomb) ends that thread, not the server. */
const threadHeapMb = 1024;

/**
 * A pool of threads that read PDFs (piscina), so parsing, rendering and OCR never run on the thread serving
 * requests. A file is read page by page (read-by-pages.ts), and which page a free thread reads next is decided by
 * a fair scheduler (fair-scheduler.ts): round robin across tenants, then across a tenant's users, so one tenant's
 * twenty-page scan holds up another's one-page invoice by at most the page being read. Tasks go to piscina only
 * when a thread is free, so its own first-come queue never holds a backlog. Each thread OCRs with its own warm
 * tesseract.js worker (ocr-engine.ts); a page past its file's time limit is stopped by ending that one thread
 * (piscina replaces it), which takes its tesseract worker with it. One thread per core but one, which is left to
 * the server.
 */
export function createPdfReader(options: PdfReaderOptions = {}): PdfReader {
  const threads = Math.max(1, options.threads ?? availableParallelism() - 1);
  const timeoutMs = options.timeoutMs ?? pdfLimits.timeoutMs;
  const entry = pdfWorkerEntry();
  const pool = new Piscina<PdfWorkerTask, PdfWorkerResult>({
    filename: entry.filename,
    ...(entry.execArgv ? { execArgv: entry.execArgv } : {}),
    minThreads: threads,
    maxThreads: threads,
    // A thread (and its tesseract worker) stays warm however long the pool is idle.
    idleTimeout: Number.POSITIVE_INFINITY,
    concurrentTasksPerWorker: 1,
    resourceLimits: { maxOldGenerationSizeMb: threadHeapMb },
  });
  const scheduler = new FairScheduler<ScheduledTask>();
  let busyThreads = 0;
  let documentsRead = 0;

  function handOutTasks(): void {
    while (busyThreads < threads) {
      const task = scheduler.next();
      if (!task) return;
      busyThreads += 1;
      // When the pool is closed, a task fails at once and the next is handed out: no read is left waiting.
      void task().finally(() => {
        busyThreads -= 1;
        handOutTasks();
      });
    }
  }

  async function read(bytes: Uint8Array, owner: PdfOwner): Promise<PdfText> {
    // Both need no parsing: a file refused here never costs a copy to the pool.
    if (bytes.byteLength > pdfLimits.maxBytes) throw new PdfReadRefused('tooLarge');
    if (!startsLikePdf(bytes)) throw new PdfReadRefused('notPdf');
    // One copy of just these bytes (a view may sit in a far bigger buffer), shared with every thread that reads a page.
    const shared = new Uint8Array(new SharedArrayBuffer(bytes.byteLength));
    shared.set(bytes);
    documentsRead += 1;
    return readByPages({
      documentId: String(documentsRead),
      owner,
      bytes: shared,
      timeoutMs,
      scheduler,
      wake: handOutTasks,
      run: (task, remainingMs, stop) => runThreadTask(pool, task, remainingMs, stop),
    });
  }

  return { read, close: () => pool.destroy() };
}
