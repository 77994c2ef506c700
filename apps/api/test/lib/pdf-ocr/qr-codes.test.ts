import { afterAll, describe, expect, it } from 'vitest';
import { createPdfReader } from '../../../src/lib/pdf-ocr/index.ts';
import { readPdfText } from '../../../src/lib/pdf-ocr/read-pdf-text.ts';
import { readQrCodes } from '../../../src/lib/pdf-ocr/read-qr-codes.ts';
import { makeInvoicePdf } from '../../support/pdf-invoices.ts';
import { ksefVerificationLink, scanOf, withQrCode } from './qr-invoices.ts';
import { leasingInvoice, testOwner } from './sample-invoices.ts';

const link = ksefVerificationLink('5260001246', '15-03-2025', '<Faktura>FV/2025/03/0147</Faktura>');
const ksefNumber = '5260001246-20250315-0100001AF629-AF';
const ocrTimeout = 60_000;

describe('QR codes on a PDF page (the KSeF verification code as a second source)', () => {
  const reader = createPdfReader({ threads: 1 });
  afterAll(() => reader.close());

  it('reads a code drawn as an image on a text page that mentions KSeF, beside the text layer', async () => {
    const pdf = await withQrCode(await makeInvoicePdf(leasingInvoice), link, { caption: ksefNumber });
    const text = await readPdfText(pdf);
    expect(text.pages[0]?.source).toBe('text');
    expect(text.pages[0]?.lines).toContain(`Numer KSeF: ${ksefNumber}`);
    expect(text.pages[0]?.qrTexts).toEqual([link]);
  });

  it('reads a code drawn as vector squares (no image at all), and a small one of 16 mm', async () => {
    const vector = await readPdfText(await withQrCode(await makeInvoicePdf(leasingInvoice), link, { as: 'vector', caption: ksefNumber }));
    expect(vector.pages[0]?.qrTexts).toEqual([link]);
    const small = await readPdfText(await withQrCode(await makeInvoicePdf(leasingInvoice), link, { size: 45, caption: ksefNumber }));
    expect(small.pages[0]?.qrTexts).toEqual([link]);
  });

  it('reads the code of a scanned (image-only) page through the pool, with the page OCR\'d as before', { timeout: ocrTimeout }, async () => {
    const scan = await scanOf(await withQrCode(await makeInvoicePdf(leasingInvoice), link, { caption: ksefNumber }), 200);
    const text = await reader.read(scan, testOwner);
    expect(text.pages[0]?.source).toBe('ocr');
    expect(text.pages[0]?.lines.join('\n')).toContain('FV/2025/03/0147');
    expect(text.pages[0]?.qrTexts).toEqual([link]);
  });

  it('gives a page without a code no qrTexts, and does not render a text page that never mentions KSeF', async () => {
    const mentioning = await readPdfText(await withQrCode(await makeInvoicePdf(leasingInvoice), null, { caption: ksefNumber }));
    expect(mentioning.pages[0]?.qrTexts).toBeUndefined();
    expect(await readPdfText(await makeInvoicePdf(leasingInvoice))).toEqual({ pageCount: 1, pages: [expect.not.objectContaining({ qrTexts: expect.anything() })] });
    // A code on a page that says nothing of KSeF is not looked for: the text path renders nothing.
    const unmentioned = await readPdfText(await withQrCode(await makeInvoicePdf(leasingInvoice), link));
    expect(unmentioned.pages[0]?.qrTexts).toBeUndefined();
  });

  it('reads [] from an image without a code, and from images it cannot take, never throwing', async () => {
    const white = { width: 600, height: 800, pixels: new Uint8Array(600 * 800).fill(255) };
    expect(await readQrCodes(white)).toEqual([]);
    const noise = { width: 500, height: 500, pixels: Uint8Array.from({ length: 500 * 500 }, (_, index) => (index * 7919) % 251) };
    expect(await readQrCodes(noise)).toEqual([]);
    expect(await readQrCodes({ width: 0, height: 0, pixels: new Uint8Array(0) })).toEqual([]);
    expect(await readQrCodes({ width: 100, height: 100, pixels: new Uint8Array(10) })).toEqual([]);
    // Still reads after all that.
    const withCode = await readPdfText(await withQrCode(await makeInvoicePdf(leasingInvoice), link, { caption: ksefNumber }));
    expect(withCode.pages[0]?.qrTexts).toEqual([link]);
  });
});
