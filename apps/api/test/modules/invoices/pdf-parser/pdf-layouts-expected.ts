// What the PDF reader must make of each layout in test/support/pdf-layouts.ts: every printed amount,
// rate and header field as printed, the derived ones derived as the rules say, and no totals line as a
// position. Shared by the text-layer tests and the scan tests.

import { expect } from 'vitest';
import type { FieldReading, FieldReadings } from '@leasedesk/contract';
import type { InvoiceLineDraft } from '../../../../src/modules/invoices/invoice-line-draft.ts';
import {
  buyerFirstInvoice,
  gluedCurrencyInvoice,
  ksefVisualisationInvoice,
  totalsLinesInvoice,
  twoLineHeaderInvoice,
  twoPageInvoice,
  vatSummaryInvoice,
  type PdfLayoutName,
} from '../../../support/pdf-layouts.ts';

/**
 * How a row's amounts come: all three printed; net printed and VAT spread from the VAT summary per rate (gross =
 * net + VAT); net and gross printed (VAT = gross − net).
 */
export type AmountsKind = 'printed' | 'fromVatSummary' | 'grossMinusNet';
export type ExpectedPosition = { description: string; net: number; vat: number; gross: number; vatRate: number; amounts: AmountsKind };
export type ExpectedInvoice = {
  header: {
    contractorName: string;
    taxId: string;
    invoiceNumber: string;
    invoiceDate: string;
    paymentDate: string;
    incomeDate: string;
    bankAccount: string;
    ksefNumber?: string;
  };
  /** How the header fields were got: printed (`read`) or worked out (a due date from `14 dni`, a sale date not printed). */
  headerReadings: FieldReadings;
  positions: ExpectedPosition[];
  /** The invoice's printed totals (net, and gross = the total due). */
  totals: { net: number; gross: number };
};

const read: FieldReading = { state: 'read' };
/** Derived, whatever from: the issue names no source for a due date worked out from `14 dni`. */
const derivedSomehow = expect.objectContaining({ state: 'derived' }) as FieldReading;

/** `1 234,56`, `86,16PLN`, `1 114,66 zł` → 1234.56. */
export function printedNumber(printed: string): number {
  return Number(printed.replace(/[^\d,-]/g, '').replace(',', '.'));
}

const nrbDigits = (printed: string) => printed.replaceAll(' ', '');

