// FORMATS §3's rules for what an invoice states beyond its lines: the codes of its rates, the groups of its
// totals, gross prices, VAT stated per line against VAT per rate, advances in a currency, the margin and OSS
// procedures, and the refusals when the document contradicts itself.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FA2_NAMESPACE } from '../../../../src/modules/invoices/sources/ksef/ksef-limits.ts';
import { readKsefFiles } from '../../../../src/modules/invoices/sources/ksef/read-ksef-files.ts';
import { exampleXml, type ExampleRow, type ExampleSpec } from './ksef-example-builder.ts';
import { errorsOf, linesOf } from './ksef-test-files.ts';

const vatInvoice = (rows: ExampleRow[], totals: Record<string, string>, more: Partial<ExampleSpec> = {}): string =>
  exampleXml({ kind: 'VAT', p1: '2026-03-05', p2: 'FV/1', totals, rows, ...more });
const file = 'file: invoice.xml';

describe('VAT rates as the document states them', () => {
  it.each([
    ['23', '1', 0.23, '23.00'],
    ['22', '1', 0.22, '22.00'],
    ['8', '2', 0.08, '8.00'],
    ['7', '2', 0.07, '7.00'],
    ['5', '3', 0.05, '5.00'],
    ['4', '4', 0.04, '4.00'],
    ['3', '4', 0.03, '3.00'],
    ['0 KR', '6_1', 0, null],
    ['0 WDT', '6_2', 0, null],
    ['0 EX', '6_3', 0, null],
    ['zw', '7', 0, null],
    ['np I', '8', 0, null],
    ['np II', '9', 0, null],
    ['oo', '10', 0, null],
  ])('P_12 %s: its code kept, rate %s of P_13_%s', async (code, group, vatRate, vat) => {
    const totals = { [`P_13_${group}`]: '100.00', ...(vat ? { [`P_14_${group}`]: vat } : {}), P_15: (100 + Number(vat ?? 0)).toFixed(2) };
    const [line] = await linesOf(vatInvoice([{ p7: 'Rata', p11: '100.00', p12: code }], totals));
    expect(line).toMatchObject({ vatRateCode: code, vatRate, positionVatAmountCurrency: Number(vat ?? 0) });
  });

  it('FA(2)’s `0` and `np` keep their codes, their lines adding up to the zero and untaxed groups together', async () => {
    const xml = vatInvoice(
      [
        { p7: 'a', p11: '100.00', p12: '0' },
        { p7: 'b', p11: '50.00', p12: '0' },
        { p7: 'c', p11: '30.00', p12: 'np' },
      ],
      { P_13_6_1: '100.00', P_13_6_2: '50.00', P_13_9: '30.00', P_15: '180.00' },
      { namespace: FA2_NAMESPACE },
    );
    expect((await linesOf(xml)).map((line) => [line.vatRateCode, line.vatRate, line.positionNetAmountCurrency])).toEqual([
      ['0', 0, 100],
      ['0', 0, 50],
      ['np', 0, 30],
    ]);
  });

  it('a line without P_12 takes the one group the totals name and no line states (22 % by P_14_1 / P_13_1)', async () => {
    const [line] = await linesOf(vatInvoice([{ p7: 'a', p11: '100.00' }], { P_13_1: '100.00', P_14_1: '22.00', P_15: '122.00' }));
    expect(line).toMatchObject({ vatRateCode: '22', vatRate: 0.22, positionVatAmountCurrency: 22 });
  });

  it('refuses a line without P_12 when the totals cannot tell its rate', async () => {
    const xml = vatInvoice(
      [
        { p7: 'a', p11: '100.00' },
        { p7: 'b', p11: '10.00', p12: '8' },
      ],
      // Line a is 23 % or 5 %: two groups no line states.
      { P_13_1: '50.00', P_14_1: '11.50', P_13_2: '10.00', P_14_2: '0.80', P_13_3: '50.00', P_14_3: '2.50', P_15: '124.80' },
    );
    expect(await errorsOf(xml)).toEqual([{ propertyName: file, key: 'ksef.field', params: { element: 'Fa/FaWiersz[1]/P_12' } }]);
  });

  it('reads an OSS line (P_12_XII, P_13_5/P_14_5): another member state’s rate, no Polish code', async () => {
    const xml = vatInvoice([{ p7: 'e-book', p11: '100.00' }], { P_13_5: '100.00', P_14_5: '19.00', P_15: '119.00' }).replace('</P_11>', '</P_11><P_12_XII>19</P_12_XII>');
    expect(await linesOf(xml)).toMatchObject([{ vatRateCode: null, vatRate: 0.19, positionVatAmountCurrency: 19 }]);
  });

  it('refuses RodzajFaktury that is no kind of FA invoice', async () => {
    expect(await errorsOf(vatInvoice([{ p11: '1.00', p12: 'zw' }], {}, { kind: 'PROFORMA' }))).toEqual([
      { propertyName: file, key: 'ksef.invoiceKind', params: { element: 'Fa/RodzajFaktury', value: 'PROFORMA' } },
    ]);
  });
});

