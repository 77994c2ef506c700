// Reading a PDF's text: the text layer first, OCR for scanned pages, always in a pool of threads.
export type { PdfPageText, PdfText } from './pdf-text.ts';
export { PdfReadRefused, pdfLimits, type PdfRefusal } from './refusal.ts';
export { createPdfReader, type PdfReader, type PdfReaderOptions } from './pdf-reader.ts';
export type { PdfOwner } from './fair-scheduler.ts';
// Not exported here: readPdfText (read-pdf-text.ts) and closeOcrEngine (ocr-engine.ts), which load pdfjs. The
// API's own thread must never load pdfjs: its legacy build installs core-js polyfills that replace JSON.stringify
// with one about 20 times slower, for every answer and every write of the process. Only the pool's threads (and
// tests and benches that read on purpose) import those modules, by their own paths.
