import { MessageChannel } from 'node:worker_threads';
import type { Piscina } from 'piscina';
import type { PdfWorkerResult, PdfWorkerTask } from './pdf-worker.ts';
import { PdfReadRefused } from './refusal.ts';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type ThreadTask = DistributiveOmit<PdfWorkerTask, 'started'>;
/** A task's answer and how long the thread spent on it; `stopped` when the file's read was given up meanwhile. */
export type ThreadOutcome = { result: PdfWorkerResult; spentMs: number } | 'stopped';

/**
 * Runs one task on a pool thread with what is left of its file's time: the limit counts from when the thread picks
 * the task up, and a task past it is aborted, which ends the thread (piscina starts another) and with it a page
 * stuck in rendering or OCR. `stop` gives up a task for a file whose read already ended (its thread is ended too).
 */
export async function runThreadTask(pool: Piscina<PdfWorkerTask, PdfWorkerResult>, task: ThreadTask, remainingMs: number, stop: AbortSignal): Promise<ThreadOutcome> {
  if (remainingMs <= 0) throw new PdfReadRefused('timeout');
  const { port1: startedHere, port2: startedThere } = new MessageChannel();
  const limit = new AbortController();
  let startedAt = performance.now();
  let timer: NodeJS.Timeout | undefined;
  startedHere.once('message', () => {
    startedAt = performance.now();
    timer = setTimeout(() => limit.abort(), remainingMs);
  });
  try {
    const result = await pool.run({ ...task, started: startedThere } as PdfWorkerTask, { signal: AbortSignal.any([limit.signal, stop]), transferList: [startedThere] });
    return { result, spentMs: performance.now() - startedAt };
  } catch (error) {
    if (limit.signal.aborted) throw new PdfReadRefused('timeout');
    if (stop.aborted) return 'stopped';
    if (isThreadOutOfMemory(error)) throw new PdfReadRefused('broken');
    throw error;
  } finally {
    clearTimeout(timer);
    startedHere.close();
  }
}

function isThreadOutOfMemory(error: unknown): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';
}
