// periodInvoiced: `Okres rozliczeniowy` in its forms, `za <month> <year>` with every Polish month name in both
// cases, and what stands in when neither is printed.

import { describe, expect, it } from 'vitest';
import { firstLineOf, parseParts } from './pdf-parser-support.ts';

/** The references part with the given period line (agreement and schedule kept). */
const withPeriod = (...periodLines: string[]) => firstLineOf({ references: ['Umowa leasingu nr UL/2025/001', 'Harmonogram nr 1', ...periodLines] }).periodInvoiced;

describe('Okres rozliczeniowy', () => {
  it.each([
    ['Okres rozliczeniowy: 2025-03'],
    ['Okres rozliczeniowy 2025-03'],
    ['OKRES ROZLICZENIOWY: 03.2025'],
    ['Okres: 03.2025'],
    ['Okres: 3.2025'],
    ['Okres   rozliczeniowy  :  03/2025'],
    ['Okres rozliczeniowy: marzec 2025'],
    ['Okres rozliczeniowy: MARZEC 2025 r.'],
    ['Okres rozliczeniowy: 01.03.2025 - 31.03.2025'],
    ['Okres rozliczeniowy: od 2025-03-01 do 2025-03-31'],
    ['Okres rozliczeniowy: 2O25-O3'],
    ['Okres rozliczenia: 03.2025'],
  ])('%s → 2025-03-01', (line) => {
    expect(withPeriod(line)).toBe('2025-03-01');
  });

  it.each([['Okres rozliczeniowy: 13.2025'], ['Okres rozliczeniowy: 2025-00'], ['Okres rozliczeniowy: 31.02.2025 - 31.03.2025']])('%s is no month: null, nothing stands in', (line) => {
    expect(withPeriod(line, 'Rata leasingowa za marzec 2025')).toBeNull();
  });

  it('takes an okres that names no month (`Okres leasingu: 36 miesięcy`) for no period', () => {
    expect(withPeriod('Okres leasingu: 36 miesięcy', 'Okres rozliczeniowy: 04.2025')).toBe('2025-04-01');
    expect(withPeriod('Okres leasingu: 36 miesięcy')).toBe('2025-03-01');
    expect(withPeriod('Okres leasingu: 36 miesięcy od 01.01.2024 do 31.12.2026')).toBe('2025-03-01');
  });

  it('is null when two printed periods disagree', () => {
    expect(withPeriod('Okres rozliczeniowy: 03.2025', 'Okres: 2025-04')).toBeNull();
  });
});

describe('za <month> <year>', () => {
  const months: [number, string, string][] = [
    [1, 'styczeń', 'stycznia'],
    [2, 'luty', 'lutego'],
    [3, 'marzec', 'marca'],
    [4, 'kwiecień', 'kwietnia'],
    [5, 'maj', 'maja'],
    [6, 'czerwiec', 'czerwca'],
    [7, 'lipiec', 'lipca'],
    [8, 'sierpień', 'sierpnia'],
    [9, 'wrzesień', 'września'],
    [10, 'październik', 'października'],
    [11, 'listopad', 'listopada'],
    [12, 'grudzień', 'grudnia'],
  ];
  const withoutDiacritics = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l');
  const cases = months.flatMap(([month, nominative, genitive]) =>
    [nominative, genitive].flatMap((name) => [name, name.toUpperCase(), withoutDiacritics(name), name.charAt(0).toUpperCase() + name.slice(1)].map((spelling) => [spelling, month] as const)),
  );

  it.each(cases)('za %s 2024', (spelling, month) => {
    expect(withPeriod(`Rata leasingowa za ${spelling} 2024`)).toBe(`2024-${String(month).padStart(2, '0')}-01`);
  });

  it.each([
    ['Opłata za miesiąc kwiecień 2025'],
    ['Opłata za miesiac kwietnia 2025'],
    ['Rata za m-c 04.2025'],
    ['Rata za okres 2025-04'],
    ['Rata za 04/2025'],
    ['ZA KWIECIEŃ 2O25'],
  ])('%s → 2025-04-01', (line) => {
    expect(withPeriod(line)).toBe('2025-04-01');
  });

  it('reads a `za` that a month does not follow as nothing', () => {
    expect(withPeriod('Opłata za ubezpieczenie 2025', 'Kara za opóźnienie 12 dni')).toBe('2025-03-01');
  });

  it('reads `za` in a position’s description for that position', () => {
    const lines = parseParts({
      references: [],
      table: [
        'Lp.  Nazwa  Netto  VAT %  VAT  Brutto',
        '1.  Rata leasingowa za kwiecień 2025  9 500,00  23%  2 185,00  11 685,00',
        '2.  Rata leasingowa za maja 2025  100,00  8%  8,00  108,00',
        '3.  Opłata administracyjna  0,00  zw  0,00  0,00',
      ],
      totals: [],
    });
    // The third position says no month: the sale date's month.
    expect(lines.map((line) => line.periodInvoiced)).toEqual(['2025-04-01', '2025-05-01', '2025-03-01']);
  });
});

describe('precedence', () => {
  it('the printed okres over `za` and the sale date', () => {
    expect(withPeriod('Okres rozliczeniowy: 2025-06', 'Rata za lipiec 2025')).toBe('2025-06-01');
  });

  it('`za` outside the table over the sale date', () => {
    expect(withPeriod('Faktura za lipiec 2025')).toBe('2025-07-01');
  });

  it('the sale date’s month when no period is printed (as KSeF takes P_6), null when no sale date is printed either', () => {
    expect(firstLineOf({ references: [], dates: ['Data wystawienia: 05.03.2025', 'Data sprzedaży: 28.02.2025'] }).periodInvoiced).toBe('2025-02-01');
    // The invoice date stands in for the sale date (FORMATS §2), not for the period.
    expect(firstLineOf({ references: [], dates: ['Data wystawienia: 05.03.2025'] })).toMatchObject({ incomeDate: '2025-03-05', periodInvoiced: null });
  });
});
