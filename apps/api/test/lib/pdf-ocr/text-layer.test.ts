import { degrees, PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createPdfReader } from '../../../src/lib/pdf-ocr/index.ts';
import { readPdfText } from '../../../src/lib/pdf-ocr/read-pdf-text.ts';
import { asColumns, invoiceText, makeInvoicePdf } from '../../support/pdf-invoices.ts';
import { leasingInvoice, testOwner, twoPageEuroInvoice } from './sample-invoices.ts';

// In this file's own thread, OCR must never start: any call fails the test (the pool's threads load the real one).
vi.mock('../../../src/lib/pdf-ocr/ocr-engine.ts', () => ({
  warmOcrEngine: vi.fn(() => Promise.reject(new Error('OCR started on a page with a text layer'))),
  recognise: vi.fn(() => Promise.reject(new Error('OCR started on a page with a text layer'))),
  closeOcrEngine: vi.fn(() => Promise.resolve()),
}));
const ocrEngine = await import('../../../src/lib/pdf-ocr/ocr-engine.ts');

const reader = createPdfReader({ threads: 1 });
afterAll(() => reader.close());

async function turned(pdf: Uint8Array, angle: number): Promise<Uint8Array> {
  const document = await PDFDocument.load(pdf);
  for (const page of document.getPages()) page.setRotation(degrees(angle));
  return document.save();
}

describe('a PDF with a text layer', () => {
  it('reads exactly the printed lines, Polish diacritics intact, without OCR', async () => {
    const text = await readPdfText(await makeInvoicePdf(leasingInvoice));
    expect(text.pages.map((page) => ({ ...page, lines: asColumns(page.lines) }))).toEqual([{ pageNumber: 1, source: 'text', lines: invoiceText(leasingInvoice)[0] }]);
    expect(text.pageCount).toBe(1);
    expect(asColumns(text.pages[0]?.lines)).toContain('Nabywca:');
    expect(asColumns(text.pages[0]?.lines)).toContain('Żółć i Gęś S.A.');
    expect(ocrEngine.warmOcrEngine).not.toHaveBeenCalled();
    expect(ocrEngine.recognise).not.toHaveBeenCalled();
  });

  it('reads a two-page invoice page by page', async () => {
    const text = await readPdfText(await makeInvoicePdf(twoPageEuroInvoice));
    const expected = invoiceText(twoPageEuroInvoice);
    expect(text.pageCount).toBe(2);
    expect(text.pages.map((page) => ({ ...page, lines: asColumns(page.lines) }))).toEqual(expected.map((lines, index) => ({ pageNumber: index + 1, source: 'text', lines })));
    expect(asColumns(text.pages[1]?.lines)).toEqual(['Lp.  Nazwa  Netto  VAT %  VAT  Brutto', '2.  Odsetki  312,45  23%  71,86  384,31', '3.  Ubezpieczenie pojazdu  95,00  zw  0,00  95,00', 'Razem  2 407,45  531,86  2 939,31', 'Do zapłaty: 2 939,31 EUR']);
    expect(ocrEngine.recognise).not.toHaveBeenCalled();
  });

  it.each([90, 180, 270])('reads a page turned %i° by /Rotate as the same upright lines', async (angle) => {
    const text = await readPdfText(await turned(await makeInvoicePdf(leasingInvoice), angle));
    expect(asColumns(text.pages[0]?.lines)).toEqual(invoiceText(leasingInvoice)[0]);
  });

  it('gives the same through the pool, quickly', async () => {
    const pdf = await makeInvoicePdf(twoPageEuroInvoice);
    await reader.read(pdf, testOwner); // the thread's first file loads pdfjs
    const start = performance.now();
    const text = await reader.read(pdf, testOwner);
    const milliseconds = performance.now() - start;
    expect(text.pages.map((page) => page.source)).toEqual(['text', 'text']);
    expect(text.pages.map((page) => asColumns(page.lines))).toEqual(invoiceText(twoPageEuroInvoice));
    // OCR of one page costs seconds; two text pages take tens of milliseconds.
    expect(milliseconds).toBeLessThan(2000);
  });
});
