// Currency and exchange rate: PLN by default at rate 1; a currency invoice's PLN amounts ROUND(amount × rate, 2)
// half away from zero, exactly (not on binary doubles), as KSeF's reader maps FA lines (FORMATS §3).

import { describe, expect, it } from 'vitest';
import { firstLineOf, parseParts } from './pdf-parser-support.ts';

const eurTable = (rows: string[]) => ['Lp.  Nazwa  Netto  VAT %  VAT  Brutto', ...rows];
const eurParts = (currencyLines: string[], rows: string[], totals: string[] = []) => ({
  references: ['Umowa leasingu nr UL/2025/001', 'Harmonogram nr 1', ...currencyLines],
  table: eurTable(rows),
  totals,
});

describe('currency', () => {
  it.each([[[]], [['Waluta: PLN']], [['Waluta: zł']], [['waluta pln']]])('%j is PLN at rate 1, its currency amounts its PLN ones', (currencyLines) => {
    expect(firstLineOf({ references: currencyLines })).toMatchObject({
      currency: 'PLN',
      exchangeRate: 1,
      positionNetAmountPln: 9500,
      positionNetAmountCurrency: 9500,
      invoiceGrossAmountPln: 11_793,
      invoiceGrossAmountCurrency: 11_793,
    });
  });

  it.each([
    [['Waluta: EUR', 'Kurs: 4,3125']],
    [['Waluta EUR', 'Kurs 4.3125']],
    [['WALUTA: eur', 'KURS: 4,3125']],
    [['Waluta: EUR    Kurs NBP: 4,3125']],
    [['Waluta: EUR', 'Kurs 1 EUR = 4,3125 PLN']],
    [['Waluta: EUR', '1 EUR = 4,3125 PLN']],
    [['Waluta: EUR', 'Kurs średni NBP z dnia 04.03.2025 (tabela 043/A/NBP/2025): 4,3125']],
    [['Waluta: EUR', 'Kurs waluty: 4,3l25']],
    [['Waluta: EUR', 'Kurs: 4,3125', 'Kurs 1 EUR = 4,31250 PLN']],
  ])('%j is EUR at 4,3125', (currencyLines) => {
    expect(firstLineOf(eurParts(currencyLines, ['1.  Rata  1 000,00  23%  230,00  1 230,00']))).toMatchObject({
      currency: 'EUR',
      exchangeRate: 4.3125,
      positionNetAmountCurrency: 1000,
      positionNetAmountPln: 4312.5,
      positionVatAmountPln: 991.88,
      positionGrossAmountPln: 5304.38,
    });
  });

  it('takes the code printed beside the amounts when no `Waluta` is printed, and two codes for no answer', () => {
    expect(firstLineOf(eurParts(['Kurs: 4,3125'], ['1.  Rata  1 000,00 EUR  23%  230,00 EUR  1 230,00 EUR']))).toMatchObject({ currency: 'EUR', exchangeRate: 4.3125 });
    expect(firstLineOf(eurParts(['Kurs: 4,3125'], ['1.  Rata  1 000,00  23%  230,00  1 230,00'], ['Do zapłaty: 1 230,00 EUR']))).toMatchObject({ currency: 'EUR' });
    expect(firstLineOf(eurParts([], ['1.  Rata  1 000,00 EUR  23%  230,00 USD  1 230,00 EUR']))).toMatchObject({ currency: null, exchangeRate: null, positionNetAmountPln: null });
  });

  it('leaves the PLN amounts and totals null for a currency invoice without a readable rate', () => {
    for (const currencyLines of [['Waluta: EUR'], ['Waluta: EUR', 'Kurs: nieczytelny'], ['Waluta: EUR', 'Kurs: 4,3125', 'Kurs: 4,3215'], ['Waluta: EUR', 'Kurs: 0,0000']]) {
      expect(firstLineOf(eurParts(currencyLines, ['1.  Rata  1 000,00  23%  230,00  1 230,00']))).toMatchObject({
        currency: 'EUR',
        exchangeRate: null,
        positionNetAmountCurrency: 1000,
        positionGrossAmountCurrency: 1230,
        positionNetAmountPln: null,
        positionVatAmountPln: null,
        positionGrossAmountPln: null,
        invoiceNetAmountCurrency: 1000,
        invoiceGrossAmountCurrency: 1230,
        invoiceNetAmountPln: null,
        invoiceGrossAmountPln: null,
      });
    }
  });

  it('is null for a code that is no ISO 4217 currency, with no PLN amounts', () => {
    expect(firstLineOf(eurParts(['Waluta: XYZ', 'Kurs: 4,3125'], ['1.  Rata  1 000,00  23%  230,00  1 230,00']))).toMatchObject({ currency: null, exchangeRate: null, positionNetAmountPln: null });
  });
});

describe('PLN amounts of a currency invoice, to the cent', () => {
  it.each([
    // [net, VAT, gross in EUR] → [net, VAT, gross in PLN]; the products where a double would round the other way.
    ['100,08', '23,02', '123,10', 431.6, 99.27, 530.87],
    ['0,08', '0,02', '0,10', 0.35, 0.09, 0.44],
    ['0,24', '0,06', '0,30', 1.04, 0.26, 1.3],
    ['1 000,08', '230,02', '1 230,10', 4312.85, 991.96, 5304.81],
    ['-0,08', '-0,02', '-0,10', -0.35, -0.09, -0.44],
    ['-1 000,08', '-230,02', '-1 230,10', -4312.85, -991.96, -5304.81],
  ])('%s / %s / %s EUR at 4,3125', (net, vat, gross, netPln, vatPln, grossPln) => {
    const lines = parseParts(eurParts(['Waluta: EUR', 'Kurs: 4,3125'], [`1.  Rata  ${net}  23%  ${vat}  ${gross}`]));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ positionNetAmountPln: netPln, positionVatAmountPln: vatPln, positionGrossAmountPln: grossPln, invoiceNetAmountPln: netPln, invoiceGrossAmountPln: grossPln });
  });

  it('checks printed totals in the invoice’s currency only: a PLN equivalent printed beside them is the issuer’s conversion', () => {
    const line = firstLineOf(
      eurParts(['Waluta: EUR', 'Kurs: 4,3125'], ['1.  Rata  0,08  23%  0,02  0,10', '2.  Rata  0,08  23%  0,02  0,10'], ['Razem  0,16  0,04  0,20 EUR', 'Do zapłaty: 0,20 EUR', 'Do zapłaty w PLN: 0,86 PLN']),
    );
    expect(line).toMatchObject({ invoiceNetAmountCurrency: 0.16, invoiceGrossAmountCurrency: 0.2, invoiceNetAmountPln: 0.7, invoiceGrossAmountPln: 0.88 });
    expect(firstLineOf(eurParts(['Waluta: EUR', 'Kurs: 4,3125'], ['1.  Rata  0,08  23%  0,02  0,10'], ['Do zapłaty: 0,21 EUR']))).toMatchObject({
      invoiceGrossAmountCurrency: null,
      invoiceGrossAmountPln: null,
    });
  });
});