describe('VAT per line against VAT per rate', () => {
  it('computes a group’s VAT on its sum when P_14_x is not given (ROUND(Σ net × rate), spread)', async () => {
    const lines = await linesOf(vatInvoice([{ p11: '0.10', p12: '23' }, { p11: '0.10', p12: '23' }, { p11: '0.10', p12: '23' }], { P_13_1: '0.30', P_15: '0.37' }));
    // 0.30 × 23 % = 0.069 → 0.07 for the group; line by line it would be 0.02 × 3 = 0.06.
    expect(lines.map((line) => line.positionVatAmountCurrency)).toEqual([0.03, 0.02, 0.02]);
  });

  it('lets P_14_1 win over VAT stated per line that misses it by rounding (a cent a line at most)', async () => {
    const lines = await linesOf(vatInvoice([{ p11: '0.10', p11vat: '0.02', p12: '23' }, { p11: '0.10', p11vat: '0.02', p12: '23' }], { P_13_1: '0.20', P_14_1: '0.05', P_15: '0.25' }));
    expect(lines.map((line) => line.positionVatAmountCurrency)).toEqual([0.03, 0.02]);
  });

  it('refuses VAT stated per line that misses P_14_1 by more than rounding', async () => {
    expect(await errorsOf(vatInvoice([{ p11: '100.00', p11vat: '23.00', p12: '23' }], { P_13_1: '100.00', P_14_1: '8.00', P_15: '108.00' }))).toEqual([
      { propertyName: file, key: 'ksef.totalsMismatch', params: { element: 'Fa/P_14_1', total: { money: 8 }, lines: { money: 23 }, rate: '23', currency: 'PLN' } },
    ]);
  });

  it('refuses P_15 beyond the document’s own rounding, naming both', async () => {
    expect(await errorsOf(vatInvoice([{ p11: '100.00', p12: '23' }], { P_13_1: '100.00', P_14_1: '23.00', P_15: '150.00' }))).toEqual([
      { propertyName: file, key: 'ksef.grossMismatch', params: { total: { money: 150 }, lines: { money: 123 }, currency: 'PLN' } },
    ]);
  });

  it('reads a line priced gross (P_11A) as net = gross − its share of P_14_1', async () => {
    const lines = await linesOf(vatInvoice([{ p11a: '100.00', p12: '23' }, { p11a: '23.00', p12: '23' }], { P_13_1: '100.00', P_14_1: '23.00', P_15: '123.00' }));
    expect(lines.map((line) => [line.positionNetAmountCurrency, line.positionVatAmountCurrency, line.positionGrossAmountCurrency])).toEqual([
      [81.3, 18.7, 100],
      [18.7, 4.3, 23],
    ]);
  });
});

