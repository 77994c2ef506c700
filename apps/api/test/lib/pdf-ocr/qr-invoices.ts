// Invoice PDFs carrying a QR code, as KSeF's visualisation prints its verification link (KOD I): the code drawn as
// an image or as vector squares onto a PDF of test/support/pdf-invoices.ts, and such a page printed and scanned.
import { createHash } from 'node:crypto';
import { createCanvas } from '@napi-rs/canvas';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import QRCode from 'qrcode';
import { openPdf } from '../../../src/lib/pdf-ocr/open-pdf.ts';

/** A verification link as ksef-docs builds it: host, seller's NIP, issue date DD-MM-YYYY, SHA-256 of the XML in Base64URL. */
export function ksefVerificationLink(sellerTaxId: string, issueDate: string, invoiceXml: string): string {
  return `https://qr.ksef.mf.gov.pl/invoice/${sellerTaxId}/${issueDate}/${createHash('sha256').update(invoiceXml).digest('base64url')}`;
}

export type QrPlacement = {
  /** Drawn as one PNG image (default) or as one filled square per dark module (as pdfmake draws a QR code). */
  as?: 'image' | 'vector';
  /** The code's side in PDF points, quiet zone included (KSeF's own visualisation prints about 25 mm). */
  size?: number;
  /** The KSeF number, printed as `Numer KSeF: <number>` (KSeF prints it under the code). */
  caption?: string;
};

/** The PDF with the code of `text` (none when null) drawn at the foot of its first page, right, and its caption at the left. */
export async function withQrCode(pdf: Uint8Array, text: string | null, placement: QrPlacement = {}): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf);
  const page = document.getPage(0);
  const size = placement.size ?? 72;
  // Below the fixture's lines (they end above 500 pt), clear of them.
  const [x, y] = [page.getWidth() - 40 - size, 60];
  if (text === null) {
    // Only the caption: a page that mentions KSeF and has no code.
  } else if (placement.as === 'vector') {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const quietZone = 4;
    const moduleSize = size / (modules.size + 2 * quietZone);
    for (let row = 0; row < modules.size; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        if (!modules.get(row, column)) continue;
        page.drawRectangle({ x: x + (column + quietZone) * moduleSize, y: y + size - (row + quietZone + 1) * moduleSize, width: moduleSize, height: moduleSize, color: rgb(0, 0, 0) });
      }
    }
  } else {
    const png = await QRCode.toBuffer(text, { errorCorrectionLevel: 'M', margin: 4, scale: 4 });
    page.drawImage(await document.embedPng(png), { x, y, width: size, height: size });
  }
  if (placement.caption !== undefined) {
    const font = await document.embedFont(StandardFonts.Helvetica);
    page.drawText(`Numer KSeF: ${placement.caption}`, { x: 50, y: 45, size: 8, font });
  }
  return document.save({ useObjectStreams: false });
}

/** The PDF printed and scanned: each page rendered at `dpi` into a JPEG, the JPEGs as the pages of a new PDF (no text layer). */
export async function scanOf(pdf: Uint8Array, dpi = 200): Promise<Uint8Array> {
  const source = await openPdf(pdf);
  const scan = await PDFDocument.create();
  try {
    for (let pageNumber = 1; pageNumber <= source.numPages; pageNumber += 1) {
      const page = await source.getPage(pageNumber);
      const points = page.getViewport({ scale: 1 });
      const viewport = page.getViewport({ scale: dpi / 72 });
      const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
      const context = canvas.getContext('2d');
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      await page.render({ canvas: canvas as unknown as HTMLCanvasElement, canvasContext: context as unknown as CanvasRenderingContext2D, viewport }).promise;
      const image = await scan.embedJpg(canvas.toBuffer('image/jpeg', 85));
      scan.addPage([points.width, points.height]).drawImage(image, { x: 0, y: 0, width: points.width, height: points.height });
    }
  } finally {
    await source.loadingTask.destroy();
  }
  return scan.save({ useObjectStreams: false });
}
