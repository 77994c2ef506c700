// Text-layer invoices per second of our reader as a whole (readPdfText, then readPdfInvoice parsing its lines into
// invoice lines), on this thread with no pool hop, beside pdfjs alone taking the text content of the same pages in
// the same run. Two files: a plain one-page invoice, and KSeF's visualisation of it (the page mentions KSeF and
// prints the verification QR code, so the reader also renders it at 150 dpi and decodes the code).
import { performance } from 'node:perf_hooks';
import { readPdfText } from '../../apps/api/src/lib/pdf-ocr/read-pdf-text.ts';
import { readPdfInvoice } from '../../apps/api/src/modules/invoices/sources/pdf/read-pdf-invoice.ts';
import { pdfjsTextContentAlone } from './baselines.ts';

export type TextThroughput = { oursPerSecond: number; pdfjsPerSecond: number; lines: number; qrTexts: number };

async function perSecond(files: number, read: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  for (let index = 0; index < files; index += 1) await read();
  return files / ((performance.now() - start) / 1000);
}

/** Ours and pdfjs alone, each warmed up first, then `files` reads of the same PDF one after another. */
export async function measureTextThroughput(pdf: Uint8Array, files: number): Promise<TextThroughput> {
  const ours = async () => {
    const text = await readPdfText(pdf);
    return { lines: readPdfInvoice(text).length, qrTexts: text.pages.flatMap((page) => page.qrTexts ?? []).length };
  };
  const warmUps = 5;
  let read = { lines: 0, qrTexts: 0 };
  for (let index = 0; index < warmUps; index += 1) read = await ours();
  for (let index = 0; index < warmUps; index += 1) await pdfjsTextContentAlone(pdf);
  const oursPerSecond = await perSecond(files, ours);
  const pdfjsPerSecond = await perSecond(files, () => pdfjsTextContentAlone(pdf));
  return { oursPerSecond, pdfjsPerSecond, ...read };
}
