// Whole invoices read into whole lines: a text-layer invoice, OCR text of one, a EUR invoice, a two-page invoice,
// an invoice whose table cannot be read, and text that is no invoice.

import { describe, expect, it } from 'vitest';
import { parsePdfInvoiceText } from '../../../../src/modules/invoices/sources/pdf/parse-pdf-invoice.ts';
import { baseHeader, emptyFields, emptyLine, invoiceLines, parseParts, plnAmounts, plnTotals, withoutReadings } from './pdf-parser-support.ts';

/** Two columns of a text-layer line: the right one starting at `at`, under its label. */
const columns = (left: string, right: string, at = 45) => `${left.padEnd(at)}${right}`;

const read = { state: 'read' } as const;
const missing = { state: 'missing' } as const;
const derivedFrom = <From extends string>(from: From) => ({ state: 'derived', from }) as const;

/** A PLN position whose net, VAT and gross were all printed, in both the invoice's currency and PLN. */
const printedPlnPosition = {
  positionNetAmountCurrency: read,
  positionVatAmountCurrency: read,
  positionGrossAmountCurrency: read,
  positionNetAmountPln: read,
  positionVatAmountPln: read,
  positionGrossAmountPln: read,
} as const;

/** Invoice totals the positions add up to (the printed total due agrees with them). */
const totalsFromPositions = {
  invoiceNetAmountCurrency: derivedFrom('positionSums'),
  invoiceGrossAmountCurrency: derivedFrom('positionSums'),
  invoiceNetAmountPln: derivedFrom('positionSums'),
  invoiceGrossAmountPln: derivedFrom('positionSums'),
} as const;

