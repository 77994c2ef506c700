// Corrections (KOR, KOR_ZAL, KOR_ROZ): rows of the state before (StanPrzed = 1) paired with those after, each
// position stored as the change it makes (after − before), the state before kept on the line.
import { describe, expect, it } from 'vitest';
import type { InvoiceLineDraft } from '../../../../src/modules/invoices/invoice-line-draft.ts';
import { exampleXml, type ExampleRow, type ExampleSpec } from './ksef-example-builder.ts';
import { errorsOf, linesOf } from './ksef-test-files.ts';

const correction = (rows: ExampleRow[], totals: Record<string, string>): ExampleSpec => ({
  kind: 'KOR',
  p1: '2026-03-15',
  p2: 'FK/1',
  totals,
  rows,
  reason: 'rabat',
  corrected: [{ date: '2026-02-15', number: 'FV/1', ksef: '9999999999-20260215-0100001AF629-00' }],
});
const changes = (lines: InvoiceLineDraft[]) =>
  lines.map((line) => [line.sequence, line.positionDescription, line.vatRateCode, line.positionNetAmountCurrency, line.positionVatAmountCurrency, line.positionNetAmountBefore]);
const read = async (rows: ExampleRow[], totals: Record<string, string>) => changes(await linesOf(exampleXml(correction(rows, totals))));

