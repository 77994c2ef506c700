// The invoice's number, dates, agreement and schedule by their labels: every variant with and without diacritics,
// colons, extra spaces and `nr`; values on the label's line or below it; readings that are not values.

import { describe, expect, it } from 'vitest';
import { firstLineOf, parseParts } from './pdf-parser-support.ts';

describe('invoice number', () => {
  it.each([
    ['Faktura VAT nr FV/2025/03/12', 'FV/2025/03/12'],
    ['Faktura VAT Nr: FV/2025/03/12', 'FV/2025/03/12'],
    ['FAKTURA VAT NR. FV/2025/03/12', 'FV/2025/03/12'],
    ['faktura vat nr.FV/2025/03/12', 'FV/2025/03/12'],
    ['Faktura   VAT   nr   12/03/2025', '12/03/2025'],
    ['Faktura nr 12/03/2025', '12/03/2025'],
    ['Faktura VAT FV/2025/03/12', 'FV/2025/03/12'],
    ['Faktura FV/2025/03/12', 'FV/2025/03/12'],
    ['Nr faktury: 12/03/2025', '12/03/2025'],
    ['nr faktury 12/03/2025', '12/03/2025'],
    ['Numer faktury: FV/2025/03/12', 'FV/2025/03/12'],
    ['Faktura VAT nr FV 12/2025', 'FV 12/2025'],
    ['Faktura korygująca nr FK/2025/1', 'FK/2025/1'],
    ['Faktura korygujaca nr FK/2025/1', 'FK/2025/1'],
    ['Faktura VAT nr FV/2025/03/12    ORYGINAŁ', 'FV/2025/03/12'],
    ['Faktura VAT nr FV/2025/03/12 z dnia 05.03.2025', 'FV/2025/03/12'],
    ['Faktura VAT nr FV/2025/03/12, oryginał', 'FV/2025/03/12'],
    ['Faktura VAT nr FV/2O25/O3/l2', 'FV/2025/03/12'],
    ['Faktura VAT nr ORG/12/2025', 'ORG/12/2025'],
  ])('%s → %s', (title, invoiceNumber) => {
    expect(firstLineOf({ title: [title] }).invoiceNumber).toBe(invoiceNumber);
  });

  it('reads the number on the line below a label that has none', () => {
    expect(firstLineOf({ title: ['Faktura VAT nr', 'FV/2025/03/12'] }).invoiceNumber).toBe('FV/2025/03/12');
  });

  it('takes a title without a number for no reading, and the number another label gives', () => {
    expect(firstLineOf({ title: ['FAKTURA VAT', 'ORYGINAŁ', 'Nr faktury: FV/1/2025'] }).invoiceNumber).toBe('FV/1/2025');
    expect(firstLineOf({ title: ['Faktura VAT (oryginał)'] }).invoiceNumber).toBeNull();
  });

  it('agrees with itself when printed twice, and is null when two numbers disagree or none is printed', () => {
    expect(firstLineOf({ title: ['Faktura VAT nr FV/1/2025', 'Nr faktury: FV/1/2025'] }).invoiceNumber).toBe('FV/1/2025');
    expect(firstLineOf({ title: ['Faktura VAT nr FV/1/2025', 'Nr faktury: FV/2/2025'] }).invoiceNumber).toBeNull();
    expect(firstLineOf({ title: [] }).invoiceNumber).toBeNull();
  });
});