describe('whole invoices', () => {
  it('reads a text-layer invoice: two positions at two VAT rates, totals that agree', () => {
    const lines = parseParts();
    expect(withoutReadings(lines)).toEqual([
      {
        ...baseHeader,
        sequence: 1,
        positionDescription: 'Rata leasingowa 1/36',
        ...plnAmounts(9500, 2185, 11_685),
        ...plnTotals(9600, 11_793),
        vatRate: 0.23,
      },
      {
        ...baseHeader,
        sequence: 2,
        positionDescription: 'Ubezpieczenie przedmiotu leasingu',
        ...plnAmounts(100, 8, 108),
        ...plnTotals(9600, 11_793),
        vatRate: 0.08,
      },
    ]);
    for (const line of lines) {
      expect(line.fieldReadings).toMatchObject({
        ...printedPlnPosition,
        ...totalsFromPositions,
        invoiceNumber: read,
        taxId: read,
        paymentDate: read,
        vatRate: read,
        currency: read,
        exchangeRate: derivedFrom('plnRate'),
        ksefNumber: missing,
        bankAccount: missing,
      });
    }
  });

  it('reads the OCR text of an invoice: single spaces, parties side by side, quantity columns, zw, O for 0, no diacritics', () => {
    const ocr = [
      'FAKTURA VAT nr FV/2025/03/12',
      'ORYGINAL',
      'Data wystawienia: O5.03.2O25 Miejsce wystawienia: Warszawa',
      'Data sprzedazy: 05.03.2025',
      'Sprzedawca: Nabywca:',
      'Północ Leasing Sp. z o.o. Najemca Zolty S.A.',
      'ul. Dluga 1 ul. Krotka 2',
      '00-001 Warszawa 00-950 Warszawa',
      'NIP: 113-285-38-69 NIP: 526-025-02-74',
      'Umowa leasingu nr UL/2025/001 Harmonogram nr 1',
      'Lp. Nazwa towaru lub uslugi Ilosc J.m. Cena netto Wartosc netto Stawka VAT Kwota VAT Wartosc brutto',
      '1 Rata leasingowa 1/36 za marzec 2025 1 szt. 9 500,00 9 5OO,OO 23% 2 185,00 11 685,00',
      '2 Oplata administracyjna 1 szt. 100,00 100,00 zw 0,00 100,00',
      'Razem 9 600,00 2 185,00 11 785,00',
      'Do zaplaty: 11 785,00 PLN',
      'Slownie: jedenascie tysiecy siedemset osiemdziesiat piec 00/100',
      'Termin platnosci: 19.03.2025 Forma platnosci: przelew',
      'Nr konta: 12 1140 2004 0000 3002 0123 4567',
    ];
    const lines = parsePdfInvoiceText([ocr]);
    expect(withoutReadings(lines)).toEqual([
      {
        ...baseHeader,
        sequence: 1,
        positionDescription: 'Rata leasingowa 1/36 za marzec 2025',
        ...plnAmounts(9500, 2185, 11_685),
        ...plnTotals(9600, 11_785),
        vatRate: 0.23,
      },
      {
        ...baseHeader,
        sequence: 2,
        positionDescription: 'Oplata administracyjna',
        ...plnAmounts(100, 0, 100),
        ...plnTotals(9600, 11_785),
        vatRate: 0,
      },
    ]);
    // The printed account fails the NRB check (mod 97), so it is not taken.
    const common = { ...printedPlnPosition, ...totalsFromPositions, invoiceDate: read, vatRate: read, bankAccount: missing };
    expect(lines[0]?.fieldReadings).toMatchObject({ ...common, periodInvoiced: derivedFrom('positionText') });
    expect(lines[1]?.fieldReadings).toMatchObject({ ...common, periodInvoiced: derivedFrom('saleMonth') });
  });

  it('reads a EUR invoice: currency amounts as printed, PLN amounts ROUND(amount × 4,3125) half away from zero, gross in PLN net + VAT', () => {
    const text = [
      'Faktura VAT nr FV/2025/03/EUR/7',
      'Data wystawienia: 2025-03-05',
      'Data sprzedaży: 2025-03-05',
      'Termin płatności: 2025-03-19',
      columns('Sprzedawca:', 'Nabywca:'),
      columns('Łódzkie Zakłady Leasingowe Sp. z o.o.', 'Firma B S.A.'),
      columns('ul. Piotrkowska 1, 90-001 Łódź', 'ul. Prosta 5, 00-838 Warszawa'),
      columns('NIP PL 526-000-12-46', 'NIP 725-185-03-43'),
      'Umowa leasingu nr UL/2025/007',
      'Harmonogram nr 2',
      'Okres rozliczeniowy: 03.2025',
      'Waluta: EUR',
      'Kurs 1 EUR = 4,3125 PLN (tabela NBP 043/A/NBP/2025 z dnia 04.03.2025)',
      'Lp.  Nazwa  Wartość netto  Stawka  Kwota VAT  Wartość brutto',
      '1.  Rata leasingowa 3/48  2 000,00  23%  460,00  2 460,00',
      '2.  Opłata manipulacyjna  100,08  23%  23,02  123,10',
      '3.  Opłata za duplikat  0,08  23%  0,02  0,10',
      'Razem  2 100,16  X  483,04  2 583,20',
      'Do zapłaty: 2 583,20 EUR',
      // Converted by the issuer from the total, not from the lines: not a check of the table.
      'Do zapłaty w PLN: 11 140,05 PLN',
    ];
    const header = {
      ...baseHeader,
      contractorName: 'Łódzkie Zakłady Leasingowe Sp. z o.o.',
      taxId: '5260001246',
      agreementNumber: 'UL/2025/007',
      scheduleNumber: '2',
      invoiceNumber: 'FV/2025/03/EUR/7',
      currency: 'EUR',
      exchangeRate: 4.3125,
      invoiceNetAmountCurrency: 2100.16,
      invoiceGrossAmountCurrency: 2583.2,
      // 8 625,00 + 431,60 + 0,35 and 10 608,75 + 530,87 + 0,44.
      invoiceNetAmountPln: 9056.95,
      invoiceGrossAmountPln: 11_140.06,
      vatRate: 0.23,
    };
    const lines = parsePdfInvoiceText([text]);
    expect(withoutReadings(lines)).toEqual([
      {
        ...header,
        sequence: 1,
        positionDescription: 'Rata leasingowa 3/48',
        positionNetAmountCurrency: 2000,
        positionVatAmountCurrency: 460,
        positionGrossAmountCurrency: 2460,
        positionNetAmountPln: 8625,
        positionVatAmountPln: 1983.75,
        positionGrossAmountPln: 10_608.75,
      },
      {
        ...header,
        sequence: 2,
        positionDescription: 'Opłata manipulacyjna',
        positionNetAmountCurrency: 100.08,
        positionVatAmountCurrency: 23.02,
        positionGrossAmountCurrency: 123.1,
        // 431,595 → 431,60 (a double gives 431,59499…); 99,27375 → 99,27.
        positionNetAmountPln: 431.6,
        positionVatAmountPln: 99.27,
        positionGrossAmountPln: 530.87,
      },
      {
        ...header,
        sequence: 3,
        positionDescription: 'Opłata za duplikat',
        positionNetAmountCurrency: 0.08,
        positionVatAmountCurrency: 0.02,
        positionGrossAmountCurrency: 0.1,
        // 0,345 → 0,35; 0,08625 → 0,09; gross 0,35 + 0,09 = 0,44 where ROUND(0,10 × 4,3125) would be 0,43.
        positionNetAmountPln: 0.35,
        positionVatAmountPln: 0.09,
        positionGrossAmountPln: 0.44,
      },
    ]);
    for (const line of lines) {
      expect(line.fieldReadings).toMatchObject({
        positionNetAmountCurrency: read,
        positionVatAmountCurrency: read,
        positionGrossAmountCurrency: read,
        positionNetAmountPln: derivedFrom('exchangeRate'),
        positionVatAmountPln: derivedFrom('exchangeRate'),
        positionGrossAmountPln: derivedFrom('netPlusVat'),
        ...totalsFromPositions,
        currency: read,
        exchangeRate: read,
      });
    }
  });

  it('reads a two-page invoice: rows continue after the repeated header, page furniture is no description', () => {
    const firstPage = [
      ...invoiceLines({ totals: [] }),
      '3.  Opłata administracyjna  50,00  23%  11,50  61,50',
      'Strona 1 z 2',
    ];
    const secondPage = [
      'Faktura VAT nr FV/2025/03/12',
      'Lp.  Nazwa  Netto  VAT %  VAT  Brutto',
      '4.  Opłata za wydanie zaświadczenia',
      '    o zgodzie na wyjazd za granicę  100,00  23%  23,00  123,00',
      '5.  Rata leasingowa 2/36 – odsetki  200,00  zw  0,00  200,00',
      'Razem  9 950,00  2 227,50  12 177,50',
      'Do zapłaty: 12 177,50 zł',
      'Strona 2 z 2',
    ];
    const lines = parsePdfInvoiceText([firstPage, secondPage]);
    expect(lines.map((line) => [line.sequence, line.positionDescription, line.positionNetAmountPln, line.vatRate, line.positionGrossAmountPln])).toEqual([
      [1, 'Rata leasingowa 1/36', 9500, 0.23, 11_685],
      [2, 'Ubezpieczenie przedmiotu leasingu', 100, 0.08, 108],
      [3, 'Opłata administracyjna', 50, 0.23, 61.5],
      [4, 'Opłata za wydanie zaświadczenia o zgodzie na wyjazd za granicę', 100, 0.23, 123],
      [5, 'Rata leasingowa 2/36 – odsetki', 200, 0, 200],
    ]);
    for (const line of lines) expect(line).toMatchObject({ ...baseHeader, ...plnTotals(9950, 12_177.5) });
  });

  it('reads a realistic OCR text of a whole invoice, noise and all', () => {
    const ocr = [
      'LEASING POLNOC',
      'Północ Leasing Sp. z o.o. | ul. Długa 1 | 00-001 Warszawa | www.polnoc-leasing.pl',
      'Warszawa, dnia 05.03.2025',
      'FAKTURA VAT Nr FV/2O25/O3/12',
      'ORYGINAŁ',
      'Data wystawienia 05.03.2025',
      'Data sprzedazy 28.02.2025',
      'Sprzedawca Nabywca',
      'Północ Leasing Sp. z o.o. Najemca Żółty S.A.',
      'ul. Długa 1 ul. Krótka 2',
      '00-001 Warszawa 00-950 Warszawa',
      'NIP 113 285 38 69 NIP 526 025 02 74',
      'KRS 0000123456 REGON 123456789',
      'Dotyczy: Umowa leasingu nr UL/2025/OO1 z dnia 01.02.2025, harmonogram nr 1',
      'Lp Nazwa towaru / usługi Ilość Jm Cena netto Wartość netto VAT % Kwota VAT Wartość brutto',
      '| 1 | Rata leasingowa nr 1/36 za luty 2025 | 1 | szt | 9 500,00 | 9 500,00 | 23% | 2 185,00 | 11 685,00 |',
      '| 2 | Opłata za ubezpieczenie przedmiotu | 1 | szt | 1OO,OO | 1OO,OO | zw | 0,00 | 100,00 |',
      '| | leasingu (polisa 12/2025) | | | | | | | |',
      'Razem: 9 600,00 X 2 185,00 11 785,00',
      'W tym: 23% 9 500,00 2 185,00 11 685,00',
      'zw 100,00 0,00 100,00',
      'Do zapłaty: 11 785,00 zł',
      'Słownie: jedenaście tysięcy siedemset osiemdziesiąt pięć zł 00/100',
      'Sposób płatności: przelew Termin płatności: 19.03.2O25',
      'Nr rachunku: PKO BP 12 1020 1026 0000 0202 0123 4567',
      'Wystawił: Anna Nowak Odebrał:',
      'Strona 1/1',
    ];
    const lines = parsePdfInvoiceText([ocr]);
    const header = { ...baseHeader, incomeDate: '2025-02-28', periodInvoiced: '2025-02-01', ...plnTotals(9600, 11_785) };
    expect(withoutReadings(lines)).toEqual([
      { ...header, sequence: 1, positionDescription: 'Rata leasingowa nr 1/36 za luty 2025', ...plnAmounts(9500, 2185, 11_685), vatRate: 0.23 },
      { ...header, sequence: 2, positionDescription: 'Opłata za ubezpieczenie przedmiotu leasingu (polisa 12/2025)', ...plnAmounts(100, 0, 100), vatRate: 0 },
    ]);
    // The printed account fails the NRB check (mod 97), so it is not taken.
    const common = { ...printedPlnPosition, ...totalsFromPositions, incomeDate: read, paymentDate: read, agreementNumber: read, bankAccount: missing };
    expect(lines[0]?.fieldReadings).toMatchObject({ ...common, periodInvoiced: derivedFrom('positionText') });
    expect(lines[1]?.fieldReadings).toMatchObject({ ...common, periodInvoiced: derivedFrom('saleMonth') });
  });

  it('gives one line with the header fields when no table row can be read', () => {
    const lines = parseParts({ table: ['Lp.  Nazwa  Netto  VAT %  VAT  Brutto', 'nieczytelne'] });
    expect(withoutReadings(lines)).toEqual([{ ...emptyFields, ...baseHeader }]);
    expect(lines[0]?.fieldReadings).toMatchObject({
      invoiceNumber: read,
      contractorName: read,
      invoiceDate: read,
      currency: read,
      positionDescription: missing,
      positionNetAmountPln: missing,
      positionGrossAmountPln: missing,
      vatRate: missing,
      invoiceNetAmountPln: missing,
      invoiceGrossAmountPln: missing,
    });
  });

  it('gives one empty line for text that is no invoice', () => {
    expect(parsePdfInvoiceText([])).toEqual([emptyLine]);
    expect(parsePdfInvoiceText([[]])).toEqual([emptyLine]);
    expect(parsePdfInvoiceText([['', '   '], []])).toEqual([emptyLine]);
    expect(parsePdfInvoiceText([['Lorem ipsum dolor sit amet', 'consectetur adipiscing elit 12']])).toEqual([emptyLine]);
  });

  it('keeps the seller when the NIP is the buyer’s only on the page', () => {
    const [line] = parseParts({ parties: ['Sprzedawca:', 'Północ Leasing Sp. z o.o.', 'Nabywca:', 'Najemca Żółty S.A.', 'NIP: 526-025-02-74'] });
    expect(line).toMatchObject({ contractorName: 'Północ Leasing Sp. z o.o.', taxId: null });
  });
});
