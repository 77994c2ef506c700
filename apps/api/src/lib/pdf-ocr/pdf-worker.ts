/**
 * The pool thread's entry (piscina): one file per call. Refusals go back as data, since an Error crossing
 * threads loses its class; anything else is thrown and reaches the caller as the error it is.
 */
import type { MessagePort } from 'node:worker_threads';
import type { PdfText } from './pdf-text.ts';
import { readPdfText } from './read-pdf-text.ts';
import { PdfReadRefused, type PdfRefusal } from './refusal.ts';

export type PdfWorkerTask = {
  bytes: Uint8Array;
  timeoutMs: number;
  /** Told when the thread picks the file up: the time limit counts from then, not from joining the queue. */
  started: MessagePort;
};
export type PdfWorkerResult = { read: true; text: PdfText } | { read: false; refusal: PdfRefusal };

export default async function readPdfInWorker(task: PdfWorkerTask): Promise<PdfWorkerResult> {
  task.started.postMessage('started');
  task.started.close();
  try {
    return { read: true, text: await readPdfText(task.bytes, { timeoutMs: task.timeoutMs }) };
  } catch (error) {
    if (error instanceof PdfReadRefused) return { read: false, refusal: error.reason };
    throw error;
  }
}
