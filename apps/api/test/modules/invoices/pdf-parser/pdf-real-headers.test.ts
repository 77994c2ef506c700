import { describe, expect, it } from 'vitest';
import { isValidNrb, readBankAccount } from '../../../../src/modules/invoices/sources/pdf/pdf-bank-account.ts';
import { readKsefNumber } from '../../../../src/modules/invoices/sources/pdf/pdf-ksef-number.ts';
import { parsePdfInvoiceText } from '../../../../src/modules/invoices/sources/pdf/parse-pdf-invoice.ts';
import { readTableHeader } from '../../../../src/modules/invoices/sources/pdf/pdf-table-header.ts';
import { toPdfLines } from '../../../../src/modules/invoices/sources/pdf/pdf-text.ts';
import { crc8 } from '../../../../src/modules/invoices/sources/ksef/ksef-number.ts';
import { firstLineOfText } from './pdf-parser-support.ts';

const lines = (...texts: string[]) => toPdfLines([texts]);
const kinds = (texts: string[], index = 0) => readTableHeader(lines(...texts), index, 'positions')?.columns.map((column) => `${column.kind}:${column.label}`);

describe('a positions table’s header as real invoices print it', () => {
  it('splits labels printed one space apart where a new label begins', () => {
    expect(kinds(['Lp. Nazwa usługi                          Ilość Cena netto   VAT Wartość netto    Wartość brutto'])).toEqual([
      'ordinal:Lp.',
      'description:Nazwa usługi',
      'quantity:Ilość',
      'unitPrice:Cena netto',
      'vat:VAT',
      'net:Wartość netto',
      'gross:Wartość brutto',
    ]);
  });

  it('puts labels wrapped over three lines together by the columns they share, with or without diacritics', () => {
    expect(
      kinds(
        [
          '                                                                        Cena             Cena      Wartosc     Wartość',
          'Lp.                  Towar / Usługa                  J.m.     Ilość              VAT',
          '                                                                        netto            brutto     netto       brutto',
        ],
        1,
      ),
    ).toEqual(['ordinal:Lp.', 'description:Towar / Usługa', 'unit:J.m.', 'quantity:Ilość', 'unitPrice:Cena netto', 'vat:VAT', 'unitPrice:Cena brutto', 'net:Wartosc netto', 'gross:Wartość brutto']);
  });

  it('reads KSeF’s columns: the row number and the unique row id are no description, `Stan przed` marks a correction’s row before', () => {
    expect(kinds([' Lp.   Unikalny numer wiersza  Nazwa towaru lub usługi       Cena jedn. netto  Ilość  Miara  Stawka podatku  Wartość sprzedaży netto  Stan przed'])).toEqual([
      'ordinal:Lp.',
      'other:Unikalny numer wiersza',
      'description:Nazwa towaru lub usługi',
      'unitPrice:Cena jedn. netto',
      'quantity:Ilość',
      'unit:Miara',
      'rate:Stawka podatku',
      'net:Wartość sprzedaży netto',
      'stateBefore:Stan przed',
    ]);
  });

  it('is no header when a line under labels prints amounts (a row is never a wrapped label)', () => {
    expect(readTableHeader(lines('Lp.  Stawka podatku  Kwota netto  Kwota podatku  Kwota brutto', '1  23%  2 000,00  460,00  2 460,00'), 1, 'vatSummary')).toBeNull();
  });
});

describe('a KSeF visualisation’s rows', () => {
  const header = ' Lp.   Unikalny numer wiersza  Nazwa towaru lub usługi       Cena jedn. netto  Ilość  Miara  Stawka podatku  Wartość sprzedaży netto  Stan przed';
  it('stores a correction as after − before, one line per position, with the VAT of the correction’s summary', () => {
    const [line, extra] = parsePdfInvoiceText([[
      'Numer Faktury:',
      'FK2026/03/200',
      header,
      ' 1     aaaa111133339990       lodówka Zimnotech mk1                 1 626,01     1   szt.   23%                            1 626,01  Tak',
      ' 1     aaaa111133339990       lodówka Zimnotech mk1                 1 463,41     1   szt.   23%                            1 463,41',
      '                                                                                     Korekta kwoty należności ogółem: -200,00 PLN',
      'Podsumowanie stawek podatku',
      ' Lp.   Stawka podatku                    Kwota netto                        Kwota podatku                     Kwota brutto',
      ' 1     23% lub 22%                                                 -162,60                            -37,40                            -200,00',
    ]]);
    expect(extra).toBeUndefined();
    expect(line).toMatchObject({
      invoiceNumber: 'FK2026/03/200',
      positionDescription: 'lodówka Zimnotech mk1',
      positionNetAmountCurrency: -162.6,
      positionVatAmountCurrency: -37.4,
      positionGrossAmountCurrency: -200,
      invoiceGrossAmountCurrency: -200,
    });
  });

  it('leaves the totals empty and says which figure disagrees when the total due differs from the positions (KSeF’s Przykład 1)', () => {
    const line = firstLineOfText([
      header,
      ' 1     aaaa111133339990       lodówka Zimnotech mk1                 1 626,01     1   szt.   23%                            1 626,01',
      '                                                                                     Kwota należności ogółem: 2 000,00 PLN',
      'Podsumowanie stawek podatku',
      ' Lp.   Stawka podatku                    Kwota netto                        Kwota podatku                     Kwota brutto',
      ' 1     23% lub 22%                                                 1 626,01                            373,98                            1 999,99',
    ]);
    expect(line.positionGrossAmountCurrency).toBe(1999.99);
    expect([line.invoiceGrossAmountCurrency, line.invoiceNetAmountCurrency]).toEqual([null, null]);
    expect(line.fieldReadings?.invoiceGrossAmountCurrency).toEqual({ state: 'disagrees', printed: 2000, sum: 1999.99 });
  });
});

