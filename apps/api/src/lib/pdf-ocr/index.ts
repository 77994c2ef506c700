// Reading a PDF's text (issue 15): the text layer first, OCR for scanned pages, always in a pool of threads.
export type { PdfPageText, PdfText } from './pdf-text.ts';
export { PdfReadRefused, pdfLimits, type PdfRefusal } from './refusal.ts';
export { createPdfReader, type PdfReader, type PdfReaderOptions } from './pdf-reader.ts';
export { readPdfText, type ReadPdfTextOptions } from './read-pdf-text.ts';
// A process that calls readPdfText itself (not through the pool) ends its tesseract worker with this before exiting.
export { closeOcrEngine } from './ocr-engine.ts';
