// The seller (`Sprzedawca`, the lessor: the line's contractor) and the other parties' blocks, stacked one under the
// other or side by side on the same lines. Side by side, a text-layer line's columns (runs between gaps of two or
// more spaces) go to the party whose label stands above them; an OCR line with single spaces is split only where it
// is unambiguous: after a company's legal form, or at the second `NIP`.

import { isValidTaxId } from '@leasedesk/contract';
import { labelStarts, labelsOnLine, type LabelMatch } from './pdf-labels.ts';
import { cellsOf, collapseSpaces, digitLike, foldText, hasColumnGaps, ocrToDigits, type PdfLine } from './pdf-text.ts';

export type Party = { name: string | null; taxId: string | null };

/** The seller's labels; the buyer's and a recipient's or payer's labels end the seller's block. */
const sellerWords = new Set(['sprzedawca', 'sprzedajacy', 'wystawca']);
/** A block runs at most this many lines below its label: a company's name, address and ids. */
const blockLines = 8;
/** A run may start this many characters left of its label and still be in its column: print is not aligned to the character. */
const columnSlack = 3;

/** Polish company forms, on folded text: `Sp. z o.o.`, `S.A.`, `sp.k.`, `sp.j.`, `S.K.A.`, `P.S.A.` and spelt out. */
const legalForm =
  /(?<![\p{L}\p{N}])(?:sp\.?\s?z\s?o\.?\s?o\.?|spolka\s+z\s?o\.?\s?o\.?|sp\.?\s?k\.?|sp\.?\s?j\.?|sp\.?\s?p\.?|s\.?\s?k\.?\s?a\.?|p\.?\s?s\.?\s?a\.?|s\.\s?a\.|sa|spolka\s+(?:z\s+ograniczona\s+odpowiedzialnoscia|akcyjna|komandytowo-akcyjna|komandytowa|jawna|partnerska))(?![\p{L}\p{N}])/gu;
const legalFormOnly = new RegExp(`^(?:${legalForm.source})[.,]?$`, 'u');
const nipDigit = new RegExp(`[${digitLike}]`);

/**
 * The ten digits of a NIP from where its value begins: an optional `PL`, then digits with single spaces or dashes
 * between groups, OCR's O and l read as 0 and 1. More than ten digits, or fewer, is no NIP; nor is a checksum that
 * fails (packages/contract's check).
 */
export function taxIdAt(text: string): string | null {
  const value = text.replace(/^[\s:.]*(?:pl\s?)?/i, '');
  let digits = '';
  for (let index = 0; index < value.length && digits.length <= 10; index += 1) {
    const character = value.charAt(index);
    if (nipDigit.test(character)) {
      if (digits.length === 10) return null;
      digits += ocrToDigits(character);
    } else if ((character === ' ' || character === '-') && nipDigit.test(value.charAt(index + 1)) && digits.length > 0) {
      // A letter OCR took for a digit after the tenth digit is the next word (`lok. 5`), unless a real digit follows.
      if (digits.length === 10 && !/\d/.test(value.charAt(index + 1))) break;
    } else {
      break;
    }
  }
  return digits.length === 10 && isValidTaxId(digits) ? digits : null;
}

/** Where a party label stands, the seller's marked. */
type Anchor = LabelMatch & { seller: boolean };

/**
 * The party labels of a line that are labels and not a word of a sentence (`Sprzedawca jest czynnym podatnikiem`):
 * followed by a colon, a column gap, the line's end, or a name (a capital, a digit, a quote).
 */
