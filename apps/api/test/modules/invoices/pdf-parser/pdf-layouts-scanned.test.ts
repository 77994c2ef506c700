// Tests by example, scanned: three of the layouts printed and scanned at 200 dpi (one JPEG per page, no
// text layer), read by OCR and the parser. OCR may lose a diacritic in running text, so descriptions and names are
// compared folded; amounts, rates, dates, numbers and the account must still be exact. OCR takes seconds a page:
// these live apart from the text-layer tests.

import { afterAll, describe, expect, it } from 'vitest';
import type { InvoiceLineDraft } from '../../../../src/modules/invoices/invoice-line-draft.ts';
import { closeOcrEngine } from '../../../../src/lib/pdf-ocr/ocr-engine.ts';
import { readPdfText } from '../../../../src/lib/pdf-ocr/read-pdf-text.ts';
import { readPdfInvoice } from '../../../../src/modules/invoices/sources/pdf/read-pdf-invoice.ts';
import { makeScannedLayoutPdf, type PdfLayoutName } from '../../../support/pdf-layouts.ts';
import { expectReadAsPrinted, expectedInvoices } from './pdf-layouts-expected.ts';

afterAll(() => closeOcrEngine());
const ocrTimeout = 90_000;

async function readScannedLayout(name: PdfLayoutName): Promise<InvoiceLineDraft[]> {
  const text = await readPdfText(await makeScannedLayoutPdf(name, 200));
  expect(text.pages.map((page) => page.source)).toEqual(text.pages.map(() => 'ocr'));
  return readPdfInvoice(text);
}

describe('PDF invoices as they really look, scanned at 200 dpi', () => {
  it('KSeF visualisation, scanned: header fields, net-only rows with VAT from the rate summary', { timeout: ocrTimeout }, async () => {
    expectReadAsPrinted(await readScannedLayout('ksefVisualisation'), expectedInvoices.ksefVisualisation, 'scan');
  });

  it('glued currencies, scanned: "86,16PLN 105,98PLN" rows, VAT = gross − net', { timeout: ocrTimeout }, async () => {
    expectReadAsPrinted(await readScannedLayout('gluedCurrencies'), expectedInvoices.gluedCurrencies, 'scan');
  });

  it('two-line headers, scanned: split column headers in an unusual order', { timeout: ocrTimeout }, async () => {
    expectReadAsPrinted(await readScannedLayout('twoLineHeaders'), expectedInvoices.twoLineHeaders, 'scan');
  });
});
