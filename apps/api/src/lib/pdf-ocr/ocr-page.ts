import { rotateQuarterTurns, type GreyImage } from './grey-image.ts';
import { recognise, type OcrResult } from './ocr-engine.ts';
import { isBlankPage } from './blank-page.ts';

/**
 * Tesseract's mean word confidence: 85–95 on a clean upright page; about 50 on the same page upside down (it reads
 * mirrored glyphs as other letters); about 0 sideways (it finds no lines of text).
 */
const trustedConfidence = 70;
const sidewaysConfidence = 25;

/**
 * OCR of a rendered page that may have been scanned sideways or upside down: tesseract.js reads only upright text
 * and cannot tell the orientation without the legacy OSD model, which is not installed. The page is read upright
 * first; only a doubtful reading is followed by the other orientations (sideways first when tesseract found next to
 * no text, else upside down first), until one is trusted; the most confident reading is kept. A clean upright page
 * costs one pass, a sideways one two or three. A blank page is not OCR'd at all.
 */
export async function ocrPage(image: GreyImage, dpi: number): Promise<string[]> {
  if (isBlankPage(image)) return [];
  let best: OcrResult = await recognise(image, dpi);
  if (best.confidence >= trustedConfidence) return best.lines;
  const quarterTurns = best.confidence < sidewaysConfidence ? [1, 3, 2] : [2, 1, 3];
  for (const turns of quarterTurns) {
    const reading = await recognise(rotateQuarterTurns(image, turns), dpi);
    if (reading.confidence > best.confidence) best = reading;
    if (best.confidence >= trustedConfidence) break;
  }
  return best.lines;
}
