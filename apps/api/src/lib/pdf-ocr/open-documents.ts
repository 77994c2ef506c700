import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openCheckedPdf } from './read-pdf-text.ts';

/**
 * The documents a pool thread opened last, by document id: a file's pages are read as separate tasks, and the
 * next page of a document this thread already parsed should not parse it again. Small, since a thread reads one
 * page at a time and the scheduler interleaves only a few documents; the oldest is closed to make room.
 */
const kept = 3;
const documents = new Map<string, Promise<PDFDocumentProxy>>();

export function openDocument(documentId: string, bytes: Uint8Array): Promise<PDFDocumentProxy> {
  const open = documents.get(documentId);
  if (open) {
    // Most recently used goes last.
    documents.delete(documentId);
    documents.set(documentId, open);
    return open;
  }
  const opening = openCheckedPdf(bytes);
  documents.set(documentId, opening);
  // A file that fails to open is not kept: its refusal goes back with this task.
  opening.catch(() => documents.delete(documentId));
  for (const [oldest] of documents) {
    if (documents.size <= kept) break;
    closeDocument(oldest);
  }
  return opening;
}

/** Closes a document this thread holds (its last page is read, or it made room for another). */
export function closeDocument(documentId: string): void {
  const open = documents.get(documentId);
  documents.delete(documentId);
  void open?.then((document) => document.loadingTask.destroy()).catch(() => undefined);
}
