// What the PDF reader is measured beside, in the same run: the libraries alone, in this process, on the same input.
//  - pdfjs alone: open the file and take each page's text content (no line building, no pool hop);
//  - tesseract.js alone: one worker made the same way as the pool's (Polish and English from node_modules, the
//    same page segmentation), reading the very page image the reader OCRs (rendered once beforehand, untimed).
import Tesseract from 'tesseract.js';
import { getDocument, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { toPgm, type GreyImage } from '../../apps/api/src/lib/pdf-ocr/grey-image.ts';
import { renderPageGrey } from '../../apps/api/src/lib/pdf-ocr/render-page.ts';
import { ocrLanguages, trainedDataDirectory } from '../../apps/api/src/lib/pdf-ocr/tessdata.ts';

/** pdfjs's text content of every page; returns the number of text items, so the work cannot be skipped. */
export async function pdfjsTextContentAlone(bytes: Uint8Array): Promise<number> {
  const document = await getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false }).promise;
  try {
    let items = 0;
    for (let pageNumber = 1; pageNumber <= document.numPages; pageNumber += 1) {
      const page: PDFPageProxy = await document.getPage(pageNumber);
      items += (await page.getTextContent()).items.length;
      page.cleanup();
    }
    return items;
  } finally {
    await document.loadingTask.destroy();
  }
}

/** The first page as the reader renders it for OCR (300 dpi, grey). */
export async function pageImageOf(bytes: Uint8Array): Promise<{ image: GreyImage; dpi: number }> {
  const document = await getDocument({ data: bytes.slice(), disableFontFace: true, useSystemFonts: false }).promise;
  try {
    return await renderPageGrey(await document.getPage(1));
  } finally {
    await document.loadingTask.destroy();
  }
}

export type DirectOcr = { read(image: GreyImage, dpi: number): Promise<string>; close(): Promise<void> };

/** One tesseract.js worker, used directly: the page image in, the text out. */
export async function directTesseract(): Promise<DirectOcr> {
  const worker = await Tesseract.createWorker([...ocrLanguages], Tesseract.OEM.LSTM_ONLY, { langPath: trainedDataDirectory(), gzip: true, cacheMethod: 'none' });
  await worker.setParameters({ tessedit_pageseg_mode: Tesseract.PSM.SINGLE_COLUMN, preserve_interword_spaces: '1' });
  return {
    async read(image, dpi) {
      await worker.setParameters({ user_defined_dpi: String(Math.round(dpi)) });
      const pgm = toPgm(image);
      return (await worker.recognize(Buffer.from(pgm.buffer, pgm.byteOffset, pgm.byteLength))).data.text;
    },
    close: async () => {
      await worker.terminate();
    },
  };
}
