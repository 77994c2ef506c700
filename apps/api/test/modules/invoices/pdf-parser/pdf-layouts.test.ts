// Tests by example: invoices as real tools lay them out, each built as a real PDF with a text layer, read
// by the real reader (pdfjs text layer → lines → parser). Every printed amount, rate and header field must come
// back as printed, the derived ones as the rules derive them, and no totals line as a position.

import { describe, expect, it } from 'vitest';
import type { InvoiceLineDraft } from '../../../../src/modules/invoices/invoice-line-draft.ts';
import { readPdfText } from '../../../../src/lib/pdf-ocr/read-pdf-text.ts';
import { readPdfInvoice } from '../../../../src/modules/invoices/sources/pdf/read-pdf-invoice.ts';
import { buyerFirstInvoice, makeLayoutPdf, twoPageInvoice, type PdfLayoutName } from '../../../support/pdf-layouts.ts';
import { expectReadAsPrinted, expectedInvoices } from './pdf-layouts-expected.ts';

async function readLayout(name: PdfLayoutName): Promise<InvoiceLineDraft[]> {
  const text = await readPdfText(await makeLayoutPdf(name));
  expect(text.pages.map((page) => page.source)).not.toContain('ocr');
  return readPdfInvoice(text);
}

const sumOfCents = (amounts: (number | null)[]) => amounts.reduce<number>((sum, amount) => sum + Math.round((amount ?? Number.NaN) * 100), 0);

describe('PDF invoices as they really look (text layer)', () => {
  it('KSeF visualisation: header right-aligned, parties side by side, net-only rows, VAT from "Podsumowanie stawek podatku"', async () => {
    const lines = await readLayout('ksefVisualisation');
    expectReadAsPrinted(lines, expectedInvoices.ksefVisualisation, 'text');
    // Each rate's rows carry exactly that rate's VAT from the summary ("23% lub 22%": 784,19; "8% lub 7%": 32,55).
    expect(sumOfCents(lines.filter((line) => line.vatRate === 0.23).map((line) => line.positionVatAmountCurrency))).toBe(78_419);
    expect(sumOfCents(lines.filter((line) => line.vatRate === 0.08).map((line) => line.positionVatAmountCurrency))).toBe(3_255);
  });

  it('glued currencies: "86,16PLN 105,98PLN" rows take VAT = gross − net; "zł" totals; due "14 dni" after the issue date', async () => {
    expectReadAsPrinted(await readLayout('gluedCurrencies'), expectedInvoices.gluedCurrencies, 'text');
  });

  it('net-only rows with a "Stawka VAT | Netto | VAT | Brutto" summary: VAT spread per rate by net, cents add up', async () => {
    const lines = await readLayout('vatSummary');
    expectReadAsPrinted(lines, expectedInvoices.vatSummary, 'text');
    expect(sumOfCents(lines.filter((line) => line.vatRate === 0.23).map((line) => line.positionVatAmountCurrency))).toBe(74_959);
  });

  it('two-line headers ("Wartość" / "netto", "Kwota" / "VAT", …) in an unusual column order, dates in words', async () => {
    expectReadAsPrinted(await readLayout('twoLineHeaders'), expectedInvoices.twoLineHeaders, 'text');
  });

  it('a table over two pages: header repeated, "Do przeniesienia" / "Z przeniesienia" are no positions, totals on page two', async () => {
    const lines = await readLayout('twoPageTable');
    expectReadAsPrinted(lines, expectedInvoices.twoPageTable, 'text');
    expect(lines).toHaveLength(twoPageInvoice.positions.length);
    expect(lines.at(twoPageInvoice.positionsOnFirstPage)?.positionDescription).toBe(twoPageInvoice.positions[twoPageInvoice.positionsOnFirstPage]?.description);
  });

  it('totals lines in the positions\' columns ("Razem", "W tym", "Kwota należności ogółem"): none is a position', async () => {
    const lines = await readLayout('totalsLines');
    expectReadAsPrinted(lines, expectedInvoices.totalsLines, 'text');
    expect(lines).toHaveLength(3);
  });

  it('buyer listed before the seller, side by side: the seller\'s name and NIP are taken, not the buyer\'s', async () => {
    const lines = await readLayout('buyerFirst');
    expectReadAsPrinted(lines, expectedInvoices.buyerFirst, 'text');
    for (const line of lines) {
      expect(line.taxId).not.toBe(buyerFirstInvoice.buyer.taxId);
      expect(line.contractorName).not.toBe(buyerFirstInvoice.buyer.name);
    }
  });
});
