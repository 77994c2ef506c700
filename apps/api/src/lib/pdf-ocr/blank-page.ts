import type { GreyImage } from './grey-image.ts';

/**
 * A cheap look at a rendered page before OCR: whether anything is printed on it at all (a blank page is not worth
 * two seconds of tesseract). It looks at every `step`-th pixel, which still sees a line of 10 pt text at 300 dpi.
 */
const step = 4;
/** Ink must be at least this much darker than the paper; a faint scan is still ink, JPEG noise is not. */
const minimumContrast = 28;
/** Fewer inked samples than this share of the page is a blank page (specks, a punch hole). */
const blankInkShare = 0.0005;


/** The share of sampled pixels that are ink: darker than halfway between the paper (a light percentile) and the darkest ink. */
function inkShare(image: GreyImage): number {
  const histogram = new Array<number>(256).fill(0);
  let samples = 0;
  for (let y = 0; y < image.height; y += step) {
    for (let x = 0; x < image.width; x += step) {
      const value = image.pixels[y * image.width + x] ?? 255;
      histogram[value] = (histogram[value] ?? 0) + 1;
      samples += 1;
    }
  }
  const percentile = (share: number) => {
    let seen = 0;
    for (let value = 0; value < 256; value += 1) {
      seen += histogram[value] ?? 0;
      if (seen >= share * samples) return value;
    }
    return 255;
  };
  const paper = percentile(0.6);
  const darkest = percentile(0.001);
  if (paper - darkest < minimumContrast) return 0;
  const threshold = (paper + darkest) / 2;
  let inkedSamples = 0;
  for (let value = 0; value < threshold; value += 1) inkedSamples += histogram[value] ?? 0;
  return inkedSamples / Math.max(1, samples);
}

export function isBlankPage(image: GreyImage): boolean {
  return inkShare(image) < blankInkShare;
}
