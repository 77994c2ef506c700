/**
 * Whether a page's text layer is worth reading, or the page should be OCR'd instead. A scan has no text layer
 * (or a scanner's one-line stamp); a PDF made with a font that has no Unicode map gives replacement characters,
 * private-use code points or one character over and over.
 */

/** A page of an invoice has far more; fewer non-space characters is no text layer. */
const minimumCharacters = 20;
/** Garbage repeats a handful of glyphs; text of 20+ characters uses more distinct ones. */
const minimumDistinctCharacters = 6;
/** At least this share of the characters must be letters, digits or ordinary punctuation. */
const minimumReadableShare = 0.6;

const readable = /[\p{L}\p{N}\p{P}\p{Sc}\p{Sm}]/u;
const unreadable = /[\uFFFD\p{Co}\p{Cc}\p{Cn}]/u;

export function isUsableTextLayer(lines: readonly string[]): boolean {
  const characters = [...lines.join('')].filter((character) => character.trim() !== '');
  if (characters.length < minimumCharacters) return false;
  if (new Set(characters).size < minimumDistinctCharacters) return false;
  const readableCount = characters.filter((character) => readable.test(character) && !unreadable.test(character)).length;
  return readableCount / characters.length >= minimumReadableShare;
}

/** A page with this little text may still be a scan carrying a scanner's stamp: if it also shows an image, it is OCR'd. */
export const shortTextLayerCharacters = 200;

export function nonSpaceCharacters(lines: readonly string[]): number {
  return [...lines.join('')].filter((character) => character.trim() !== '').length;
}
