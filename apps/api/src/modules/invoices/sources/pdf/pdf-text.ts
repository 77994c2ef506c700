// The lines of a PDF's pages as every other part of the parser sees them. The reading layer (pdfjs text layer or
// tesseract) hands over plain strings; here they get one kind of space, composed letters and a folded twin for
// matching labels, so no other file deals with Unicode or OCR spacing.

/** One line of a page, top to bottom. */
export type PdfLine = {
  /** 0-based page the line is on. */
  page: number;
  /** The line as read: composed (NFC) letters, every space an ASCII space, trailing spaces dropped, leading ones kept (they say which column a line starts in). */
  text: string;
  /** `text` lower-cased without Polish diacritics, one UTF-16 unit for one: an index into one is the same place in the other. */
  folded: string;
};

/** A run of text between column gaps (two or more spaces). */
export type TextCell = { start: number; end: number; text: string };

/** A run of non-spaces; `afterGap` when a column gap (or the line's start) comes before it. */
export type TextToken = { start: number; end: number; text: string; afterGap: boolean };

/**
 * A line longer than this is not one line of an invoice but noise (an OCR of a barcode, a glued text run); it is
 * read as empty, which also keeps every pattern's work on hostile input small.
 */
const longestLine = 2000;

const polishLetters: Readonly<Record<string, string>> = {
  ą: 'a', ć: 'c', ę: 'e', ł: 'l', ń: 'n', ó: 'o', ś: 's', ź: 'z', ż: 'z',
  Ą: 'a', Ć: 'c', Ę: 'e', Ł: 'l', Ń: 'n', Ó: 'o', Ś: 's', Ź: 'z', Ż: 'z',
};

/** Lower case without Polish diacritics (OCR often drops them: `Data sprzedazy`), keeping the length. */
export function foldText(text: string): string {
  const units: string[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charAt(index);
    const folded = polishLetters[unit] ?? unit.toLowerCase();
    // A few letters lower-case into two units (İ); they keep their case so the indexes still line up.
    units.push(folded.length === 1 ? folded : unit);
  }
  return units.join('');
}

/**
 * An amount with its currency glued on (`86,16PLN`, `1 234,00zł`, `-5,00EUR`), as many invoicing tools print it:
 * the currency becomes its own word, as if printed with a space.
 */
const gluedCurrency = /(\d,\d{2})(PLN|[Zz][łl]|[A-Z]{3})(?![\p{L}\p{N}])/gu;

/**
 * Tabs are column gaps; the no-break and thin spaces of thousands separators are spaces; hyphen look-alikes and the
 * minus sign are `-` (NIPs and negative amounts); invisible marks go; control characters are spaces.
 */
function normaliseLine(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(/\t/g, '  ')
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff\u00ad]/g, '')
    .replace(/[\u2010\u2011\u2212]/g, '-')
    .replace(/\p{Cc}/gu, ' ')
    .replace(gluedCurrency, '$1 $2')
    .trimEnd();
}


/**
 * The pages' lines in reading order. Anything that is not an array of strings is skipped rather than trusted (the
 * parser never throws); a string holding line breaks is several lines.
 */
export function toPdfLines(pages: unknown): PdfLine[] {
  const lines: PdfLine[] = [];
  if (!Array.isArray(pages)) return lines;
  pages.forEach((page: unknown, pageIndex) => {
    if (!Array.isArray(page)) return;
    for (const raw of page as unknown[]) {
      if (typeof raw !== 'string') continue;
      for (const part of raw.split(/\r\n|\r|\n|\u2028|\u2029/)) {
        const normalised = part.length > longestLine * 4 ? '' : normaliseLine(part);
        const text = normalised.length > longestLine ? '' : normalised;
        lines.push({ page: pageIndex, text, folded: foldText(text) });
      }
    }
  });
  return lines;
}

/** The runs of a line between column gaps, with where each starts. */
export function cellsOf(text: string): TextCell[] {
  return [...text.matchAll(/\S+(?: \S+)*/g)].map((match) => ({ start: match.index, end: match.index + match[0].length, text: match[0] }));
}

/** True when the line has a column gap between two runs: a text-layer line, whose gaps can be trusted. */
export function hasColumnGaps(text: string): boolean {
  return /\S {2,}\S/.test(text);
}

/**
 * The words of a line. OCR reads a table's vertical rules as `|`: such a token is a column gap, not a word (and not
 * a `1`).
 */
export function tokensOf(text: string): TextToken[] {
  const tokens: TextToken[] = [];
  // The line's start counts as a gap before the first token.
  let gapBefore = true;
  let previousEnd = 0;
  for (const match of text.matchAll(/\S+/g)) {
    const start = match.index;
    const end = start + match[0].length;
    if (/^[|¦]+$/.test(match[0])) {
      gapBefore = true;
    } else {
      tokens.push({ start, end, text: match[0], afterGap: gapBefore || start - previousEnd >= 2 });
      gapBefore = false;
    }
    previousEnd = end;
  }
  return tokens;
}

/** Characters OCR reads for a digit: O and o for 0, l and I for 1. */
export const digitLike = '0-9OoIl';

const ocrDigits: Readonly<Record<string, string>> = { O: '0', o: '0', l: '1', I: '1' };

/** The digits OCR meant (`2O25` → `2025`); other characters are left as they are. */
export function ocrToDigits(text: string): string {
  return text.replace(/[OoIl]/g, (letter) => ocrDigits[letter] ?? letter);
}

/** How many real digits the text holds: a reading made only of look-alike letters is a word, not a number. */
export function realDigitCount(text: string): number {
  return text.replace(/\D/g, '').length;
}

/** Single spaces between words (column gaps in a description are not part of it), trimmed. */
export function collapseSpaces(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
