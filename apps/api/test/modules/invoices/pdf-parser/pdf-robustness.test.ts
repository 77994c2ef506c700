// The parser never throws and always answers well-formed lines: random strings, random invoice words, very long
// lines, values that are not strings at all.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidTaxId } from '@leasedesk/contract';
import type { InvoiceLineDraft } from '../../../../src/modules/invoices/invoice-line-draft.ts';
import { parsePdfInvoiceText } from '../../../../src/modules/invoices/sources/pdf/parse-pdf-invoice.ts';
import { emptyLine, invoiceLines } from './pdf-parser-support.ts';

const moneyFields = [
  'positionNetAmountPln',
  'positionVatAmountPln',
  'positionGrossAmountPln',
  'positionNetAmountCurrency',
  'positionVatAmountCurrency',
  'positionGrossAmountCurrency',
  'invoiceNetAmountPln',
  'invoiceGrossAmountPln',
  'invoiceNetAmountCurrency',
  'invoiceGrossAmountCurrency',
] as const;
const headerFields = ['contractorName', 'taxId', 'invoiceNumber', 'currency', 'exchangeRate', 'invoiceDate', 'paymentDate', 'incomeDate', 'invoiceNetAmountPln', 'invoiceGrossAmountPln'] as const;

/** What every answer holds, whatever the text: at least one line, numbered 1..n, every value of its field's form. */
function expectWellFormed(lines: InvoiceLineDraft[]): void {
  expect(lines.length).toBeGreaterThanOrEqual(1);
  lines.forEach((line, index) => {
    expect(line.sequence).toBe(index + 1);
    expect(line.isPdfBased).toBe(true);
    for (const field of moneyFields) {
      const value = line[field];
      if (value !== null) expect(Number.isFinite(value) && Math.round(value * 100) / 100 === value, `${field} ${value}`).toBe(true);
    }
    if (line.vatRate !== null) expect(line.vatRate >= 0 && line.vatRate <= 1).toBe(true);
    for (const date of [line.invoiceDate, line.paymentDate, line.incomeDate, line.periodInvoiced]) {
      if (date !== null) expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    if (line.periodInvoiced !== null) expect(line.periodInvoiced.endsWith('-01')).toBe(true);
    if (line.taxId !== null) expect(isValidTaxId(line.taxId)).toBe(true);
    if (line.currency !== null) expect(line.currency).toMatch(/^[A-Z]{3}$/);
    for (const field of headerFields) expect(line[field]).toEqual(lines[0]?.[field]);
  });
}

/** Any UTF-16 units, lone surrogates and control characters included. */
const anyUnits = fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 80 }).map((units) => String.fromCharCode(...units));
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ maxLength: 80 }), anyUnits);
/** Words an invoice is made of, in any order: the parser's paths, not only its early exits. */
const invoiceWords = fc.constantFrom(
  'Faktura', 'VAT', 'nr', 'FV/2025/03/12', 'Data', 'wystawienia:', 'sprzedaży', 'Termin', 'płatności', '05.03.2025', '2025-02-30', 'O5.O3.2O25',
  'Sprzedawca:', 'Nabywca:', 'NIP', 'PL', '113-285-38-69', '526-OOO-12-46', 'Sp.', 'z', 'o.o.', 'S.A.', 'Umowa', 'leasingu', 'Harmonogram', 'harm.',
  'Okres', 'rozliczeniowy', 'za', 'marzec', 'marca', '2025', '03.2025', 'Waluta:', 'EUR', 'Kurs', '1', '=', '4,3125', 'PLN', 'zł', 'Lp.', 'Nazwa',
  'Netto', 'Brutto', 'Stawka', 'Kwota', 'Wartość', 'Ilość', 'J.m.', 'szt.', '9', '500,00', '9 500,00', '-1 234,56', '23%', '8', '%', 'zw', 'np.', 'oo', 'X',
  '2 185,00', '11 685,00', 'Razem', 'Suma', 'Do', 'zapłaty', 'Pozostało', 'przeniesienia', 'Strona', '|', '  ', '', ':', '-', '.', ',',
);
const invoiceLine = fc.array(invoiceWords, { maxLength: 14 }).map((words) => words.join(' '));

