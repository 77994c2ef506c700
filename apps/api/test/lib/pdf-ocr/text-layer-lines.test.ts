import { describe, expect, it } from 'vitest';
import { linesFromTextRuns, type PlacedRun } from '../../../src/lib/pdf-ocr/text-layer-lines.ts';

/** A run in viewport space (y down) at 10 pt, 5 pt a character unless told. */
const run = (text: string, x: number, baseline: number, width = text.length * 5, size = 10): PlacedRun => ({ text, transform: [size, 0, 0, -size, x, baseline], width });

describe('linesFromTextRuns', () => {
  it('orders lines top to bottom and runs left to right, whatever order the PDF drew them in', () => {
    expect(linesFromTextRuns([run('second', 50, 120), run('right', 200, 100), run('left', 50, 100)])).toEqual([`left${' '.repeat(26)}right`, 'second']);
  });

  it('joins touching runs directly, a word gap with one space, and pads a column gap to where the run stands', () => {
    // 23% starts at x = 200: 150 pt right of the page's left edge, 30 characters of 5 pt.
    expect(linesFromTextRuns([run('Fak', 50, 100), run('tura', 65, 100), run('VAT', 88, 100), run('23%', 200, 100)])).toEqual([`Faktura VAT${' '.repeat(19)}23%`]);
  });

  it('lays a table out by where its runs stand: a right-aligned amount ends under its right-aligned label, a wrapped label stands over its column', () => {
    const lines = linesFromTextRuns([
      run('Lp.', 50, 100),
      run('Nazwa', 70, 100),
      run('Wartość', 200, 100),
      run('netto', 210, 110),
      run('1', 50, 130),
      run('Rata', 70, 130),
      run('1 000,00', 195, 130),
    ]);
    expect(lines).toEqual([`Lp.${' '.repeat(1)}Nazwa${' '.repeat(21)}Wartość`, `${' '.repeat(32)}netto`, `1${' '.repeat(3)}Rata${' '.repeat(21)}1 000,00`]);
    // The amount's cells overlap the label's: the parser puts it under that column.
    expect(lines[2]?.indexOf('1 000,00')).toBeLessThan((lines[0]?.indexOf('Wartość') ?? 0) + 'Wartość'.length);
  });

  it('never pads a line wider than a page could be (a run placed absurdly far right)', () => {
    const [line] = linesFromTextRuns([run('Lp.', 50, 100), run('far', 1e9, 100)]);
    expect(line?.length).toBeLessThanOrEqual(403 + 3);
  });

  it('keeps a slightly lower run (a subscript, a scanner-made text layer) on its line, but not the next line', () => {
    expect(linesFromTextRuns([run('Kwota', 50, 100), run('netto', 80, 103), run('dalej', 50, 111)])).toEqual(['Kwota netto', 'dalej']);
  });

  it('reads text drawn sideways (a page turned by /Rotate or drawn turned) as upright lines', () => {
    // Turned 90° clockwise on screen: the writing runs down, the next line is to its left.
    const down = (text: string, x: number, y: number): PlacedRun => ({ text, transform: [0, 10, 10, 0, x, y], width: text.length * 5 });
    expect(linesFromTextRuns([down('Nabywca:', 300, 50), down('NIP: 123', 284, 50), down('Kurs', 300, 120)])).toEqual([`Nabywca:${' '.repeat(6)}Kurs`, 'NIP: 123']);
  });

  it('trims runs, keeps a single inner space, turns a longer stretch of spaces into a column gap and drops blank runs', () => {
    expect(linesFromTextRuns([run('  Netto     Brutto ', 50, 100), run('   ', 10, 200), run('\u00a0zw', 200, 100)])).toEqual([`Netto  Brutto${' '.repeat(11)}zw`]);
  });
});
