/**
 * A rendered page as 8-bit grey pixels: what tesseract reads (as a PGM, which its Leptonica takes as it is,
 * without a PNG encode and decode in between), and what the blank and orientation checks look at.
 */
export type GreyImage = { width: number; height: number; pixels: Uint8Array };

/** Grey from 4-byte pixels. R and B weigh the same, so RGBA and BGRA (Skia's native order) give the same grey. */
export function greyFromFourChannels(data: Uint8Array, width: number, height: number): GreyImage {
  const pixels = new Uint8Array(width * height);
  for (let source = 0, target = 0; target < pixels.length; source += 4, target += 1) {
    pixels[target] = ((data[source] ?? 0) + 2 * (data[source + 1] ?? 0) + (data[source + 2] ?? 0)) >> 2;
  }
  return { width, height, pixels };
}

/** Binary PGM (P5): a one-line header and the pixels. */
export function toPgm(image: GreyImage): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${image.width} ${image.height}\n255\n`);
  const pgm = new Uint8Array(header.length + image.pixels.length);
  pgm.set(header);
  pgm.set(image.pixels, header.length);
  return pgm;
}

/** The image turned clockwise by `turns` quarter turns (a sideways or upside-down scan set upright). */
export function rotateQuarterTurns(image: GreyImage, turns: number): GreyImage {
  const quarter = ((turns % 4) + 4) % 4;
  if (quarter === 0) return image;
  const { width, height, pixels } = image;
  const [rotatedWidth, rotatedHeight] = quarter === 2 ? [width, height] : [height, width];
  const rotated = new Uint8Array(pixels.length);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const [targetX, targetY] = quarter === 1 ? [height - 1 - y, x] : quarter === 2 ? [width - 1 - x, height - 1 - y] : [y, width - 1 - x];
      rotated[targetY * rotatedWidth + targetX] = pixels[y * width + x] ?? 255;
    }
  }
  return { width: rotatedWidth, height: rotatedHeight, pixels: rotated };
}