describe('pairing the state before with the state after', () => {
  it('pairs by UU_ID first, whatever the order and numbering of the rows', async () => {
    const rows: ExampleRow[] = [
      { nr: 1, uuid: 'B', p7: 'b', p11: '200.00', p12: '23', before: true },
      { nr: 2, uuid: 'A', p7: 'a', p11: '100.00', p12: '23', before: true },
      { nr: 3, uuid: 'A', p7: 'a', p11: '90.00', p12: '23' },
      { nr: 4, uuid: 'B', p7: 'b', p11: '150.00', p12: '23' },
    ];
    expect(await read(rows, { P_13_1: '-60.00', P_14_1: '-13.80', P_15: '-73.80' })).toEqual([
      [3, 'a', '23', -10, -2.3, 100],
      [4, 'b', '23', -50, -11.5, 200],
    ]);
  });

  it('pairs by NrWierszaFa when there is no UU_ID', async () => {
    const rows: ExampleRow[] = [
      { nr: 1, p7: 'a', p11: '100.00', p12: '23', before: true },
      { nr: 2, p7: 'b', p11: '200.00', p12: '23', before: true },
      { nr: 2, p7: 'b', p11: '180.00', p12: '23' },
      { nr: 1, p7: 'a', p11: '100.00', p12: '23' },
    ];
    // Position 1 is restated unchanged: it makes no line.
    expect(await read(rows, { P_13_1: '-20.00', P_14_1: '-4.60', P_15: '-24.60' })).toEqual([[2, 'b', '23', -20, -4.6, 200]]);
  });

  it('pairs each row before with the next row after it when rows are numbered through (neither UU_ID nor a shared number)', async () => {
    const rows: ExampleRow[] = [
      { nr: 1, p7: 'a', p11: '100.00', p12: '23', before: true },
      { nr: 2, p7: 'a', p11: '80.00', p12: '23' },
      { nr: 3, p7: 'b', p11: '50.00', p12: 'zw', before: true },
      { nr: 4, p7: 'b', p11: '40.00', p12: 'zw' },
    ];
    expect(await read(rows, { P_13_1: '-20.00', P_14_1: '-4.60', P_13_7: '-10.00', P_15: '-34.60' })).toEqual([
      [2, 'a', '23', -20, -4.6, 100],
      [4, 'b', 'zw', -10, 0, 50],
    ]);
  });

  it('takes back a position the correction removes, and adds one it adds', async () => {
    const rows: ExampleRow[] = [
      { nr: 1, uuid: 'A', p7: 'removed', p11: '100.00', p12: '23', before: true },
      { nr: 2, uuid: 'N', p7: 'added', p11: '30.00', p12: '8' },
    ];
    expect(await read(rows, { P_13_1: '-100.00', P_14_1: '-23.00', P_13_2: '30.00', P_14_2: '2.40', P_15: '-90.60' })).toEqual([
      [1, 'removed', '23', -100, -23, 100],
      [2, 'added', '8', 30, 2.4, null],
    ]);
  });

  it('splits a position whose rate changes: taken back at the old rate, charged at the new one', async () => {
    const rows: ExampleRow[] = [
      { nr: 1, uuid: 'A', p7: 'a', p11: '100.00', p12: '23', before: true },
      { nr: 1, uuid: 'A', p7: 'a', p11: '100.00', p12: '8' },
    ];
    expect(await read(rows, { P_13_1: '-100.00', P_14_1: '-23.00', P_13_2: '100.00', P_14_2: '8.00', P_15: '-15.00' })).toEqual([
      [1, 'a', '23', -100, -23, 100],
      [1, 'a', '8', 100, 8, null],
    ]);
  });

  it('keeps the state before in full (net, VAT, gross) and the stated VAT difference', async () => {
    const rows: ExampleRow[] = [
      { nr: 1, p7: 'a', p11: '1000.00', p11vat: '230.00', p12: '23', before: true },
      { nr: 1, p7: 'a', p11: '1000.00', p11vat: '229.99', p12: '23' },
    ];
    // Only the VAT changes (a wrongly rounded VAT): a line of 0.00 net and −0.01 VAT.
    const [line] = await linesOf(exampleXml(correction(rows, { P_13_1: '0.00', P_14_1: '-0.01', P_15: '-0.01' })));
    expect(line).toMatchObject({ positionNetAmountCurrency: 0, positionVatAmountCurrency: -0.01, positionNetAmountBefore: 1000, positionVatAmountBefore: 230, positionGrossAmountBefore: 1230 });
  });

  it('takes the change of gross-priced rows (P_11A) on the gross', async () => {
    const rows: ExampleRow[] = [
      { nr: 1, p7: 'a', p11a: '123.00', p12: '23', before: true },
      { nr: 1, p7: 'a', p11a: '61.50', p12: '23' },
    ];
    const [line] = await linesOf(exampleXml(correction(rows, { P_13_1: '-50.00', P_14_1: '-11.50', P_15: '-61.50' })));
    expect(line).toMatchObject({ positionNetAmountCurrency: -50, positionVatAmountCurrency: -11.5, positionGrossAmountCurrency: -61.5, positionGrossAmountBefore: 123, positionNetAmountBefore: 100 });
  });

  it('refuses a correction whose changes do not add up to its totals, naming them', async () => {
    const rows: ExampleRow[] = [
      { nr: 1, p7: 'a', p11: '100.00', p12: '23', before: true },
      { nr: 1, p7: 'a', p11: '90.00', p12: '23' },
    ];
    expect(await errorsOf(exampleXml(correction(rows, { P_13_1: '-20.00', P_14_1: '-4.60', P_15: '-24.60' })))).toEqual([
      { propertyName: 'file: invoice.xml', key: 'ksef.totalsMismatch', params: { element: 'Fa/P_13_1', total: { money: -20 }, lines: { money: -10 }, rate: '23', currency: 'PLN' } },
    ]);
  });

  it('marks every line of a correction with its kind, the corrected invoice and the reason', async () => {
    const rows: ExampleRow[] = [{ nr: 1, p7: 'a', p11: '-10.00', p12: '23' }];
    const [line] = await linesOf(exampleXml({ ...correction(rows, { P_13_1: '-10.00', P_14_1: '-2.30', P_15: '-12.30' }), kind: 'KOR_ROZ' }));
    expect(line).toMatchObject({
      invoiceKind: 'KOR_ROZ',
      correctedInvoiceNumber: 'FV/1',
      correctedKsefNumber: '9999999999-20260215-0100001AF629-00',
      correctedInvoiceDate: '2026-02-15',
      correctionReason: 'rabat',
    });
  });
});
