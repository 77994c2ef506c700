// Invoice texts for the PDF parser's tests, as the reading layer hands them over: per page, lines top to bottom.
// Text-layer lines put two or more spaces between columns; OCR lines have single spaces.

import { readableInvoiceFields, type FieldReadings } from '@leasedesk/contract';
import type { InvoiceLineDraft } from '../../../../src/modules/invoices/invoice-line-draft.ts';
import { parsePdfInvoiceText } from '../../../../src/modules/invoices/sources/pdf/parse-pdf-invoice.ts';

/** The seller's NIP in the examples (valid checksum), printed with dashes; the buyer's. */
export const sellerNip = '1132853869';
export const buyerNip = '5260250274';

/** An invoice in parts, so each test replaces only the part it is about. */
export type InvoiceParts = {
  title: string[];
  dates: string[];
  parties: string[];
  references: string[];
  table: string[];
  totals: string[];
};

/** A text-layer invoice of two positions (23% and 8%), stacked parties, every label printed. */
export const baseParts: InvoiceParts = {
  title: ['Faktura VAT nr FV/2025/03/12'],
  dates: ['Data wystawienia: 05.03.2025', 'Data sprzedaży: 05.03.2025', 'Termin płatności: 19.03.2025'],
  parties: ['Sprzedawca:', 'Północ Leasing Sp. z o.o.', 'ul. Długa 1, 00-001 Warszawa', 'NIP: 113-285-38-69', 'Nabywca:', 'Najemca Żółty S.A.', 'NIP: 526-025-02-74'],
  references: ['Umowa leasingu nr UL/2025/001', 'Harmonogram nr 1', 'Okres rozliczeniowy: 2025-03'],
  table: [
    'Lp.  Nazwa  Netto  VAT %  VAT  Brutto',
    '1.  Rata leasingowa 1/36  9 500,00  23%  2 185,00  11 685,00',
    '2.  Ubezpieczenie przedmiotu leasingu  100,00  8%  8,00  108,00',
  ],
  totals: ['Razem  9 600,00  2 193,00  11 793,00', 'Do zapłaty: 11 793,00 PLN'],
};

/** The parts' lines, in their order, on one page. */
export function invoiceLines(parts: Partial<InvoiceParts> = {}): string[] {
  const all = { ...baseParts, ...parts };
  return [...all.title, ...all.dates, ...all.parties, ...all.references, ...all.table, ...all.totals];
}

/** The lines read from a one-page invoice made of the parts. */
export function parseParts(parts: Partial<InvoiceParts> = {}): InvoiceLineDraft[] {
  return parsePdfInvoiceText([invoiceLines(parts)]);
}

/** The first line read from a one-page invoice made of the parts (the header fields every line shares). */
export function firstLineOf(parts: Partial<InvoiceParts> = {}): InvoiceLineDraft {
  const [first] = parseParts(parts);
  if (!first) throw new Error('the parser returned no line');
  return first;
}

/** The first line read from exactly these lines on one page. */
export function firstLineOfText(lines: string[]): InvoiceLineDraft {
  const [first] = parsePdfInvoiceText([lines]);
  if (!first) throw new Error('the parser returned no line');
  return first;
}

/** A draft without its field readings, for comparing the fields' values on their own. */
export type DraftFields = Omit<InvoiceLineDraft, 'fieldReadings'>;

/** The lines without their field readings: tests that compare whole drafts check the readings that matter apart. */
export function withoutReadings(lines: readonly InvoiceLineDraft[]): DraftFields[] {
  return lines.map(({ fieldReadings: _readings, ...fields }) => fields);
}

/** Every field a PDF reading accounts for, not found: the readings of text that is no invoice. */
export const allMissing: FieldReadings = Object.fromEntries(readableInvoiceFields.map((field) => [field, { state: 'missing' }]));

/** Every field null (sequence 1, PDF-based), readings aside: the fields of unreadable text. */
export const emptyFields: DraftFields = {
  sequence: 1,
  contractorName: null,
  taxId: null,
  agreementNumber: null,
  scheduleNumber: null,
  invoiceNumber: null,
  positionDescription: null,
  positionNetAmountPln: null,
  positionVatAmountPln: null,
  positionGrossAmountPln: null,
  positionNetAmountCurrency: null,
  positionVatAmountCurrency: null,
  positionGrossAmountCurrency: null,
  invoiceNetAmountPln: null,
  invoiceGrossAmountPln: null,
  invoiceNetAmountCurrency: null,
  invoiceGrossAmountCurrency: null,
  vatRate: null,
  currency: null,
  exchangeRate: null,
  invoiceDate: null,
  paymentDate: null,
  incomeDate: null,
  periodInvoiced: null,
  factoringContractNumber: null,
  isPdfBased: true,
  ksefNumber: null,
  bankAccount: null,
};

/** What unreadable text gives: every field null, every reading missing. */
export const emptyLine: InvoiceLineDraft = { ...emptyFields, fieldReadings: allMissing };

/** The header fields of the base invoice, as every one of its lines carries them. */
export const baseHeader = {
  contractorName: 'Północ Leasing Sp. z o.o.',
  taxId: sellerNip,
  agreementNumber: 'UL/2025/001',
  scheduleNumber: '1',
  invoiceNumber: 'FV/2025/03/12',
  currency: 'PLN',
  exchangeRate: 1,
  invoiceDate: '2025-03-05',
  paymentDate: '2025-03-19',
  incomeDate: '2025-03-05',
  periodInvoiced: '2025-03-01',
  factoringContractNumber: null,
  isPdfBased: true,
  ksefNumber: null,
  bankAccount: null,
} as const;

/** A PLN position's six amounts from net, VAT and gross. */
export const plnAmounts = (net: number, vat: number, gross: number) => ({
  positionNetAmountPln: net,
  positionVatAmountPln: vat,
  positionGrossAmountPln: gross,
  positionNetAmountCurrency: net,
  positionVatAmountCurrency: vat,
  positionGrossAmountCurrency: gross,
});

/** A PLN invoice's four totals from net and gross. */
export const plnTotals = (net: number | null, gross: number | null) => ({
  invoiceNetAmountPln: net,
  invoiceGrossAmountPln: gross,
  invoiceNetAmountCurrency: net,
  invoiceGrossAmountCurrency: gross,
});