describe('dates', () => {
  const withDates = (dates: string[]) => firstLineOf({ dates });

  it.each([
    ['Data wystawienia: 05.03.2025'],
    ['Data wystawienia 05.03.2025'],
    ['DATA WYSTAWIENIA: 05.03.2025'],
    ['data wystawienia:05.03.2025'],
    ['Data   wystawienia  :   05.03.2025'],
    ['Data wystawienia: 2025-03-05'],
    ['Data wystawienia: 05-03-2025'],
    ['Data wystawienia: 5.03.2025'],
    ['Data wystawienia: 05.03.2025 r.'],
    ['Data wystawienia: O5.O3.2O25'],
    ['Data wystawienia: 05. 03. 2025'],
    ['Miejsce i data wystawienia: Warszawa, 05.03.2025'],
    ['Data faktury: 05.03.2025'],
  ])('invoiceDate from %s', (label) => {
    expect(withDates([label, 'Data sprzedaży: 04.03.2025', 'Termin płatności: 19.03.2025'])).toMatchObject({ invoiceDate: '2025-03-05' });
  });

  it.each([
    ['Data sprzedaży: 04.03.2025'],
    ['Data sprzedazy: 04.03.2025'],
    ['DATA SPRZEDAŻY 04.03.2025'],
    ['Data sprzedazy 2025-03-04'],
    ['Data dostawy: 04-03-2025'],
    ['Data wykonania usługi: 04.03.2025'],
    ['Data wykonania uslugi: 04.03.2025'],
    ['Data zakończenia dostawy/usługi: 04.03.2025'],
    ['Data dostawy/wykonania usługi: 04.03.2025'],
  ])('incomeDate from %s', (label) => {
    expect(withDates(['Data wystawienia: 05.03.2025', label, 'Termin płatności: 19.03.2025'])).toMatchObject({ incomeDate: '2025-03-04' });
  });

  it.each([
    ['Termin płatności: 19.03.2025'],
    ['Termin platnosci: 19.03.2025'],
    ['TERMIN PŁATNOŚCI 19.03.2025'],
    ['Termin płatności: 2025-03-19'],
    ['Termin platnosci: l9.O3.2O25'],
    ['Termin zapłaty: 19-03-2025'],
    ['Płatne do: 19.03.2025'],
    ['Sposób płatności: przelew    Termin płatności: 19.03.2025'],
    ['Termin płatności: 19.03.2025 (14 dni)'],
  ])('paymentDate from %s', (label) => {
    expect(withDates(['Data wystawienia: 05.03.2025', 'Data sprzedaży: 04.03.2025', label])).toMatchObject({ paymentDate: '2025-03-19' });
  });

  it.each([
    ['31.02.2025'],
    ['29.02.2025'],
    ['2025-13-01'],
    ['32-01-2025'],
    ['00.03.2025'],
    ['01.01.1899'],
    ['12/03/2025'],
  ])('a date that is not a real calendar date (%s) is null, and no default replaces it', (value) => {
    const line = withDates(['Data wystawienia: 05.03.2025', `Data sprzedaży: ${value}`, `Termin płatności: ${value}`]);
    expect(line).toMatchObject({ invoiceDate: '2025-03-05', incomeDate: null, paymentDate: null });
    expect(withDates([`Data wystawienia: ${value}`])).toMatchObject({ invoiceDate: null, incomeDate: null, paymentDate: null });
  });

  it('a payment term in days (`Termin płatności: 14 dni`) gives the due date issue date + 14 days; as a sale or issue date it is null', () => {
    const line = withDates(['Data wystawienia: 05.03.2025', 'Data sprzedaży: 14 dni', 'Termin płatności: 14 dni']);
    expect(line).toMatchObject({ invoiceDate: '2025-03-05', incomeDate: null, paymentDate: '2025-03-19' });
    expect(line.fieldReadings?.paymentDate).toEqual({ state: 'derived', from: 'paymentTerms' });
    expect(withDates(['Data wystawienia: 14 dni'])).toMatchObject({ invoiceDate: null, incomeDate: null, paymentDate: null });
  });

  it('takes 29 February in a leap year', () => {
    expect(withDates(['Data wystawienia: 29.02.2024']).invoiceDate).toBe('2024-02-29');
  });

  it('pairs a header row of labels with the row of dates below it, text layer and OCR', () => {
    const expected = { invoiceDate: '2025-03-05', incomeDate: '2025-03-04', paymentDate: '2025-03-19' };
    expect(withDates(['Data wystawienia:  Data sprzedaży:  Termin płatności:', '05.03.2025         04.03.2025       19.03.2025'])).toMatchObject(expected);
    expect(withDates(['Data wystawienia Data sprzedazy Termin platnosci', '05.03.2025 04.03.2025 19.03.2025'])).toMatchObject(expected);
    expect(withDates(['Miejsce wystawienia  Data wystawienia  Data sprzedaży', 'Warszawa  05.03.2025  04.03.2025', 'Termin płatności: 19.03.2025'])).toMatchObject(expected);
    expect(withDates(['Data wystawienia:', '05.03.2025', 'Data sprzedaży:', '04.03.2025', 'Termin płatności:', '19.03.2025'])).toMatchObject(expected);
  });

  it('does not pair labels with a row holding fewer dates, or with a line of other labels', () => {
    expect(withDates(['Data wystawienia  Data sprzedaży', '05.03.2025'])).toMatchObject({ invoiceDate: null, incomeDate: null });
    expect(withDates(['Data wystawienia:', 'Termin płatności: 19.03.2025'])).toMatchObject({ invoiceDate: null, paymentDate: '2025-03-19' });
  });

  it('takes the invoice date for a sale date and a payment date the invoice does not print (FORMATS §2, §3)', () => {
    expect(withDates(['Data wystawienia: 05.03.2025'])).toMatchObject({ invoiceDate: '2025-03-05', incomeDate: '2025-03-05', paymentDate: '2025-03-05' });
    expect(withDates([])).toMatchObject({ invoiceDate: null, incomeDate: null, paymentDate: null });
  });

  it('keeps a date printed twice alike, and is null when two printings disagree', () => {
    expect(withDates(['Data wystawienia: 05.03.2025', 'Data wystawienia: 05.03.2025']).invoiceDate).toBe('2025-03-05');
    expect(withDates(['Data wystawienia: 05.03.2025', 'Data wystawienia: 06.03.2025']).invoiceDate).toBeNull();
    // OCR garbled one printing: the readable one stands.
    expect(withDates(['Data wystawienia: 05.03.2025', 'Data wystawienia: O5.?3.2O25']).invoiceDate).toBe('2025-03-05');
  });
});