describe('advances and settlements in a currency', () => {
  it('ZAL in EUR: the advance’s lines at KursWalutyZ, the VAT in PLN to P_14_1W', async () => {
    const lines = await linesOf(
      exampleXml({
        kind: 'ZAL',
        currency: 'EUR',
        p1: '2026-03-05',
        p2: 'FZ/1',
        totals: { P_13_1: '1000.00', P_14_1: '230.00', P_14_1W: '985.00', P_15: '1230.00' },
        advanceRate: '4.2800',
        order: [{ p7: 'maszyna', p11: '10000.00', p11vat: '2300.00', p12: '23' }],
      }),
    );
    expect(lines).toMatchObject([{ exchangeRate: 4.28, positionNetAmountCurrency: 1000, positionNetAmountPln: 4280, positionVatAmountPln: 985, invoiceKind: 'ZAL' }]);
  });

  it('ROZ: the advances deducted in a line of their own per rate, named by the document', async () => {
    const lines = await linesOf(
      exampleXml({
        kind: 'ROZ',
        p1: '2026-03-05',
        p2: 'FR/1',
        totals: { P_13_1: '600.00', P_14_1: '138.00', P_15: '738.00' },
        advances: ['FZ/1'],
        rows: [{ p7: 'maszyna', p11: '1000.00', p12: '23' }],
      }).replace('<NrKSeFFaZaliczkowej>FZ/1</NrKSeFFaZaliczkowej>', '<NrKSeFZN>1</NrKSeFZN><NrFaZaliczkowej>FZ/1</NrFaZaliczkowej>'),
    );
    expect(lines.map((line) => [line.sequence, line.positionDescription, line.positionNetAmountCurrency, line.positionVatAmountCurrency])).toEqual([
      [1, 'maszyna', 1000, 230],
      [2, 'FakturaZaliczkowa: FZ/1', -400, -92],
    ]);
  });

  it('refuses a ROZ whose total at a rate is more than its lines charge: advances only take away', async () => {
    const xml = exampleXml({ kind: 'ROZ', p1: '2026-03-05', p2: 'FR/2', totals: { P_13_1: '1200.00', P_14_1: '276.00', P_15: '1476.00' }, rows: [{ p11: '1000.00', p12: '23' }] });
    expect(await errorsOf(xml)).toEqual([
      { propertyName: file, key: 'ksef.totalsMismatch', params: { element: 'Fa/P_13_1', total: { money: 1200 }, lines: { money: 1000 }, rate: '23', currency: 'PLN' } },
    ]);
  });

  it('refuses a VAT invoice whose lines miss its total at a rate (no advance explains it there)', async () => {
    expect(await errorsOf(vatInvoice([{ p11: '1000.00', p12: '23' }], { P_13_1: '600.00', P_14_1: '138.00', P_15: '738.00' }))).toEqual([
      { propertyName: file, key: 'ksef.totalsMismatch', params: { element: 'Fa/P_13_1', total: { money: 600 }, lines: { money: 1000 }, rate: '23', currency: 'PLN' } },
    ]);
  });

  it('refuses a correction stating only P_15 with no rate anywhere: its VAT cannot be told', async () => {
    expect(await errorsOf(exampleXml({ kind: 'KOR', p1: '2026-03-05', p2: 'FK/1', totals: { P_15: '-100.00' } }))).toEqual([{ propertyName: file, key: 'ksef.noRates' }]);
  });
});

describe('hostile documents of every kind', () => {
  const documents = [
    exampleXml({
      kind: 'KOR_ZAL',
      p1: '2026-03-05',
      p2: 'FK/1',
      totals: { P_13_1: '-100.00', P_14_1: '-23.00', P_13_2: '100.00', P_14_2: '8.00', P_15: '-15.00' },
      order: [
        { p11: '1000.00', p12: '23', before: true },
        { p11: '1000.00', p12: '8' },
      ],
    }),
    exampleXml({ kind: 'KOR', p1: '2026-03-05', p2: 'FK/2', totals: { P_13_1: '-10.00', P_14_1: '-2.30', P_15: '-12.30' }, rows: [{ p11: '100.00', p12: '23', before: true }, { p11: '90.00', p12: '23' }] }),
  ];

  it('never throw when damaged: lines or errors naming the file', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...documents), fc.array(fc.tuple(fc.nat(4000), fc.integer({ min: 32, max: 126 })), { maxLength: 6 }), async (xml, flips) => {
        const bytes = Buffer.from(xml);
        for (const [at, value] of flips) if (at < bytes.length) bytes[at] = value;
        const read = await readKsefFiles([{ fileName: 'fuzz.xml', bytes }], { skipUnreadable: false });
        if (!read.ok) for (const error of read.errors) expect(error.propertyName).toBe('file: fuzz.xml');
      }),
      { numRuns: 300 },
    );
  });
});