describe('the KSeF number and the bank account', () => {
  const data = '1132853869-20260305-0100A0B1C2D3';
  const number = `${data}-${crc8(data)}`;

  it('takes a printed KSeF number whose CRC-8 holds, anywhere on the page; a misread one is missing, never wrong', () => {
    expect(readKsefNumber(lines(`Numer KSEF:${number}`))).toBe(number);
    expect(readKsefNumber(lines(`${number.slice(0, 10)} - ${number.slice(11)}`))).toBe(number);
    expect(readKsefNumber(lines(`Numer KSeF: ${data}-00`))).toBeNull();
    expect(readKsefNumber(lines('Faktura VAT nr 1'))).toBeUndefined();
  });

  it('reads the account after its label or a few lines below it, as printed (PL kept), checked as an NRB', () => {
    expect(isValidNrb('61109010140000071219812874')).toBe(true);
    expect(isValidNrb('61109010140000071219812875')).toBe(false);
    expect(readBankAccount(lines('Nr rachunku: PL61 1090 1014 0000 0712 1981 2874'))).toBe('PL61109010140000071219812874');
    expect(readBankAccount(lines('WPŁATA NA KONTO', 'Alior Bank S.A.', '61 1090 1014 0000 0712 1981 2874'))).toBe('61109010140000071219812874');
    expect(readBankAccount(lines('Konto: 61 1090 1014 0000 0712 1981 2875'))).toBeNull();
    expect(readBankAccount(lines('Pełny numer rachunku   61 1090 1014 0000 0712 1981 2874'))).toBe('61109010140000071219812874');
  });

  it('reads dates in words and a payment term in days', () => {
    const line = firstLineOfText(['Faktura VAT nr 12/2026', 'Data wystawienia: 5 marca 2026', 'Data sprzedaży: 28 lut 2026', 'Termin płatności: 14 dni']);
    expect([line.invoiceDate, line.incomeDate, line.paymentDate]).toEqual(['2026-03-05', '2026-02-28', '2026-03-19']);
    expect(line.fieldReadings?.paymentDate).toEqual({ state: 'derived', from: 'paymentTerms' });
  });

  it('takes the rate a `VAT (23%)` column names for rows that print only their VAT under it, and a currency written out', () => {
    const [first, second] = parsePdfInvoiceText([
      [
        'Faktura VAT nr VAT/Z/4/2024',
        'Forma płatności: gotówka , waluta: polski złoty',
        '  Lp.            NAZWA USŁUGI / TOWARU                       ILOŚĆ            CENA NETTO         WARTOŚĆ NETTO             VAT (23%)',
        '1      Syrop malinowy                                          6                 14,50                        87,00                     20,01',
        '2      Kawa arabica                                            6                 22,99                       137,94                     31,73',
        '                                                                                                    WARTOŚĆ NETTO             224,94',
        '                                                                                                                VAT            51,74',
        '                                                                                                   Razem do zapłaty          276,68',
      ],
    ]);
    expect([first, second].map((line) => [line?.positionNetAmountCurrency, line?.vatRate, line?.positionVatAmountCurrency, line?.positionGrossAmountCurrency])).toEqual([
      [87, 0.23, 20.01, 107.01],
      [137.94, 0.23, 31.73, 169.67],
    ]);
    expect([first?.currency, first?.invoiceGrossAmountCurrency, first?.fieldReadings?.currency]).toEqual(['PLN', 276.68, { state: 'read' }]);
  });

  it('takes the VAT of net-only rows from `Suma netto` and `Razem brutto` when no VAT is printed, and `Zostało do zapłaty` is no total due', () => {
    const [first, second] = parsePdfInvoiceText([
      [
        'Nr: FA102/05/2025',
        ' Lp.   Nazwa towaru/usługi                            Ilość        Cena jedn.  Wartość netto   VAT %',
        ' 1     Razem za energię czynną                          -                   -          18,00     23',
        ' 2     Razem za usługi dystrybucji                      -                   -          25,60     23',
        '                                                  Suma netto:                                43,60 PLN',
        '                                                  RAZEM BRUTTO:                            53,63 PLN',
        'Zostało do zapłaty:   0,00 zł',
      ],
    ]);
    expect([first, second].map((line) => [line?.positionDescription, line?.positionVatAmountCurrency, line?.positionGrossAmountCurrency])).toEqual([
      ['Razem za energię czynną', 4.14, 22.14],
      ['Razem za usługi dystrybucji', 5.89, 31.49],
    ]);
    expect([first?.invoiceNetAmountCurrency, first?.invoiceGrossAmountCurrency]).toEqual([43.6, 53.63]);
  });

  it('takes the seller’s NIP, account and name from the bank payment QR code when the print was not read (a scan)', () => {
    const [line] = parsePdfInvoiceText(
      [['FAKTURA  Nr: 110/06/2025', 'Data wystawienia: 09-06-2025']],
      ['5661823126|PL|91249000050000453082140275|000028687|Rabaa Balkowski Arkadiusz|Zaplata za fakture nr 110/06/2025|ID001878||PLN'],
    );
    expect([line?.taxId, line?.bankAccount, line?.contractorName]).toEqual(['5661823126', '91249000050000453082140275', 'Rabaa Balkowski Arkadiusz']);
    expect([line?.fieldReadings?.taxId, line?.fieldReadings?.bankAccount]).toEqual([
      { state: 'derived', from: 'qrCode' },
      { state: 'derived', from: 'qrCode' },
    ]);
    const [other] = parsePdfInvoiceText([['Faktura VAT nr 1/2026']], ['5661823126|PL|91249000050000453082140276|000028687|X|Y|']);
    expect(other?.bankAccount).toBeNull();
  });
});

