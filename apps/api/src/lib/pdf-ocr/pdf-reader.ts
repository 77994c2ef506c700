import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { startsLikePdf } from './pdf-header.ts';
import type { PdfText } from './pdf-text.ts';
import type { PdfWorkerResult, PdfWorkerTask } from './pdf-worker.ts';
import { PdfReadRefused, pdfLimits } from './refusal.ts';
import { pdfWorkerEntry } from './worker-entry.ts';

export type PdfReader = { read(bytes: Uint8Array): Promise<PdfText>; close(): Promise<void> };
export type PdfReaderOptions = { threads?: number; timeoutMs?: number };

/** A thread's heap; a file that needs more (a decompression bomb) ends that thread, not the server. */
const threadHeapMb = 1024;

/**
 * A pool of threads that read PDFs (piscina), so parsing, rendering and OCR never run on the thread serving
 * requests. Each thread reads one file at a time with its own warm tesseract.js worker (ocr-engine.ts): a file's
 * pages are rendered and OCR'd in the thread that parsed it, and a file past its time limit is stopped by ending
 * that one thread (piscina replaces it), which takes its tesseract worker with it. A tesseract scheduler fed by
 * the pool would split one file's work across threads, but could only stop a runaway file by ending an OCR worker
 * that other files share. One thread per core but one, which is left to the server; files queue when all are busy.
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

  async function read(bytes: Uint8Array): Promise<PdfText> {
    // Both need no parsing: a file refused here never costs a copy to the pool.
    if (bytes.byteLength > pdfLimits.maxBytes) throw new PdfReadRefused('tooLarge');
    if (!startsLikePdf(bytes)) throw new PdfReadRefused('notPdf');
    // The thread gets a copy of just these bytes, moved rather than cloned again (a view may sit in a far bigger buffer).
    const copy = new Uint8Array(bytes);
    const { port1: startedHere, port2: startedThere } = new MessageChannel();
    const timeout = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    startedHere.once('message', () => {
      timer = setTimeout(() => timeout.abort(), timeoutMs);
    });
    try {
      const result = await pool.run({ bytes: copy, timeoutMs, started: startedThere }, { signal: timeout.signal, transferList: [startedThere, copy.buffer] });
      if (!result.read) throw new PdfReadRefused(result.refusal);
      return result.text;
    } catch (error) {
      if (timeout.signal.aborted) throw new PdfReadRefused('timeout');
      if (isThreadOutOfMemory(error)) throw new PdfReadRefused('broken');
      throw error;
    } finally {
      clearTimeout(timer);
      startedHere.close();
    }
  }

  return { read, close: () => pool.destroy() };
}

function isThreadOutOfMemory(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
}
