// The table of positions: header variants, VAT rates, amount forms, OCR rows, wrapped descriptions, rows that do
// not add up, and what is not a row.

import { describe, expect, it } from 'vitest';
import { parsePdfInvoiceText } from '../../../../src/modules/invoices/sources/pdf/parse-pdf-invoice.ts';
import { invoiceLines, parseParts } from './pdf-parser-support.ts';

const header = 'Lp.  Nazwa  Netto  VAT %  VAT  Brutto';

/** Each position as [description, net, rate, VAT, gross] (PLN). */
function positionsOf(table: string[], totals: string[] = []) {
  return parseParts({ table, totals }).map((line) => [line.positionDescription, line.positionNetAmountPln, line.vatRate, line.positionVatAmountPln, line.positionGrossAmountPln]);
}

describe('VAT rates', () => {
  it.each([
    ['23%', 0.23, '230,00'],
    ['23 %', 0.23, '230,00'],
    ['8%', 0.08, '80,00'],
    ['5%', 0.05, '50,00'],
    ['0%', 0, '0,00'],
    ['O%', 0, '0,00'],
    ['22%', 0.22, '220,00'],
    ['zw', 0, '0,00'],
    ['ZW', 0, '0,00'],
    ['zw.', 0, '0,00'],
    ['np', 0, '0,00'],
    ['np.', 0, '0,00'],
    ['NP', 0, '0,00'],
    ['oo', 0, '0,00'],
    ['o.o.', 0, '0,00'],
  ])('%s is %s', (rate, vatRate, vat) => {
    const gross = vat === '0,00' ? '1 000,00' : `1 ${vat.replace(',00', '').padStart(3, '0')},00`;
    const [line] = parseParts({ table: [header, `1.  Usługa  1 000,00  ${rate}  ${vat}  ${gross}`], totals: [] });
    expect(line).toMatchObject({ vatRate, positionNetAmountPln: 1000, positionGrossAmountPln: Number(gross.replace(/\s/g, '').replace(',', '.')) });
  });

  it('reads a rate that is no Polish VAT rate (an OCR misreading) as null, keeping the amounts', () => {
    expect(positionsOf([header, '1.  Usługa  1 000,00  28%  230,00  1 230,00'])).toEqual([['Usługa', 1000, null, 230, 1230]]);
  });

  it('reads a bare rate in a text-layer `VAT %` column', () => {
    expect(positionsOf([header, '1.  Usługa  1 000,00  23  230,00  1 230,00'])).toEqual([['Usługa', 1000, 0.23, 230, 1230]]);
  });

  it('reads two rates and an exempt position in one invoice', () => {
    expect(
      positionsOf([header, '1.  Rata leasingowa  9 500,00  23%  2 185,00  11 685,00', '2.  Ubezpieczenie  100,00  8%  8,00  108,00', '3.  Opłata notarialna  50,00  zw  0,00  50,00']),
    ).toEqual([
      ['Rata leasingowa', 9500, 0.23, 2185, 11_685],
      ['Ubezpieczenie', 100, 0.08, 8, 108],
      ['Opłata notarialna', 50, 0, 0, 50],
    ]);
  });
});