function anchorsOf(line: PdfLine, lineIndex: number): Anchor[] {
  return labelsOnLine('party', line, lineIndex)
    .filter((label) => /^\s*(?::|$| {2})|^\s*[\p{Lu}\p{N}"„'(]/u.test(line.text.slice(label.end)))
    .map((label) => ({ ...label, seller: sellerWords.has(line.folded.slice(label.start, label.end)) }));
}

/** The column (index into the label line's anchors) a run starting at `start` belongs to. */
function columnOf(anchors: readonly Anchor[], start: number): number {
  let column = 0;
  anchors.forEach((anchor, index) => {
    if (anchor.start <= start + columnSlack) column = index;
  });
  return column;
}

/**
 * What one line of a block gives its party, or null when that cannot be told. A stacked block (one label on its
 * line) owns the runs from its label's left edge on. Side by side, a line with one run per party gives each its own
 * in order (a reader that joins runs by two spaces keeps their order, not their indentation); otherwise runs go to
 * the label whose column they start in, which needs the line's indentation: an unindented line of fewer runs than
 * parties (`NIP 725-185-03-43` alone) could be either party's.
 */
function partOfLine(line: PdfLine, anchors: readonly Anchor[], column: number): string | null {
  const cells = cellsOf(line.text);
  const [only] = anchors;
  if (anchors.length === 1 && only) {
    if (!hasColumnGaps(line.text)) return line.text.trim();
    return cells
      .filter((cell) => cell.end > only.start - columnSlack)
      .map((cell) => cell.text)
      .join('  ');
  }
  const gapped = hasColumnGaps(line.text);
  if (gapped && cells.length === anchors.length) return cells[column]?.text ?? '';
  if (!/^ {2,}\S/.test(line.text) && !(gapped && cells.length > anchors.length)) return null;
  return cells
    .filter((cell) => columnOf(anchors, cell.start) === column)
    .map((cell) => cell.text)
    .join('  ');
}

/** `Nazwa: ABC sp. z o.o.`, `Nazwa firmy:`, `Firma:` at the start of a block's line. */
const nameLabel = /^\s*(?:nazwa(?:\s+firmy)?|firma)\s*:\s*/u;

/** A name: the first run of the text, up to any label in it (`NIP`, another column's `Data sprzedaży`). */
function nameIn(text: string): string | null {
  const [first] = cellsOf(text);
  if (!first || /^n[i1l]p(?![\p{L}])/iu.test(first.text)) return null;
  const [labelAt] = labelStarts({ page: 0, text: first.text, folded: foldText(first.text) });
  const name = collapseSpaces((labelAt === undefined ? first.text : first.text.slice(0, labelAt)).replace(/^[\s:;,|]+|[\s:;,|]+$/g, ''));
  return name === '' ? null : name;
}

/** The NIP after the first `NIP` in the text; `found` false when the text prints none. */
function taxIdIn(text: string): { found: boolean; taxId: string | null } {
  const [label] = labelsOnLine('taxId', { page: 0, text, folded: foldText(text) }, 0);
  return label ? { found: true, taxId: taxIdAt(text.slice(label.end)) } : { found: false, taxId: null };
}

/** An OCR name line of two companies side by side: split after the first one's legal form. */
function sideBySideName(line: PdfLine, columns: number, column: number): string | null {
  const [first] = [...line.folded.matchAll(legalForm)];
  if (columns !== 2 || !first) return null;
  const end = first.index + first[0].length;
  const left = line.text.slice(0, end).trim();
  const right = line.text.slice(end).replace(/^[\s,]+/, '').trim();
  if (left === '' || right === '') return null;
  return column === 0 ? left : right;
}

/** An OCR line with one `NIP` per party side by side: the party's own, when there are as many as parties. */
function sideBySideTaxId(line: PdfLine, lineIndex: number, columns: number, column: number): { found: boolean; taxId: string | null } {
  const labels = labelsOnLine('taxId', line, lineIndex);
  const own = labels.length === columns ? labels[column] : undefined;
  return own ? { found: true, taxId: taxIdAt(line.text.slice(own.end)) } : { found: false, taxId: null };
}

/**
 * The seller: its name is the first text after its label (on the label's line, else the next line's text in its
 * column; a legal form alone on the line after the name completes it), its NIP the first `NIP` of its block. The
 * block ends at the next party's label, at a line `stopAt` says is no party's (the table), or after eight lines.
 */
export function readSeller(lines: readonly PdfLine[], stopAt: (lineIndex: number) => boolean): Party {
  for (let lineIndex = 0; lineIndex < lines.length; lineIndex += 1) {
    const line = lines[lineIndex];
    if (!line || stopAt(lineIndex)) continue;
    const anchors = anchorsOf(line, lineIndex);
    const column = anchors.findIndex((anchor) => anchor.seller);
    if (column >= 0) return readBlock(lines, lineIndex, anchors, column, stopAt);
  }
  return { name: null, taxId: null };
}

function readBlock(lines: readonly PdfLine[], labelIndex: number, anchors: readonly Anchor[], column: number, stopAt: (lineIndex: number) => boolean): Party {
  const labelLine = lines[labelIndex];
  const anchor = anchors[column];
  if (!labelLine || !anchor) return { name: null, taxId: null };
  const onLabelLine = labelLine.text.slice(anchor.end, anchors[column + 1]?.start ?? labelLine.text.length).replace(/^[\s:;.–—]+/, '');
  let name = nameIn(onLabelLine);
  let nameSettled = name !== null;
  let justNamed = nameSettled;
  let taxId = taxIdIn(onLabelLine);
  for (let index = labelIndex + 1, taken = 0; index < lines.length && taken < blockLines; index += 1) {
    const line = lines[index];
    if (!line || line.page !== labelLine.page || stopAt(index) || anchorsOf(line, index).length > 0) break;
    if (line.text.trim() === '') continue;
    taken += 1;
    const part = partOfLine(line, anchors, column);
    if (part === null) {
      // Side by side with single spaces: only a split that cannot be wrong.
      if (!nameSettled) name = sideBySideName(line, anchors.length, column);
      if (!taxId.found) taxId = sideBySideTaxId(line, index, anchors.length, column);
      nameSettled = true;
      justNamed = false;
      continue;
    }
    if (part.trim() === '') continue;
    const namedAs = nameLabel.exec(foldText(part));
    if (namedAs) {
      // KSeF's visualisation prints `NIP: …` first and the name after `Nazwa:`.
      name = nameIn(part.slice(namedAs[0].length));
      nameSettled = true;
      justNamed = name !== null;
    } else if (!nameSettled && /^\s*n[i1l]p(?![\p{L}])/iu.test(part)) {
      // The NIP printed before the name: the name is still to come.
    } else if (!nameSettled) {
      name = nameIn(part);
      nameSettled = true;
      justNamed = name !== null;
    } else {
      // `Łódzkie Zakłady Leasingowe` over `Sp. z o.o.`: one name printed on two lines.
      if (justNamed && name !== null && legalFormOnly.test(foldText(part.trim()))) name = `${name} ${part.trim()}`;
      justNamed = false;
    }
    if (!taxId.found) taxId = taxIdIn(part);
  }
  return { name, taxId: taxId.taxId };
}