export const expectedInvoices: Record<PdfLayoutName, ExpectedInvoice> = {
  ksefVisualisation: {
    header: {
      contractorName: ksefVisualisationInvoice.seller.name,
      taxId: ksefVisualisationInvoice.seller.taxId,
      invoiceNumber: 'FV/2026/03/0042',
      invoiceDate: '2026-03-05',
      paymentDate: '2026-03-19',
      incomeDate: '2026-02-28',
      bankAccount: nrbDigits(ksefVisualisationInvoice.bankAccount),
      ksefNumber: ksefVisualisationInvoice.ksefNumber,
    },
    headerReadings: { taxId: read, contractorName: read, invoiceNumber: read, ksefNumber: read, invoiceDate: read, incomeDate: read, paymentDate: read, bankAccount: read, currency: read },
    // 23%: the summary's 784,19 spread by net — 654,85 / 94,85 / 34,49 (each row's own rounding would give
    // 654,84 and 34,50); 8%: 32,55 as 14,40 / 18,15.
    positions: [
      { description: 'Rata leasingowa 14/36, część kapitałowa', net: 2847.15, vat: 654.85, gross: 3502.0, vatRate: 0.23, amounts: 'fromVatSummary' },
      { description: 'Rata leasingowa 14/36, część odsetkowa', net: 412.37, vat: 94.85, gross: 507.22, vatRate: 0.23, amounts: 'fromVatSummary' },
      { description: 'Opłata za zarządzanie flotą', net: 149.98, vat: 34.49, gross: 184.47, vatRate: 0.23, amounts: 'fromVatSummary' },
      { description: 'Przewóz pojazdu zastępczego', net: 180, vat: 14.4, gross: 194.4, vatRate: 0.08, amounts: 'fromVatSummary' },
      { description: 'Nocleg kierowcy w Łodzi', net: 226.85, vat: 18.15, gross: 245, vatRate: 0.08, amounts: 'fromVatSummary' },
    ],
    totals: { net: 3816.35, gross: 4633.09 },
  },
  gluedCurrencies: {
    header: {
      contractorName: gluedCurrencyInvoice.seller.name,
      taxId: gluedCurrencyInvoice.seller.taxId,
      invoiceNumber: 'FV/0317/2026',
      invoiceDate: '2026-03-05',
      paymentDate: '2026-03-19',
      incomeDate: '2026-03-05',
      bankAccount: nrbDigits(gluedCurrencyInvoice.bankAccount),
    },
    headerReadings: { taxId: read, contractorName: read, invoiceNumber: read, invoiceDate: read, paymentDate: derivedSomehow, incomeDate: { state: 'derived', from: 'invoiceDate' }, bankAccount: read },
    positions: [
      { description: 'Opłata za zmianę harmonogramu spłat', net: 86.16, vat: 19.82, gross: 105.98, vatRate: 0.23, amounts: 'grossMinusNet' },
      { description: 'Wynajem miejsca postojowego, Gdańsk', net: 900, vat: 207, gross: 1107, vatRate: 0.23, amounts: 'grossMinusNet' },
      { description: 'Mycie i odkurzanie pojazdu, pakiet żółty', net: 128.5, vat: 10.28, gross: 138.78, vatRate: 0.08, amounts: 'grossMinusNet' },
    ],
    totals: { net: 1114.66, gross: 1351.76 },
  },
  vatSummary: {
    header: {
      contractorName: vatSummaryInvoice.seller.name,
      taxId: vatSummaryInvoice.seller.taxId,
      invoiceNumber: '2026/03/118',
      invoiceDate: '2026-03-05',
      paymentDate: '2026-03-19',
      incomeDate: '2026-03-05',
      bankAccount: nrbDigits(vatSummaryInvoice.bankAccount),
    },
    headerReadings: { taxId: read, contractorName: read, invoiceNumber: read, invoiceDate: read, paymentDate: read, incomeDate: { state: 'derived', from: 'invoiceDate' }, bankAccount: read },
    // 23%: 749,59 spread by net — 718,84 / 8,14 / 22,61; the rows' own rounding would give 22,60 and miss a cent.
    positions: [
      { description: 'Rata leasingowa 7/48, piec piekarniczy', net: 3125.4, vat: 718.84, gross: 3844.24, vatRate: 0.23, amounts: 'fromVatSummary' },
      { description: 'Opłata administracyjna', net: 35.4, vat: 8.14, gross: 43.54, vatRate: 0.23, amounts: 'fromVatSummary' },
      { description: 'Abonament GPS, śledzenie pojazdów', net: 98.28, vat: 22.61, gross: 120.89, vatRate: 0.23, amounts: 'fromVatSummary' },
      { description: 'Dojazd serwisu do Świętochłowic', net: 61.11, vat: 4.89, gross: 66, vatRate: 0.08, amounts: 'fromVatSummary' },
    ],
    totals: { net: 3320.19, gross: 4074.67 },
  },
  twoLineHeaders: {
    header: {
      contractorName: twoLineHeaderInvoice.seller.name,
      taxId: twoLineHeaderInvoice.seller.taxId,
      invoiceNumber: '2026/LW/00315',
      invoiceDate: '2026-03-05',
      paymentDate: '2026-03-19',
      incomeDate: '2026-03-05',
      bankAccount: nrbDigits(twoLineHeaderInvoice.bankAccount),
    },
    headerReadings: { taxId: read, contractorName: read, invoiceNumber: read, invoiceDate: read, paymentDate: read, incomeDate: { state: 'derived', from: 'invoiceDate' }, bankAccount: read },
    positions: [
      { description: 'Rata leasingowa 9/24, żuraw samojezdny', net: 12_480, vat: 2870.4, gross: 15_350.4, vatRate: 0.23, amounts: 'printed' },
      { description: 'Opłata za przedłużenie polisy', net: 315.5, vat: 72.57, gross: 388.07, vatRate: 0.23, amounts: 'printed' },
      { description: 'Szkolenie operatora, część praktyczna', net: 285, vat: 22.8, gross: 307.8, vatRate: 0.08, amounts: 'printed' },
    ],
    totals: { net: 13_080.5, gross: 16_046.27 },
  },
  twoPageTable: {
    header: {
      contractorName: twoPageInvoice.seller.name,
      taxId: twoPageInvoice.seller.taxId,
      invoiceNumber: 'FV/2026/03/0201',
      invoiceDate: '2026-03-05',
      paymentDate: '2026-03-19',
      incomeDate: '2026-03-01',
      bankAccount: nrbDigits(twoPageInvoice.bankAccount),
    },
    headerReadings: { taxId: read, contractorName: read, invoiceNumber: read, invoiceDate: read, paymentDate: read, incomeDate: read, bankAccount: read },
    // Thirty-four rows as printed (the fixture computes them; each is checked against its printed text here).
    positions: twoPageInvoice.positions.map((p) => ({ description: p.description, net: printedNumber(p.net), vat: printedNumber(p.vat), gross: printedNumber(p.gross), vatRate: 0.23, amounts: 'printed' })),
    totals: { net: printedNumber(twoPageInvoice.total.net), gross: printedNumber(twoPageInvoice.total.gross) },
  },
  totalsLines: {
    header: {
      contractorName: totalsLinesInvoice.seller.name,
      taxId: totalsLinesInvoice.seller.taxId,
      invoiceNumber: 'BWA/77/03/2026',
      invoiceDate: '2026-03-05',
      paymentDate: '2026-03-19',
      incomeDate: '2026-03-04',
      bankAccount: nrbDigits(totalsLinesInvoice.bankAccount),
    },
    headerReadings: { taxId: read, contractorName: read, invoiceNumber: read, invoiceDate: read, paymentDate: derivedSomehow, incomeDate: read, bankAccount: read },
    positions: [
      { description: 'Wynajem samochodu osobowego', net: 1260, vat: 289.8, gross: 1549.8, vatRate: 0.23, amounts: 'printed' },
      { description: 'Fotelik dziecięcy', net: 45, vat: 10.35, gross: 55.35, vatRate: 0.23, amounts: 'printed' },
      { description: 'Dowóz auta do Żywca', net: 120, vat: 9.6, gross: 129.6, vatRate: 0.08, amounts: 'printed' },
    ],
    totals: { net: 1425, gross: 1734.75 },
  },
  buyerFirst: {
    header: {
      contractorName: buyerFirstInvoice.seller.name,
      taxId: buyerFirstInvoice.seller.taxId,
      invoiceNumber: 'LF/2026/0093',
      invoiceDate: '2026-03-05',
      paymentDate: '2026-03-19',
      incomeDate: '2026-03-05',
      bankAccount: nrbDigits(buyerFirstInvoice.bankAccount),
    },
    headerReadings: { taxId: read, contractorName: read, invoiceNumber: read, invoiceDate: read, paymentDate: read, incomeDate: { state: 'derived', from: 'invoiceDate' }, bankAccount: read },
    positions: [
      { description: 'Rata leasingowa 22/60, ciągnik sadowniczy', net: 3150, vat: 724.5, gross: 3874.5, vatRate: 0.23, amounts: 'printed' },
      { description: 'Opłata za monitoring GPS, dwa ciągniki', net: 59, vat: 13.57, gross: 72.57, vatRate: 0.23, amounts: 'printed' },
    ],
    totals: { net: 3209, gross: 3947.07 },
  },
};