describe('amounts', () => {
  it.each([
    ['9 500,00  23%  2 185,00  11 685,00', [9500, 2185, 11_685]],
    ['9500,00  23%  2185,00  11685,00', [9500, 2185, 11_685]],
    ['9.500,00  23%  2.185,00  11.685,00', [9500, 2185, 11_685]],
    ['1 234 567,89  23%  283 950,61  1 518 518,50', [1_234_567.89, 283_950.61, 1_518_518.5]],
    ['-1 234,56  23%  -283,95  -1 518,51', [-1234.56, -283.95, -1518.51]],
    ['9 5OO,OO  23%  2 l85,OO  1l 685,00', [9500, 2185, 11_685]],
    ['9 500,00 zł  23%  2 185,00 zł  11 685,00 zł', [9500, 2185, 11_685]],
  ])('%s', (amounts, [net, vat, gross]) => {
    expect(positionsOf([header, `1.  Rata leasingowa  ${amounts}`])).toEqual([['Rata leasingowa', net, amounts.includes('23%') ? 0.23 : null, vat, gross]]);
  });

  it('splits a row of single spaces (OCR) where each amount ends at ,dd', () => {
    expect(
      positionsOf([
        'Lp. Nazwa Netto VAT % VAT Brutto',
        'Rata leasingowa 9 500,00 23% 2 185,00 11 685,00',
        '2 Rata leasingowa 1/36 100,00 8% 8,00 108,00',
        '3. Opłata 2025 1 000,00 23% 230,00 1 230,00',
      ]),
    ).toEqual([
      ['Rata leasingowa', 9500, 0.23, 2185, 11_685],
      ['Rata leasingowa 1/36', 100, 0.08, 8, 108],
      ['Opłata 2025', 1000, 0.23, 230, 1230],
    ]);
  });

  it('keeps a description’s number that is no thousands group (`nr 05`), and never joins groups across a column gap', () => {
    expect(positionsOf([header, 'Rata nr 05 500,00 23% 115,00 615,00', 'Rata nr 12  500,00  23%  115,00  615,00'])).toEqual([
      ['Rata nr 05', 500, 0.23, 115, 615],
      ['Rata nr 12', 500, 0.23, 115, 615],
    ]);
  });

  it('keeps the description and rate of a row whose net + VAT is not its gross, but none of its amounts', () => {
    expect(positionsOf([header, '1.  Rata leasingowa  9 500,00  23%  2 185,00  11 658,00'])).toEqual([['Rata leasingowa', null, 0.23, null, null]]);
  });

  it('takes a row one grosz off as printed (rounding on the invoice)', () => {
    expect(positionsOf([header, '1.  Usługa  33,33  23%  7,67  41,01'])).toEqual([['Usługa', 33.33, 0.23, 7.67, 41.01]]);
    expect(positionsOf([header, '1.  Usługa  33,33  23%  7,67  40,99'])).toEqual([['Usługa', 33.33, 0.23, 7.67, 40.99]]);
  });

  it('keeps what a row with fewer than net, VAT and gross prints: net and gross read, VAT derived as gross − net', () => {
    expect(positionsOf([header, '1.  Rata leasingowa  9 500,00  23%  11 685,00'])).toEqual([['Rata leasingowa', 9500, 0.23, 2185, 11_685]]);
    const [line] = parseParts({ table: [header, '1.  Rata leasingowa  9 500,00  23%  11 685,00'], totals: [] });
    expect(line?.fieldReadings).toMatchObject({
      positionNetAmountPln: { state: 'read' },
      positionVatAmountPln: { state: 'derived', from: 'grossMinusNet' },
      positionGrossAmountPln: { state: 'read' },
    });
  });

  it('keeps the net of a row printing only net and rate: VAT and gross missing without a VAT summary or `Razem`, derived with one', () => {
    const netOnly = [header, '1.  Rata leasingowa  9 500,00  23%'];
    expect(positionsOf(netOnly)).toEqual([['Rata leasingowa', 9500, 0.23, null, null]]);
    const [unsummed] = parseParts({ table: netOnly, totals: [] });
    expect(unsummed?.fieldReadings).toMatchObject({
      positionNetAmountPln: { state: 'read' },
      positionVatAmountPln: { state: 'missing' },
      positionGrossAmountPln: { state: 'missing' },
    });
    expect(positionsOf(netOnly, ['Razem  9 500,00  2 185,00  11 685,00'])).toEqual([['Rata leasingowa', 9500, 0.23, 2185, 11_685]]);
  });

  it('takes an amount too large for the product for an unreadable one', () => {
    expect(positionsOf([header, '1.  Rata  99 999 999 999 999,00  23%  1,00  1,00'])).toEqual([['Rata', null, 0.23, null, null]]);
  });
});

