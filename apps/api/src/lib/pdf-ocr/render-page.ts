import { createCanvas } from '@napi-rs/canvas';
import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { greyFromFourChannels, type GreyImage } from './grey-image.ts';

/** Tesseract reads best at 300 dpi. */
export const ocrDpi = 300;
/** A3 at 300 dpi is 17.4 M pixels; a page declaring a bigger size is rendered at less than 300 dpi rather than eat the memory. */
const maxPixels = 20_000_000;

export type RenderedPage = { image: GreyImage; dpi: number };

/**
 * The page drawn on a white canvas at 300 dpi (or the `dpi` asked for; less for a huge page), in grey; the canvas
 * is freed at once.
 */
export async function renderPageGrey(page: PDFPageProxy, targetDpi: number = ocrDpi): Promise<RenderedPage> {
  const atTargetDpi = page.getViewport({ scale: targetDpi / 72 });
  const shrink = Math.min(1, Math.sqrt(maxPixels / (atTargetDpi.width * atTargetDpi.height)));
  const dpi = targetDpi * shrink;
  const viewport = page.getViewport({ scale: dpi / 72 });
  const width = Math.max(1, Math.ceil(viewport.width));
  const height = Math.max(1, Math.ceil(viewport.height));
  const canvas = createCanvas(width, height);
  try {
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    // @napi-rs/canvas is the canvas pdfjs itself uses under Node; its types differ from the DOM's in name only.
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
    return { image: greyFromFourChannels(canvas.data(), width, height), dpi };
  } finally {
    // Shrinking the canvas frees its pixels now rather than at the next collection (as pdfjs does with its own).
    canvas.width = 0;
    canvas.height = 0;
  }
}