const amountReadings: Record<AmountsKind, FieldReadings> = {
  printed: { positionNetAmountCurrency: read, positionVatAmountCurrency: read, positionGrossAmountCurrency: read },
  fromVatSummary: {
    positionNetAmountCurrency: read,
    positionVatAmountCurrency: { state: 'derived', from: 'vatSummary' },
    positionGrossAmountCurrency: { state: 'derived', from: 'netPlusVat' },
  },
  grossMinusNet: {
    positionNetAmountCurrency: read,
    positionVatAmountCurrency: { state: 'derived', from: 'grossMinusNet' },
    positionGrossAmountCurrency: read,
  },
};

/** Lower case, no diacritics, single spaces: what a scan's OCR may be forgiven for in running text. */
export function folded(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replaceAll('ł', 'l')
    .replaceAll('Ł', 'L')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

const cents = (amount: number | null) => Math.round((amount ?? Number.NaN) * 100);

/** Words a totals line starts with; a position described by one of them is a totals line read as a position. */
const totalsWords = /^(razem|w tym|do przeniesienia|z przeniesienia|kwota należności|do zapłaty|suma|podsumowanie)/i;

/**
 * The reader's lines against the layout's expectation. A scan may lose diacritics in the running text (descriptions
 * and names are compared folded); its amounts, rates, dates, numbers and account must still be exact.
 */
export function expectReadAsPrinted(lines: InvoiceLineDraft[], expected: ExpectedInvoice, source: 'text' | 'scan'): void {
  const text = (value: string) => (source === 'scan' ? expect.toSatisfy((actual: string | null) => folded(actual) === folded(value)) : value);
  expect(lines.map((line) => line.positionDescription)).toHaveLength(expected.positions.length);
  for (const line of lines) expect(line.positionDescription ?? '').not.toMatch(totalsWords);
  lines.forEach((line, index) => {
    const position = expected.positions[index];
    if (!position) throw new Error(`no expectation for position ${index + 1}`);
    expect(line, `position ${index + 1}`).toMatchObject({
      sequence: index + 1,
      ...expected.header,
      contractorName: text(expected.header.contractorName),
      currency: 'PLN',
      exchangeRate: 1,
      positionDescription: text(position.description),
      vatRate: position.vatRate,
      positionNetAmountCurrency: position.net,
      positionVatAmountCurrency: position.vat,
      positionGrossAmountCurrency: position.gross,
      // A PLN invoice's PLN amounts are its amounts.
      positionNetAmountPln: position.net,
      positionVatAmountPln: position.vat,
      positionGrossAmountPln: position.gross,
      invoiceNetAmountCurrency: expected.totals.net,
      invoiceGrossAmountCurrency: expected.totals.gross,
      invoiceNetAmountPln: expected.totals.net,
      invoiceGrossAmountPln: expected.totals.gross,
      isPdfBased: true,
    });
    expect(line.fieldReadings, `readings of position ${index + 1}`).toMatchObject({
      ...expected.headerReadings,
      ...amountReadings[position.amounts],
      positionDescription: read,
      vatRate: read,
    });
    for (const total of ['invoiceNetAmountCurrency', 'invoiceGrossAmountCurrency'] as const) {
      expect(line.fieldReadings?.[total]?.state, `${total} of position ${index + 1}`).not.toBe('missing');
    }
  });
  // The lines add up to the printed total due, to the cent.
  expect(lines.reduce((sum, line) => sum + cents(line.positionGrossAmountCurrency), 0)).toBe(cents(expected.totals.gross));
  expect(lines.reduce((sum, line) => sum + cents(line.positionNetAmountCurrency), 0)).toBe(cents(expected.totals.net));
}
