/**
 * The pool thread's entry (piscina): one task per call, either opening a file (checks its limits, counts its pages,
 * and reads its first page while it is open: a one-page invoice is a single task) or reading one of its other pages. The file's bytes arrive as a view of a SharedArrayBuffer, shared by every task of
 * the file rather than copied into each. Refusals go back as data, since an Error crossing threads loses its
 * class; anything else is thrown and reaches the caller as the error it is.
 */
import type { MessagePort } from 'node:worker_threads';
import { closeDocument, openDocument } from './open-documents.ts';
import type { PdfPageText } from './pdf-text.ts';
import { readPage } from './read-pdf-text.ts';
import { PdfReadRefused, type PdfRefusal } from './refusal.ts';

type TaskOf<Kind> = {
  kind: Kind;
  documentId: string;
  bytes: Uint8Array;
  /** Told when the thread picks the task up: the file's time budget is spent from then, not from joining the queue. */
  started: MessagePort;
};
export type PdfWorkerTask = TaskOf<'open'> | (TaskOf<'page'> & { pageNumber: number; lastPage: boolean });
export type PdfWorkerResult = { read: true; pageCount: number; page?: PdfPageText } | { read: true; page: PdfPageText } | { read: false; refusal: PdfRefusal };

export default async function readPdfInWorker(task: PdfWorkerTask): Promise<PdfWorkerResult> {
  task.started.postMessage('started');
  task.started.close();
  try {
    const document = await openDocument(task.documentId, task.bytes);
    if (document.numPages === 0) {
      closeDocument(task.documentId);
      return { read: true, pageCount: 0 };
    }
    const [pageNumber, lastPage] = task.kind === 'open' ? [1, document.numPages === 1] : [task.pageNumber, task.lastPage];
    try {
      const page = await readPage(document, pageNumber);
      return task.kind === 'open' ? { read: true, pageCount: document.numPages, page } : { read: true, page };
    } finally {
      if (lastPage) closeDocument(task.documentId);
    }
  } catch (error) {
    if (error instanceof PdfReadRefused) {
      closeDocument(task.documentId);
      return { read: false, refusal: error.reason };
    }
    throw error;
  }
}
