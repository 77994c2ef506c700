import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeAmounts } from '../../../../src/modules/invoices/sources/pdf/pdf-completion.ts';
import type { TablePosition } from '../../../../src/modules/invoices/sources/pdf/pdf-positions.ts';
import type { RateSummary } from '../../../../src/modules/invoices/sources/pdf/pdf-vat-summary.ts';

const row = (net: bigint | null, percent: number | null, vat: bigint | null = null, gross: bigint | null = null): TablePosition => ({
  description: 'Rata',
  net,
  vat,
  gross,
  percent,
  currencies: [],
});
const cents = (figures: ReturnType<typeof completeAmounts>) => figures.map(({ net, vat, gross }) => [net.cents, vat.cents, gross.cents]);

describe('amounts completed the way the document does it', () => {
  it('takes a net-only row’s VAT from its rate’s summary, spread by net with the largest remainder (KSeF layout)', () => {
    // 2 847,15 + 412,37 + 149,98 = 3 409,50 at 23 %, VAT 784,19 printed once: rounding per row would give 784,18.
    const summary: RateSummary[] = [{ percent: 23, net: 340950n, vat: 78419n, gross: 419369n }];
    const completed = completeAmounts([row(284715n, 23), row(41237n, 23), row(14998n, 23)], summary, null);
    expect(cents(completed)).toEqual([
      [284715n, 65485n, 350200n],
      [41237n, 9485n, 50722n],
      [14998n, 3449n, 18447n],
    ]);
    expect(completed.map(({ vat, gross }) => [vat.reading, gross.reading])).toEqual(
      Array.from({ length: 3 }, () => [
        { state: 'derived', from: 'vatSummary' },
        { state: 'derived', from: 'netPlusVat' },
      ]),
    );
  });

  it('finds a row at 22 % in KSeF’s `23% lub 22%` summary, and a 0 %, zw or np row has no VAT', () => {
    const completed = completeAmounts([row(10000n, 22), row(5000n, 0)], [{ percent: 23, net: 10000n, vat: 2200n, gross: 12200n }], null);
    expect(cents(completed)).toEqual([
      [10000n, 2200n, 12200n],
      [5000n, 0n, 5000n],
    ]);
    expect(completed[1]?.vat.reading).toEqual({ state: 'derived', from: 'zeroRate' });
  });

  it('derives VAT = gross − net, net = gross − VAT and gross = net + VAT from the two a row prints', () => {
    const completed = completeAmounts([row(8616n, 23, null, 10598n), row(null, 23, 1982n, 10598n), row(8616n, 23, 1982n, null)], [], null);
    expect(cents(completed)).toEqual([
      [8616n, 1982n, 10598n],
      [8616n, 1982n, 10598n],
      [8616n, 1982n, 10598n],
    ]);
    expect(completed.map((figures) => [figures.net.reading, figures.vat.reading, figures.gross.reading])).toEqual([
      [{ state: 'read' }, { state: 'derived', from: 'grossMinusNet' }, { state: 'read' }],
      [{ state: 'derived', from: 'grossMinusVat' }, { state: 'read' }, { state: 'read' }],
      [{ state: 'read' }, { state: 'read' }, { state: 'derived', from: 'netPlusVat' }],
    ]);
  });

  it('leaves VAT missing when the rate’s rows do not add up to its summary’s net (a row was misread), or no summary states it', () => {
    const misread = completeAmounts([row(10000n, 23), row(999n, 23)], [{ percent: 23, net: 11000n, vat: 2530n, gross: 13530n }], null);
    const unstated = completeAmounts([row(10000n, 23), row(1000n, 8)], [], null);
    for (const completed of [misread, unstated]) {
      expect(completed.map(({ vat, gross }) => [vat.reading.state, gross.reading.state])).toEqual([
        ['missing', 'missing'],
        ['missing', 'missing'],
      ]);
    }
  });

  it('uses the whole invoice’s `Razem` VAT as the summary when every row has one rate', () => {
    const completed = completeAmounts([row(950000n, 23), row(10000n, 23)], [], { percent: -1, net: 960000n, vat: 220800n, gross: null });
    expect(cents(completed)).toEqual([
      [950000n, 218500n, 1168500n],
      [10000n, 2300n, 12300n],
    ]);
  });

  it('keeps none of a row’s three amounts when net + VAT is more than a grosz off its gross', () => {
    expect(cents(completeAmounts([row(10000n, 23, 2300n, 12400n)], [], null))).toEqual([[null, null, null]]);
  });

  it('property: the spread VAT adds up to the summary to the cent and each row is within a grosz of its share', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 1n, max: 10_000_000_00n }), { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 30_00 }), (nets, basisPoints) => {
        const net = nets.reduce((sum, value) => sum + value, 0n);
        const vat = (net * BigInt(basisPoints)) / 10_000n;
        const completed = completeAmounts(
          nets.map((value) => row(value, 23)),
          [{ percent: 23, net, vat, gross: net + vat }],
          null,
        );
        const spread = completed.map((figures) => figures.vat.cents ?? -1n);
        expect(spread.reduce((sum, value) => sum + value, 0n)).toBe(vat);
        spread.forEach((share, index) => {
          const exact = Number(vat) * (Number(nets[index]) / Number(net));
          expect(Math.abs(Number(share) - exact)).toBeLessThan(1.000001);
        });
        completed.forEach((figures, index) => expect(figures.gross.cents).toBe((nets[index] ?? 0n) + (figures.vat.cents ?? 0n)));
      }),
    );
  });
});