describe('table layouts', () => {
  it.each([
    ['Lp.  Nazwa towaru/usługi  Wartość netto  Stawka VAT  Kwota VAT  Wartość brutto'],
    ['Lp  Opis  Netto  Stawka  VAT  Brutto'],
    ['LP. NAZWA NETTO VAT % VAT BRUTTO'],
    ['Lp. Nazwa Wartosc netto Stawka Kwota VAT Wartosc brutto'],
  ])('header %s', (tableHeader) => {
    expect(positionsOf([tableHeader, '1.  Rata leasingowa  9 500,00  23%  2 185,00  11 685,00'])).toEqual([['Rata leasingowa', 9500, 0.23, 2185, 11_685]]);
  });

  it('reads quantity, unit and unit price columns, and the rate before the net', () => {
    expect(
      positionsOf([
        'Lp.  Nazwa  Ilość  J.m.  Cena netto  Wartość netto  Stawka VAT  Kwota VAT  Wartość brutto',
        '1.  Rata leasingowa 1/36  1  szt.  9 500,00  9 500,00  23%  2 185,00  11 685,00',
        '2.  Opłata  2,00  usł.  50,00  100,00  8%  8,00  108,00',
      ]),
    ).toEqual([
      ['Rata leasingowa 1/36', 9500, 0.23, 2185, 11_685],
      ['Opłata', 100, 0.08, 8, 108],
    ]);
    expect(positionsOf(['Lp.  Nazwa  Stawka  Netto  VAT  Brutto', '1.  Rata leasingowa  23%  9 500,00  2 185,00  11 685,00'])).toEqual([
      ['Rata leasingowa', 9500, 0.23, 2185, 11_685],
    ]);
  });

  it('joins a description wrapped over the next lines to its row', () => {
    expect(
      positionsOf([
        header,
        '1.  Rata leasingowa nr 1/36 do umowy  9 500,00  23%  2 185,00  11 685,00',
        '    leasingu operacyjnego UL/2025/001',
        '    (samochód osobowy Skoda Octavia)',
        '2.  Ubezpieczenie  100,00  8%  8,00  108,00',
      ]),
    ).toEqual([
      ['Rata leasingowa nr 1/36 do umowy leasingu operacyjnego UL/2025/001 (samochód osobowy Skoda Octavia)', 9500, 0.23, 2185, 11_685],
      ['Ubezpieczenie', 100, 0.08, 8, 108],
    ]);
  });

  it('joins a row whose amounts stand on its description’s second line', () => {
    expect(positionsOf([header, '1.  Rata leasingowa nr 1/36', '    do umowy UL/2025/001  9 500,00  23%  2 185,00  11 685,00'])).toEqual([
      ['Rata leasingowa nr 1/36 do umowy UL/2025/001', 9500, 0.23, 2185, 11_685],
    ]);
  });

  it('keeps a numbered row whose amounts cannot be read, as a position without amounts', () => {
    expect(positionsOf([header, '1.  Rata leasingowa  9 5#0,0  23%  2 18?,00  11 6B5,00', '2.  Ubezpieczenie  100,00  8%  8,00  108,00'])).toEqual([
      ['Rata leasingowa 9 5#0,0 23% 2 18?,00 11 6B5,00', null, null, null, null],
      ['Ubezpieczenie', 100, 0.08, 8, 108],
    ]);
  });

  it('stops at Razem, Suma or Do zapłaty, so a VAT summary below is no position', () => {
    const table = [header, '1.  Rata leasingowa  9 500,00  23%  2 185,00  11 685,00'];
    for (const end of ['Razem  9 500,00  2 185,00  11 685,00', 'SUMA: 9 500,00 2 185,00 11 685,00', 'Do zapłaty: 11 685,00']) {
      const lines = parseParts({ table, totals: [end, 'Stawka  Netto  VAT  Brutto', '23%  9 500,00  2 185,00  11 685,00', 'Podatek  100,00  8%  8,00  108,00'] });
      expect(lines.map((line) => line.positionDescription)).toEqual(['Rata leasingowa']);
    }
  });

  it('skips a page’s carried-over subtotal and a blank line between rows', () => {
    expect(
      positionsOf([header, '1.  Rata  9 500,00  23%  2 185,00  11 685,00', '', 'Do przeniesienia:  9 500,00  2 185,00  11 685,00', '2.  Opłata  100,00  8%  8,00  108,00']),
    ).toEqual([
      ['Rata', 9500, 0.23, 2185, 11_685],
      ['Opłata', 100, 0.08, 8, 108],
    ]);
  });

  it('keeps a description that starts with a number that is not the ordinal', () => {
    expect(positionsOf(['Nazwa  Netto  VAT %  VAT  Brutto', '36 rat leasingowych  9 500,00  23%  2 185,00  11 685,00'])).toEqual([['36 rat leasingowych', 9500, 0.23, 2185, 11_685]]);
  });

  it('finds the rows when OCR garbled the header, from the first row that reads whole', () => {
    expect(positionsOf(['Lq. Nazwq Ne+to VA7 Br_tto', '1 Rata leasingowa 9 500,00 23% 2 185,00 11 685,00', '2 Opłata 100,00 8% 8,00 108,00'], ['Razem 9 600,00 2 193,00 11 793,00'])).toEqual([
      ['Rata leasingowa', 9500, 0.23, 2185, 11_685],
      ['Opłata', 100, 0.08, 8, 108],
    ]);
  });

  it('continues the table on the next page after its repeated header, whatever the page starts with', () => {
    const pages = [
      [...invoiceLines({ totals: [] }), 'Strona 1 z 2'],
      ['Północ Leasing Sp. z o.o. – faktura FV/2025/03/12 – ciąg dalszy', header, '3.  Opłata  50,00  23%  11,50  61,50', 'Razem  9 650,00  2 204,50  11 854,50'],
      ['Strona 2 z 2', 'Dziękujemy za terminową płatność.'],
    ];
    expect(parsePdfInvoiceText(pages).map((line) => [line.sequence, line.positionDescription, line.invoiceGrossAmountPln])).toEqual([
      [1, 'Rata leasingowa 1/36', 11_854.5],
      [2, 'Ubezpieczenie przedmiotu leasingu', 11_854.5],
      [3, 'Opłata', 11_854.5],
    ]);
  });

  it('continues the table on the next page without a repeated header, the footer of the first page no description', () => {
    const pages = [
      [...invoiceLines({ totals: [] }), 'Wygenerowano w programie Faktury 2.1'],
      ['3.  Opłata  50,00  23%  11,50  61,50', 'Razem  9 650,00  2 204,50  11 854,50'],
    ];
    expect(parsePdfInvoiceText(pages).map((line) => [line.sequence, line.positionDescription])).toEqual([
      [1, 'Rata leasingowa 1/36'],
      [2, 'Ubezpieczenie przedmiotu leasingu'],
      [3, 'Opłata'],
    ]);
  });
});
