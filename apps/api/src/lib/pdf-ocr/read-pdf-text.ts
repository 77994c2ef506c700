import { OPS, Util, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import { warmOcrEngine } from './ocr-engine.ts';
import { ocrPage } from './ocr-page.ts';
import { openPdf, pdfStep } from './open-pdf.ts';
import { qrTextsOfRenderedPage, qrTextsOfTextPage } from './page-qr-texts.ts';
import { startsLikePdf } from './pdf-header.ts';
import type { PdfPageText, PdfText } from './pdf-text.ts';
import { PdfReadRefused, pdfLimits } from './refusal.ts';
import { renderPageGrey } from './render-page.ts';
import { linesFromTextRuns } from './text-layer-lines.ts';
import { isUsableTextLayer, nonSpaceCharacters, shortTextLayerCharacters } from './usable-text.ts';

export type ReadPdfTextOptions = {
  /**
   * Checked between pages: past it, the read stops with `timeout`. Cooperative only — a page being OCR'd runs
   * to its end — so the pool (pdf-reader.ts) enforces the limit by ending the thread.
   */
  timeoutMs?: number;
};

/**
 * The work itself, as run inside a pool thread (or a worker process of its own): the text of every page, from
 * its text layer when it has a usable one, else by OCR of the page rendered at 300 dpi. Any problem with the file
 * is a PdfReadRefused; anything else thrown is a fault of this machine (e.g. tesseract failing to start).
 */
export async function readPdfText(bytes: Uint8Array, options: ReadPdfTextOptions = {}): Promise<PdfText> {
  if (bytes.byteLength > pdfLimits.maxBytes) throw new PdfReadRefused('tooLarge');
  if (!startsLikePdf(bytes)) throw new PdfReadRefused('notPdf');
  const deadline = performance.now() + (options.timeoutMs ?? pdfLimits.timeoutMs);
  const checkDeadline = () => {
    if (performance.now() > deadline) throw new PdfReadRefused('timeout');
  };
  const document = await openCheckedPdf(bytes);
  try {
    const pages: PdfPageText[] = [];
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
      checkDeadline();
      pages.push(await readPage(document, pageNumber));
    }
    checkDeadline();
    return { pageCount: document.numPages, pages };
  } finally {
    await document.loadingTask.destroy();
  }
}

/** Opens a file within the limits (size, header, page count): what the pool's first task for a file does. */
export async function openCheckedPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  if (bytes.byteLength > pdfLimits.maxBytes) throw new PdfReadRefused('tooLarge');
  if (!startsLikePdf(bytes)) throw new PdfReadRefused('notPdf');
  const document = await openPdf(bytes);
  if (document.numPages > pdfLimits.maxPages) {
    await document.loadingTask.destroy();
    throw new PdfReadRefused('tooManyPages');
  }
  return document;
}

/** One page's text: its text layer when usable, else OCR of the page rendered at 300 dpi; and its QR codes' texts. */
export async function readPage(document: PDFDocumentProxy, pageNumber: number): Promise<PdfPageText> {
  const page = await pdfStep(() => document.getPage(pageNumber));
  try {
    const lines = await pdfStep(() => textLayerLines(page));
    if (isUsableTextLayer(lines) && !(nonSpaceCharacters(lines) < shortTextLayerCharacters && (await pdfStep(() => showsImage(page))))) {
      return { pageNumber, source: 'text', lines, ...(await qrTextsOfTextPage(page, lines)) };
    }
    // The model loads in tesseract's own thread while this one renders.
    void warmOcrEngine().catch(() => undefined);
    const rendered = await pdfStep(() => renderPageGrey(page));
    return { pageNumber, source: 'ocr', lines: await ocrPage(rendered.image, rendered.dpi), ...(await qrTextsOfRenderedPage(rendered.image)) };
  } finally {
    page.cleanup();
  }
}

async function textLayerLines(page: PDFPageProxy): Promise<string[]> {
  // The viewport's transform puts a /Rotate'd page upright, so its text reads left to right.
  const viewport = page.getViewport({ scale: 1 });
  const content = await page.getTextContent();
  const runs = content.items
    .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
    .map((item) => ({ text: item.str, transform: Util.transform(viewport.transform, item.transform) as number[], width: item.width }));
  return linesFromTextRuns(runs);
}

const imageOperators = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject, OPS.paintImageXObjectRepeat, OPS.paintImageMaskXObject, OPS.paintImageMaskXObjectGroup, OPS.paintImageMaskXObjectRepeat, OPS.paintInlineImageXObjectGroup]);

/** Whether the page paints an image (the operator list is cached by pdfjs and reused when the page is rendered). */
async function showsImage(page: PDFPageProxy): Promise<boolean> {
  const operators = await page.getOperatorList();
  return operators.fnArray.some((operator) => imageOperators.has(operator));
}
