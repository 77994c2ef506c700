// The invoice totals: the sums of the positions, checked against `Razem` and `Do zapłaty` when printed.

import { describe, expect, it } from 'vitest';
import { parseParts, plnTotals } from './pdf-parser-support.ts';

const totalsOf = (totals: string[], table?: string[]) => {
  const lines = parseParts(table ? { totals, table } : { totals });
  const [first] = lines;
  // Totals belong to the invoice: every line carries the same.
  for (const line of lines) expect(line).toMatchObject(plnTotals(first?.invoiceNetAmountPln ?? null, first?.invoiceGrossAmountPln ?? null));
  return plnTotals(first?.invoiceNetAmountPln ?? null, first?.invoiceGrossAmountPln ?? null);
};

/** The base invoice's table. */
const baseTable = ['Lp.  Nazwa  Netto  VAT %  VAT  Brutto', '1.  Rata leasingowa 1/36  9 500,00  23%  2 185,00  11 685,00', '2.  Ubezpieczenie przedmiotu leasingu  100,00  8%  8,00  108,00'];
const sums = plnTotals(9600, 11_793);
const unknown = plnTotals(null, null);

describe('printed totals that agree, or none', () => {
  it.each([
    [['Razem  9 600,00  2 193,00  11 793,00', 'Do zapłaty: 11 793,00 PLN']],
    [['Razem:  9 600,00  X  2 193,00  11 793,00']],
    [['RAZEM 9 600,00 2 193,00 11 793,00']],
    [['Suma  9 600,00  2 193,00  11 793,00']],
    [['Ogółem  9 600,00  2 193,00  11 793,00']],
    [['Do zapłaty: 11 793,00']],
    [['Do zaplaty 11 793,00 zł slownie: jedenaście tysięcy siedemset dziewięćdziesiąt trzy 00/100']],
    [['Razem do zapłaty: 11 793,00 zł']],
    [['Kwota do zapłaty:   11.793,00']],
    [['Razem brutto: 11 793,00', 'Razem netto: 9 600,00']],
    [['Razem  9 600,00  2 193,00  11 793,00', 'W tym:', '23%  9 500,00  2 185,00  11 685,00', '8%  100,00  8,00  108,00', 'Razem  9 600,00  2 193,00  11 793,00']],
    [['Zapłacono: 11 793,00', 'Pozostało do zapłaty: 0,00']],
    [[]],
  ])('%j: the sums', (totals) => {
    expect(totalsOf(totals)).toEqual(sums);
  });

  it('reads a `Do zapłaty` printed above the table too', () => {
    expect(totalsOf([], ['Do zapłaty: 11 793,00', ...baseTable])).toEqual(sums);
  });
});

describe('printed totals that disagree', () => {
  it.each([
    [['Razem  9 600,00  2 193,00  11 739,00']],
    [['Razem  9 660,00  2 193,00  11 793,00']],
    [['Razem  9 600,00  2 139,00  11 793,00']],
    [['Razem  9 600,00  2 193,00  11 793,00', 'Do zapłaty: 11 739,00']],
    [['Do zapłaty: 11 685,00']],
    [['Razem brutto: 11 685,00']],
  ])('%j: null totals, the positions kept', (totals) => {
    expect(totalsOf(totals)).toEqual(unknown);
    expect(parseParts({ totals }).map((line) => line.positionGrossAmountPln)).toEqual([11_685, 108]);
  });

  it('a missing position shows as a disagreement', () => {
    const table = ['Lp.  Nazwa  Netto  VAT %  VAT  Brutto', '1.  Rata leasingowa 1/36  9 500,00  23%  2 185,00  11 685,00'];
    expect(totalsOf(['Razem  9 600,00  2 193,00  11 793,00'], table)).toEqual(unknown);
  });
});

describe('positions that cannot be summed', () => {
  it('a row whose amounts were not read leaves the totals unknown, printed or not', () => {
    const table = ['Lp.  Nazwa  Netto  VAT %  VAT  Brutto', '1.  Rata leasingowa 1/36  9 500,00  23%  2 185,00  11 658,00', '2.  Ubezpieczenie  100,00  8%  8,00  108,00'];
    expect(totalsOf(['Razem  9 600,00  2 193,00  11 793,00'], table)).toEqual(unknown);
    expect(totalsOf([], table)).toEqual(unknown);
  });
});
