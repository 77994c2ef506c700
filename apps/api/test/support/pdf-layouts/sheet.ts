/**
 * A page of a test invoice as a generator places it: pieces of text at x/y and thin rules, drawn once into a PDF
 * with a text layer and once painted onto a canvas for a scan, so both show the same sheet. y is the baseline in
 * points from the top of an A4 page (as a reader of the page counts), x in points from the left. A piece is ONE
 * text-showing run per segment; its segments follow each other without a gap, as a bold label and its value do.
 */
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, rgb, type PDFFont } from 'pdf-lib';
import { a4PageSize, embedFonts, registerScanFonts, scanFontFamily } from '../pdf-invoices.ts';

export type Segment = { text: string; bold?: boolean };
export type Piece = { x: number; y: number; size: number; align: 'left' | 'right'; segments: Segment[] };
export type Rule = { y: number; x1: number; x2: number };
export type Sheet = { pieces: Piece[]; rules: Rule[] };
type PieceOptions = { size?: number; bold?: boolean; align?: 'left' | 'right' };

/** Collects one page's pieces; `size` is the body text's size when a piece names none. */
export class SheetWriter {
  private readonly pieces: Piece[] = [];
  private readonly rules: Rule[] = [];
  constructor(private readonly size: number) {}

  text(x: number, y: number, text: string, options: PieceOptions = {}): this {
    this.pieces.push({ x, y, size: options.size ?? this.size, align: options.align ?? 'left', segments: [{ text, bold: options.bold }] });
    return this;
  }

  /** A bold label and its value in one line of print (`NIP: ` + `1132853869`). */
  labelled(x: number, y: number, label: string, value: string, options: Omit<PieceOptions, 'bold'> = {}): this {
    this.pieces.push({ x, y, size: options.size ?? this.size, align: options.align ?? 'left', segments: [{ text: label, bold: true }, { text: value }] });
    return this;
  }

  segments(x: number, y: number, segments: Segment[], options: Omit<PieceOptions, 'bold'> = {}): this {
    this.pieces.push({ x, y, size: options.size ?? this.size, align: options.align ?? 'left', segments });
    return this;
  }

  /** One row of a table: each cell a piece at its column (a `right` column's x is where its amounts end). */
  row(y: number, cells: readonly (readonly [column: { x: number; align: 'left' | 'right' }, text: string])[], options: Omit<PieceOptions, 'align'> = {}): this {
    for (const [column, text] of cells) if (text !== '') this.text(column.x, y, text, { ...options, align: column.align });
    return this;
  }

  rule(y: number, x1 = 40, x2 = a4PageSize.width - 40): this {
    this.rules.push({ y, x1, x2 });
    return this;
  }

  sheet(): Sheet {
    return { pieces: [...this.pieces], rules: [...this.rules] };
  }
}

/** Where each segment of a piece starts, given a way to measure text; right-aligned pieces end at their x. */
function segmentStarts(piece: Piece, width: (segment: Segment) => number): number[] {
  const widths = piece.segments.map(width);
  let x = piece.align === 'right' ? piece.x - widths.reduce((sum, w) => sum + w, 0) : piece.x;
  return widths.map((w) => {
    const start = x;
    x += w;
    return start;
  });
}

const ruleGrey = 0.73;

/** The sheets as a PDF with a text layer, one A4 page each. */
export async function makeSheetsPdf(sheets: readonly Sheet[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = await embedFonts(pdf);
  const fontOf = (segment: Segment): PDFFont => (segment.bold ? fonts.bold : fonts.regular);
  for (const sheet of sheets) {
    const page = pdf.addPage([a4PageSize.width, a4PageSize.height]);
    for (const rule of sheet.rules) {
      const y = a4PageSize.height - rule.y;
      page.drawLine({ start: { x: rule.x1, y }, end: { x: rule.x2, y }, thickness: 0.5, color: rgb(ruleGrey, ruleGrey, ruleGrey) });
    }
    for (const piece of sheet.pieces) {
      const starts = segmentStarts(piece, (segment) => fontOf(segment).widthOfTextAtSize(segment.text, piece.size));
      piece.segments.forEach((segment, index) => {
        page.drawText(segment.text, { x: starts[index] ?? piece.x, y: a4PageSize.height - piece.y, size: piece.size, font: fontOf(segment), color: rgb(0, 0, 0) });
      });
    }
  }
  return pdf.save({ useObjectStreams: false });
}

/** The same sheets scanned: each painted at `dpi` and embedded as one JPEG per page, with no text layer. */
export async function makeScannedSheetsPdf(sheets: readonly Sheet[], dpi: number): Promise<Uint8Array> {
  registerScanFonts();
  const pdf = await PDFDocument.create();
  const scale = dpi / 72;
  for (const sheet of sheets) {
    const canvas = createCanvas(Math.round(a4PageSize.width * scale), Math.round(a4PageSize.height * scale));
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.scale(scale, scale);
    context.strokeStyle = '#bababa';
    context.lineWidth = 0.5;
    for (const rule of sheet.rules) {
      context.beginPath();
      context.moveTo(rule.x1, rule.y);
      context.lineTo(rule.x2, rule.y);
      context.stroke();
    }
    context.fillStyle = '#000000';
    context.textAlign = 'left';
    for (const piece of sheet.pieces) {
      const fontFor = (segment: Segment) => `${segment.bold ? 'bold ' : ''}${piece.size}px "${scanFontFamily}"`;
      const starts = segmentStarts(piece, (segment) => {
        context.font = fontFor(segment);
        return context.measureText(segment.text).width;
      });
      piece.segments.forEach((segment, index) => {
        context.font = fontFor(segment);
        context.fillText(segment.text, starts[index] ?? piece.x, piece.y);
      });
    }
    const image = await pdf.embedJpg(canvas.toBuffer('image/jpeg', 88));
    pdf.addPage([a4PageSize.width, a4PageSize.height]).drawImage(image, { x: 0, y: 0, width: a4PageSize.width, height: a4PageSize.height });
  }
  return pdf.save({ useObjectStreams: false });
}
