import type { FairScheduler, PdfOwner } from './fair-scheduler.ts';
import type { PdfPageText, PdfText } from './pdf-text.ts';
import type { PdfWorkerResult } from './pdf-worker.ts';
import { PdfReadRefused } from './refusal.ts';
import type { ThreadOutcome, ThreadTask } from './thread-task.ts';

/** A unit of work the scheduler hands to a free thread; it settles when the thread is free again. */
export type ScheduledTask = () => Promise<void>;

export type PagedRead = {
  documentId: string;
  owner: PdfOwner;
  /** The file, on a SharedArrayBuffer: every task of the file sees the same bytes, none copies them. */
  bytes: Uint8Array;
  timeoutMs: number;
  scheduler: FairScheduler<ScheduledTask>;
  /** Tells the pool that tasks are ready (it hands them to threads that are free). */
  wake: () => void;
  run: (task: ThreadTask, remainingMs: number, stop: AbortSignal) => Promise<ThreadOutcome>;
};

/**
 * Reads one file as tasks the fair scheduler chooses between: first one that opens it (limits, page count) and
 * reads its first page, then one per other page, on whichever threads are free. The file's time limit is the sum of its tasks' time on threads;
 * a task past what is left ends its thread and the file is refused as `timeout`. Any refusal drops the file's
 * remaining pages from the queue.
 */
export function readByPages(read: PagedRead): Promise<PdfText> {
  return new Promise<PdfText>((resolve, reject) => {
    const stop = new AbortController();
    const pages: PdfPageText[] = [];
    let pageCount = 0;
    let spentMs = 0;
    let ended = false;

    const end = (outcome: () => void) => {
      if (ended) return;
      ended = true;
      read.scheduler.remove(read.documentId);
      outcome();
    };
    const fail = (error: unknown) =>
      end(() => {
        // A file out of time leaves no page of it running; a page of a file refused otherwise may finish unheard.
        if (error instanceof PdfReadRefused && error.reason === 'timeout') stop.abort();
        reject(error);
      });

    const schedule = (task: ThreadTask, onResult: (result: Exclude<PdfWorkerResult, { read: false }>) => void): ScheduledTask => {
      return async () => {
        if (ended) return;
        try {
          const outcome = await read.run(task, read.timeoutMs - spentMs, stop.signal);
          if (outcome === 'stopped' || ended) return;
          spentMs += outcome.spentMs;
          if (!outcome.result.read) throw new PdfReadRefused(outcome.result.refusal);
          if (spentMs > read.timeoutMs) throw new PdfReadRefused('timeout');
          onResult(outcome.result);
        } catch (error) {
          fail(error);
        }
      };
    };

    const pageRead = (result: Exclude<PdfWorkerResult, { read: false }>) => {
      if (result.page) pages.push(result.page);
      if (pages.length === pageCount) end(() => resolve({ pageCount, pages: pages.sort((a, b) => a.pageNumber - b.pageNumber) }));
    };
    const opened = (result: Exclude<PdfWorkerResult, { read: false }>) => {
      pageCount = 'pageCount' in result ? result.pageCount : 0;
      const otherPages = Array.from({ length: Math.max(0, pageCount - 1) }, (_, index) =>
        schedule({ kind: 'page', documentId: read.documentId, bytes: read.bytes, pageNumber: index + 2, lastPage: index + 2 === pageCount }, pageRead),
      );
      read.scheduler.push(read.documentId, otherPages);
      pageRead(result);
      read.wake();
    };

    read.scheduler.add(read.owner, read.documentId);
    read.scheduler.push(read.documentId, [schedule({ kind: 'open', documentId: read.documentId, bytes: read.bytes }, opened)]);
    read.wake();
  });
}
