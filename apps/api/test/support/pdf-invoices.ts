/**
 * Invoice PDFs for tests, made on the fly (no binary PDF is committed). Layout: A4 portrait (595.28 × 841.89 pt),
 * DejaVu Sans (so Polish diacritics are real text), everything left-aligned at x = 50 pt, one label per line, from
 * the top down: `Faktura VAT nr <number>` (bold, 14 pt, baseline 790 pt), then at 10 pt from baseline 770 pt down in
 * steps of 16 pt `Data wystawienia: …`, `Data sprzedaży: …`, `Termin płatności: …`, `Sprzedawca:` (bold) / name / `NIP: …`,
 * `Nabywca:` (bold) / name / `NIP: …`, `Umowa leasingu nr …`, `Harmonogram nr …`, `Okres rozliczeniowy: …`,
 * `Waluta: …` / `Kurs: …`; a line whose field is undefined is left out. Then the table: a bold header row and one
 * row per position (numbered `1.`, `2.`, …; a description of up to about 35 characters fits) in fixed columns — Lp. at x = 50, Nazwa at x = 85 (both left-aligned), Netto, VAT %, VAT and
 * Brutto right-aligned at x = 360, 410, 490 and 565 — then `Razem` (x = 85) with the totals in the Netto, VAT and
 * Brutto columns and `Do zapłaty: <toPay>`. Each line or cell is ONE text run, so within it words are one space
 * apart; between columns the gap is wide. `invoiceText` gives the lines as a perfect reader gives them: the runs of
 * a line joined by TWO spaces where they are separate columns (`Lp.  Nazwa  Netto  VAT %  VAT  Brutto`).
 * With `positionsOnSecondPage: n` the last n positions go to a second page, which repeats the table header and
 * carries the totals; a page holds about 45 lines (more throws). `makeScannedInvoicePdf` paints the same layout on a canvas and embeds it as one JPEG per page
 * (no text layer); a rotation turns the whole sheet about its centre and the page grows to hold it (90° gives a
 * landscape page), as a crooked scan does.
 */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { GlobalFonts, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export type PdfInvoicePosition = { description: string; net: string; vatRate: string; vat: string; gross: string };
export type PdfInvoiceFixture = {
  number: string;
  issueDate: string;
  saleDate?: string;
  dueDate?: string;
  seller: { name: string; nip: string };
  buyer: { name: string; nip: string };
  agreementNumber?: string;
  scheduleNumber?: string;
  period?: string;
  currency?: { code: string; rate: string };
  positions: PdfInvoicePosition[];
  totals?: { net: string; vat: string; gross: string };
  toPay?: string;
  positionsOnSecondPage?: number;
};
export type ScanOptions = { rotateDegrees?: number; lowContrast?: boolean; dpi?: number };

/** A4 in PDF points. */
export const a4PageSize = { width: 595.28, height: 841.89 } as const;

const fontDirectory = join(dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const regularFontPath = join(fontDirectory, 'DejaVuSans.ttf');
const boldFontPath = join(fontDirectory, 'DejaVuSans-Bold.ttf');

const left = 50;
const firstBaseline = 790;
const lineStep = 16;
const titleSize = 14;
const bodySize = 10;
/** Lp. and Nazwa start at these x; the amounts end at the others. */
const columns = { lp: 50, description: 85, net: 360, vatRate: 410, vat: 490, gross: 565 } as const;

type Run = { text: string; x: number; align: 'left' | 'right'; bold: boolean; size: number };
/** One printed line: its runs, each a separate text-showing operation. */
type Line = Run[];

const plain = (text: string, x = left): Run => ({ text, x, align: 'left', bold: false, size: bodySize });
const bold = (text: string, x = left): Run => ({ text, x, align: 'left', bold: true, size: bodySize });
const amount = (text: string, x: number, isBold = false): Run => ({ text, x, align: 'right', bold: isBold, size: bodySize });

function tableHeader(): Line {
  return [
    bold('Lp.', columns.lp),
    bold('Nazwa', columns.description),
    amount('Netto', columns.net, true),
    amount('VAT %', columns.vatRate, true),
    amount('VAT', columns.vat, true),
    amount('Brutto', columns.gross, true),
  ];
}

function positionRow(position: PdfInvoicePosition, lp: number): Line {
  return [
    plain(`${lp}.`, columns.lp),
    plain(position.description, columns.description),
    amount(position.net, columns.net),
    amount(position.vatRate, columns.vatRate),
    amount(position.vat, columns.vat),
    amount(position.gross, columns.gross),
  ];
}

function closingLines(f: PdfInvoiceFixture): Line[] {
  const lines: Line[] = [];
  if (f.totals) lines.push([bold('Razem', columns.description), amount(f.totals.net, columns.net), amount(f.totals.vat, columns.vat), amount(f.totals.gross, columns.gross)]);
  if (f.toPay !== undefined) lines.push([bold(`Do zapłaty: ${f.toPay}`)]);
  return lines;
}

/** The layout: the lines of each page, top to bottom. */
function layout(f: PdfInvoiceFixture): Line[][] {
  const optional = (value: string | undefined, line: (value: string) => Line): Line[] => (value === undefined ? [] : [line(value)]);
  const head: Line[] = [
    [{ text: `Faktura VAT nr ${f.number}`, x: left, align: 'left', bold: true, size: titleSize }],
    [plain(`Data wystawienia: ${f.issueDate}`)],
    ...optional(f.saleDate, (date) => [plain(`Data sprzedaży: ${date}`)]),
    ...optional(f.dueDate, (date) => [plain(`Termin płatności: ${date}`)]),
    [bold('Sprzedawca:')],
    [plain(f.seller.name)],
    [plain(`NIP: ${f.seller.nip}`)],
    [bold('Nabywca:')],
    [plain(f.buyer.name)],
    [plain(`NIP: ${f.buyer.nip}`)],
    ...optional(f.agreementNumber, (agreement) => [plain(`Umowa leasingu nr ${agreement}`)]),
    ...optional(f.scheduleNumber, (schedule) => [plain(`Harmonogram nr ${schedule}`)]),
    ...optional(f.period, (period) => [plain(`Okres rozliczeniowy: ${period}`)]),
    ...(f.currency ? [[plain(`Waluta: ${f.currency.code}`)], [plain(`Kurs: ${f.currency.rate}`)]] : []),
  ];
  const onSecond = Math.min(Math.max(f.positionsOnSecondPage ?? 0, 0), f.positions.length);
  const firstCount = f.positions.length - onSecond;
  const rows = f.positions.map((position, index) => positionRow(position, index + 1));
  const pages: Line[][] =
    onSecond === 0
      ? [[...head, tableHeader(), ...rows, ...closingLines(f)]]
      : [
          [...head, tableHeader(), ...rows.slice(0, firstCount)],
          [tableHeader(), ...rows.slice(firstCount), ...closingLines(f)],
        ];
  const lastBaseline = firstBaseline - (Math.max(...pages.map((page) => page.length)) - 1) * lineStep;
  if (lastBaseline < 40) throw new Error('pdf-invoices: too many lines for one page; move positions to the second page');
  return pages;
}

/** The lines per page as a perfect reader gives them: runs of one line joined by two spaces (a column gap). */
export function invoiceText(f: PdfInvoiceFixture): string[][] {
  return layout(f).map((page) => page.map((line) => line.map((run) => run.text).join('  ')));
}

/**
 * Lines as their runs and column gaps: the reader lays a line out as on the page (a column gap padded to where the
 * next run stands, the line indented to its first run), `invoiceText` joins runs by two spaces; this is what both say.
 */
export const asColumns = (lines: readonly string[] | undefined): string[] => (lines ?? []).map((line) => line.trim().replace(/ {2,}/g, '  '));

/** The baseline (PDF points from the bottom) of the line at `index`; the title is bigger, the rest evenly spaced. */
const baselineOf = (index: number) => firstBaseline - index * lineStep - (index > 0 ? 4 : 0);

/** DejaVu Sans, regular and bold, subset into the document (other test PDFs draw with the same fonts). */
export async function embedFonts(pdf: PDFDocument): Promise<{ regular: PDFFont; bold: PDFFont }> {
  pdf.registerFontkit(fontkit);
  // Subset: pdf-lib writes a ToUnicode map for the glyphs it keeps, so the text reads back as it was drawn.
  const regular = await pdf.embedFont(readFileSync(regularFontPath), { subset: true });
  const boldFont = await pdf.embedFont(readFileSync(boldFontPath), { subset: true });
  return { regular, bold: boldFont };
}

function drawLines(page: PDFPage, lines: Line[], fonts: { regular: PDFFont; bold: PDFFont }): void {
  lines.forEach((line, index) => {
    for (const run of line) {
      const font = run.bold ? fonts.bold : fonts.regular;
      const x = run.align === 'right' ? run.x - font.widthOfTextAtSize(run.text, run.size) : run.x;
      page.drawText(run.text, { x, y: baselineOf(index), size: run.size, font, color: rgb(0, 0, 0) });
    }
  });
}

/** The invoice with a text layer (what an invoicing system exports). */
export async function makeInvoicePdf(f: PdfInvoiceFixture): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const fonts = await embedFonts(pdf);
  for (const lines of layout(f)) drawLines(pdf.addPage([a4PageSize.width, a4PageSize.height]), lines, fonts);
  return pdf.save({ useObjectStreams: false });
}

/** The family name a canvas paints DejaVu Sans under, once `registerScanFonts` ran. */
export const scanFontFamily = 'LeaseDesk Test DejaVu Sans';
let scanFontsRegistered = false;
export function registerScanFonts(): void {
  if (scanFontsRegistered) return;
  // The bold file keeps its weight under the alias: `bold 10px "<alias>"` picks it.
  GlobalFonts.registerFromPath(regularFontPath, scanFontFamily);
  GlobalFonts.registerFromPath(boldFontPath, scanFontFamily);
  scanFontsRegistered = true;
}

function paintPage(lines: Line[], options: ScanOptions): { jpeg: Buffer; widthPt: number; heightPt: number } {
  const scale = (options.dpi ?? 300) / 72;
  const radians = ((options.rotateDegrees ?? 0) * Math.PI) / 180;
  // The sheet turned about its centre needs a bounding box this big (90° swaps the sides).
  const widthPt = Math.abs(a4PageSize.width * Math.cos(radians)) + Math.abs(a4PageSize.height * Math.sin(radians));
  const heightPt = Math.abs(a4PageSize.width * Math.sin(radians)) + Math.abs(a4PageSize.height * Math.cos(radians));
  const canvas = createCanvas(Math.round(widthPt * scale), Math.round(heightPt * scale));
  const context: SKRSContext2D = canvas.getContext('2d');
  const [paper, ink] = options.lowContrast ? ['#e4e4e4', '#9a9a9a'] : ['#ffffff', '#000000'];
  context.fillStyle = paper;
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.scale(scale, scale);
  context.translate(widthPt / 2, heightPt / 2);
  context.rotate(radians);
  context.translate(-a4PageSize.width / 2, -a4PageSize.height / 2);
  context.fillStyle = ink;
  lines.forEach((line, index) => {
    for (const run of line) {
      context.font = `${run.bold ? 'bold ' : ''}${run.size}px "${scanFontFamily}"`;
      context.textAlign = run.align;
      context.fillText(run.text, run.x, a4PageSize.height - baselineOf(index));
    }
  });
  return { jpeg: canvas.toBuffer('image/jpeg', 88), widthPt, heightPt };
}

/** The same invoice as a scan: one image per page, no text layer. */
export async function makeScannedInvoicePdf(f: PdfInvoiceFixture, options: ScanOptions = {}): Promise<Uint8Array> {
  registerScanFonts();
  const pdf = await PDFDocument.create();
  for (const lines of layout(f)) {
    const scan = paintPage(lines, options);
    const image = await pdf.embedJpg(scan.jpeg);
    pdf.addPage([scan.widthPt, scan.heightPt]).drawImage(image, { x: 0, y: 0, width: scan.widthPt, height: scan.heightPt });
  }
  return pdf.save({ useObjectStreams: false });
}

/** A PDF of empty A4 pages (no text, no image). */
export async function makeBlankPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) pdf.addPage([a4PageSize.width, a4PageSize.height]);
  return pdf.save({ useObjectStreams: false });
}

/**
 * A one-page PDF under the standard security handler (RC4, revision 2) whose /U entry matches no password, so a
 * reader that tries the empty user password is refused and asks for one. Built by hand: pdf-lib cannot encrypt.
 */
export function makeEncryptedPdf(): Uint8Array {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
    `<< /Filter /Standard /V 1 /R 2 /Length 40 /P -44 /O <${'5a'.repeat(32)}> /U <${'c3'.repeat(32)}> >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  const id = `<${'0123456789abcdef'.repeat(2)}>`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Encrypt 4 0 R /ID [${id} ${id}] >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