describe('agreement and schedule numbers', () => {
  it.each([
    ['Umowa leasingu nr UL/2025/001'],
    ['Umowa leasingu nr: UL/2025/001'],
    ['Umowa leasingowa nr. UL/2025/001'],
    ['Umowa nr UL/2025/001'],
    ['Umowa: UL/2025/001'],
    ['UMOWA LEASINGU NR UL/2025/001'],
    ['Nr umowy: UL/2025/001'],
    ['nr umowy UL/2025/001'],
    ['Numer umowy: UL/2025/001'],
    ['Nr umowy leasingu: UL/2025/001'],
    ['Dotyczy umowy leasingu nr UL/2025/001 z dnia 01.03.2025'],
    ['Umowa leasingu nr UL/2025/001.'],
    ['Umowa leasingu nr UL/2O25/OO1'],
    ['Umowa leasingu nr UL/2025/001    Harmonogram nr 1'],
  ])('agreementNumber from %s', (label) => {
    expect(firstLineOf({ references: [label, 'Harmonogram nr 1'] }).agreementNumber).toBe('UL/2025/001');
  });

  it.each([
    ['Harmonogram nr 1', '1'],
    ['Harmonogram nr. 1', '1'],
    ['Harmonogram: 1', '1'],
    ['Harmonogram 1', '1'],
    ['HARMONOGRAM NR 2', '2'],
    ['Nr harmonogramu: A-12', 'A-12'],
    ['harm. 3', '3'],
    ['Umowa nr UL/2025/001, harmonogram nr 4', '4'],
  ])('scheduleNumber from %s', (label, scheduleNumber) => {
    expect(firstLineOf({ references: ['Umowa leasingu nr UL/2025/001', label] }).scheduleNumber).toBe(scheduleNumber);
  });

  it('takes words after the labels for no number', () => {
    const line = firstLineOf({ references: ['Harmonogram spłat w załączniku', 'Zgodnie z warunkami umowy 5 rat płatnych z góry'] });
    expect(line).toMatchObject({ agreementNumber: null, scheduleNumber: null });
  });

  it('reads them from a position’s description when the header does not state them (as KSeF reads P_7)', () => {
    const lines = parseParts({
      references: [],
      table: [
        'Lp.  Nazwa  Netto  VAT %  VAT  Brutto',
        '1.  Rata 1/36, umowa nr UL/2025/001, harmonogram 1  9 500,00  23%  2 185,00  11 685,00',
        '2.  Rata 5/24, umowa nr UL/2024/017, harm. 2  100,00  8%  8,00  108,00',
      ],
    });
    expect(lines.map((line) => [line.agreementNumber, line.scheduleNumber])).toEqual([
      ['UL/2025/001', '1'],
      ['UL/2024/017', '2'],
    ]);
  });

  it('prefers the number the header states for every line over a description’s', () => {
    const lines = parseParts({
      table: ['Lp.  Nazwa  Netto  VAT %  VAT  Brutto', '1.  Rata 1/36 (umowa nr X/1)  9 500,00  23%  2 185,00  11 685,00', '2.  Ubezpieczenie  100,00  8%  8,00  108,00'],
    });
    expect(lines.map((line) => line.agreementNumber)).toEqual(['UL/2025/001', 'UL/2025/001']);
  });

  it('is null when no label names them, and never takes a factoring number', () => {
    expect(firstLineOf({ references: [] })).toMatchObject({ agreementNumber: null, scheduleNumber: null, factoringContractNumber: null });
    expect(firstLineOf({ references: ['Umowa faktoringowa nr FAKT/2025/9'] })).toMatchObject({ factoringContractNumber: null });
  });
});
