import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { isBlankPage } from './blank-page.ts';
import type { GreyImage } from './grey-image.ts';
import type { PdfPageText } from './pdf-text.ts';
import { readQrCodes } from './read-qr-codes.ts';
import { renderPageGrey } from './render-page.ts';

/** What a page's text carries of its QR codes: `qrTexts` only when a code was read, so a page without one is as before. */
export type PageQrTexts = Pick<PdfPageText, 'qrTexts'>;

const asField = (qrTexts: string[]): PageQrTexts => (qrTexts.length > 0 ? { qrTexts } : {});

/** The codes on a page already rendered for OCR (its image is reused); a blank page has none to look for. */
export async function qrTextsOfRenderedPage(image: GreyImage): Promise<PageQrTexts> {
  return isBlankPage(image) ? {} : asField(await readQrCodes(image));
}

/**
 * A KSeF visualisation draws its verification code as an image or as vector squares, which no text layer holds:
 * a text page that mentions KSeF is rendered for it, at this modest resolution (about 50 ms for an A4 page, and
 * 2 px to a module of a 16 mm code); any other text page is never rendered, so the text path stays fast.
 */
const qrDpi = 150;
const mentionsKsef = /ksef/i;

/** The codes on a page read from its text layer, looked for only when its text mentions KSeF. */
export async function qrTextsOfTextPage(page: PDFPageProxy, lines: readonly string[]): Promise<PageQrTexts> {
  if (!lines.some((line) => mentionsKsef.test(line))) return {};
  let rendered;
  try {
    rendered = await renderPageGrey(page, qrDpi);
  } catch {
    // The text is read already: a page pdfjs cannot draw just has no code to offer.
    return {};
  }
  return asField(await readQrCodes(rendered.image));
}