describe('the parser on any input', () => {
  it('never throws on random strings, and answers well-formed lines', () => {
    fc.assert(
      fc.property(fc.array(fc.array(anyText, { maxLength: 12 }), { maxLength: 4 }), (pages) => {
        expectWellFormed(parsePdfInvoiceText(pages));
      }),
      { numRuns: 400 },
    );
  });

  it('never throws on random lines of invoice words, and answers well-formed lines', () => {
    fc.assert(
      fc.property(fc.array(fc.array(invoiceLine, { maxLength: 30 }), { minLength: 1, maxLength: 3 }), (pages) => {
        expectWellFormed(parsePdfInvoiceText(pages));
      }),
      { numRuns: 400 },
    );
  });

  it('never throws when a real invoice has random lines inserted', () => {
    const base = invoiceLines();
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(base.length), fc.oneof(invoiceLine, anyText)), { maxLength: 6 }), (insertions) => {
        const lines = [...base];
        for (const [at, text] of insertions) lines.splice(at, 0, text);
        expectWellFormed(parsePdfInvoiceText([lines]));
      }),
      { numRuns: 300 },
    );
  });

  it('answers one empty line for very long lines, quickly', () => {
    const hostile = [
      'x'.repeat(1_000_000),
      '9 '.repeat(300_000),
      '1 000,00 '.repeat(100_000),
      `Data wystawienia: ${'0'.repeat(200_000)}`,
      `NIP ${'1'.repeat(200_000)}`,
      'za '.repeat(200_000),
      `${'Sprzedawca: '.repeat(50_000)}`,
      `${'O'.repeat(100_000)},OO`,
      '|'.repeat(500_000),
    ];
    const started = Date.now();
    for (const line of hostile) expect(parsePdfInvoiceText([[line]])).toEqual([emptyLine]);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reads pages of long repetitive lines (just under the length read) in linear time', () => {
    const nearLimit = (unit: string) => unit.repeat(Math.ceil(1999 / unit.length)).slice(0, 1999);
    const units = ['1 ', '100 ', 'O ', 'za marzec ', 'Data wystawienia: ', 'NIP 1 ', 'Sprzedawca: Nabywca: ', '1,00 ', '23% ', '9 500,00 EUR ', 'Umowa nr ', 'Kurs 1 EUR = ', 'Sp. z o.o. ', 'Lp. Nazwa Netto VAT Brutto '];
    const started = Date.now();
    expectWellFormed(parsePdfInvoiceText([units.flatMap((unit) => Array.from({ length: 40 }, () => nearLimit(unit)))]));
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reads an invoice whose lines are long but not hostile', () => {
    const long = `1.  ${'Rata leasingowa '.repeat(100)} 9 500,00  23%  2 185,00  11 685,00`;
    const [line] = parsePdfInvoiceText([['Lp.  Nazwa  Netto  VAT %  VAT  Brutto', long]]);
    expect(line).toMatchObject({ positionNetAmountPln: 9500, vatRate: 0.23 });
  });

  it('answers one empty line for values that are not pages of strings', () => {
    for (const pages of [null, undefined, 42, 'text', {}, [null], [[null, 5, {}, ['x']]], [{ length: 3 }]]) {
      expect(parsePdfInvoiceText(pages as unknown as string[][])).toEqual([emptyLine]);
    }
  });

  it('reads many pages of many rows in reasonable time', () => {
    const row = (index: number) => `${index}.  Rata leasingowa ${index}/1000  100,00  23%  23,00  123,00`;
    const pages = Array.from({ length: 20 }, (_, page) => ['Lp.  Nazwa  Netto  VAT %  VAT  Brutto', ...Array.from({ length: 50 }, (_, index) => row(page * 50 + index + 1))]);
    const started = Date.now();
    const lines = parsePdfInvoiceText([invoiceLines({ table: [], totals: [] }), ...pages, ['Razem  100 000,00  23 000,00  123 000,00']]);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(lines).toHaveLength(1000);
    expect(lines[999]).toMatchObject({ sequence: 1000, positionDescription: 'Rata leasingowa 1000/1000', invoiceGrossAmountPln: 123_000 });
  });
});
