// The Ministry of Finance's published FA(3) examples (FA_3_Przykład_1 … 26, KSEF_01 … 12) and the templates of
// its KSeF client libraries, rebuilt with their published structure and figures (the files themselves are not
// ours to commit): each is read so that its lines add up to its own totals per rate and in all (FORMATS §3),
// or refused for a reason an accountant accepts.
import { describe, expect, it } from 'vitest';
import type { InvoiceLineDraft } from '../../../../src/modules/invoices/invoice-line-draft.ts';
import { FA2_NAMESPACE } from '../../../../src/modules/invoices/sources/ksef/ksef-limits.ts';
import { documentFigures, totalsDisagreements, type Disagreement } from './ksef-document-sums.ts';
import { exampleXml, type ExampleRow, type ExampleSpec } from './ksef-example-builder.ts';
import { errorsOf, linesOf } from './ksef-test-files.ts';

/** Sequence, code, net, VAT and gross (invoice currency): what each example's lines must be. */
const summary = (line: InvoiceLineDraft) => [line.sequence, line.vatRateCode, line.positionNetAmountCurrency, line.positionVatAmountCurrency, line.positionGrossAmountCurrency];

/** The example's lines, which must add up to its own totals (`except`: a disagreement the document itself has). */
async function readExample(spec: ExampleSpec, except: Disagreement[] = []): Promise<InvoiceLineDraft[]> {
  const xml = exampleXml(spec);
  const lines = await linesOf(xml);
  const figures = documentFigures(xml);
  if (!figures) throw new Error('the example has no totals');
  expect(totalsDisagreements(lines, figures)).toEqual(except);
  expect(new Set(lines.map((line) => line.invoiceKind))).toEqual(new Set([spec.kind]));
  return lines;
}

const abcAgd = { nip: '9999999999', name: 'ABC AGD sp. z o. o.' };
const developex = { nip: '9999999999', name: 'ABC Developex sp. z o. o.' };
const immobilia = { nip: '9999999999', name: 'IMMOBILIA DEVELOPMENT S.A.' };
const techSolutions = { nip: '9999999999', name: 'TECH-SOLUTIONS sp. z o.o.' };
const ksef = (technical: string) => `9999999999-20230908-${technical}`;
const fridge = (row: ExampleRow): ExampleRow => ({ uuid: 'aaaa111133339990', p7: 'lodówka Zimnotech mk1', p8b: '1', p12: '23', ...row });
const flat = (row: ExampleRow): ExampleRow => ({ nr: 1, uuid: 'aaaa111133339990', p7: 'mieszkanie 50m^2', p8b: '1', ...row });
const extras = (row: ExampleRow): ExampleRow => ({ nr: 2, uuid: 'aaaa111133339991', p7: 'usługi dodatkowe', p8b: '1', ...row });

describe('FA(3) examples of the Ministry of Finance (FA_3_Przykład_1 … 26)', () => {
  it('FA_3_Przykład_1: VAT at 23 % and 5 %, the VAT of each rate spread over its lines; P_15 one cent above its own totals', async () => {
    const spec: ExampleSpec = {
      kind: 'VAT',
      seller: abcAgd,
      p1: '2026-02-15',
      p2: 'FV2026/02/150',
      totals: { P_13_1: '1666.66', P_14_1: '383.33', P_13_3: '0.95', P_14_3: '0.05', P_15: '2051' },
      rows: [
        fridge({ p9a: '1626.01', p11: '1626.01' }),
        { uuid: 'aaaa111133339991', p7: 'wniesienie sprzętu', p8b: '1', p9a: '40.65', p11: '40.65', p12: '23' },
        { uuid: 'aaaa111133339992', p7: 'promocja lodówka pełna mleka', p8b: '1', p9a: '0.95', p11: '0.95', p12: '5' },
      ],
    };
    // P_13_x + P_14_x = 2050.99: the document rounds its gross per line; the lines keep the totals per rate.
    const lines = await readExample(spec, [{ total: 'P_15', lines: 205099n, document: 205100n }]);
    expect(lines.map(summary)).toEqual([
      [1, '23', 1626.01, 373.98, 1999.99],
      [2, '23', 40.65, 9.35, 50],
      [3, '5', 0.95, 0.05, 1],
    ]);
  });

  const kor = { kind: 'KOR', seller: abcAgd, p1: '2026-03-15', p2: 'FK2026/03/200', totals: { P_13_1: '-162.60', P_14_1: '-37.40', P_15: '-200' } };
  const korData = {
    reason: 'obniżka ceny o 200 zł z uwagi na uszkodzenia estetyczne',
    corrected: [{ date: '2026-02-15', number: 'FV2026/02/150', ksef: ksef('8BEF280C8D35-4D') }],
  };

  it('FA_3_Przykład_2: KOR with the state before (StanPrzed) and after: one line of −162.60, the position before kept', async () => {
    const lines = await readExample({ ...kor, ...korData, rows: [fridge({ nr: 1, p9a: '1626.01', p11: '1626.01', before: true }), fridge({ nr: 1, p9a: '1463.41', p11: '1463.41' })] });
    expect(lines.map(summary)).toEqual([[1, '23', -162.6, -37.4, -200]]);
    expect(lines[0]).toMatchObject({
      positionNetAmountBefore: 1626.01,
      positionVatAmountBefore: 373.98,
      positionGrossAmountBefore: 1999.99,
      correctedInvoiceNumber: 'FV2026/02/150',
      correctedKsefNumber: ksef('8BEF280C8D35-4D'),
      correctedInvoiceDate: '2026-02-15',
      correctionReason: 'obniżka ceny o 200 zł z uwagi na uszkodzenia estetyczne',
    });
  });

  it('FA_3_Przykład_3: KOR stating only the difference (−162.60): the line as stated, no state before', async () => {
    const lines = await readExample({ ...kor, ...korData, rows: [fridge({ p9a: '-162.60', p11: '-162.60' })] });
    expect(lines.map(summary)).toEqual([[1, '23', -162.6, -37.4, -200]]);
    expect(lines[0]).toMatchObject({ positionNetAmountBefore: null, correctedInvoiceNumber: 'FV2026/02/150' });
  });

  it('FA_3_Przykład_4: VAT of three lines at 23 % (one with a discount P_10): P_14_1 spread by net to the cent', async () => {
    const lines = await readExample({
      kind: 'VAT',
      seller: abcAgd,
      p1: '2026-02-15',
      p2: 'FV2026/02/150',
      totals: { P_13_1: '52260.10', P_14_1: '12019.82', P_15: '64279.92' },
      rows: [
        fridge({ p8b: '10', p9a: '1626.01', p11: '16260.10' }),
        { uuid: 'aaaa111133339991', p7: 'zamrażarka Zimnotech mk2', p8b: '20', p9a: '1000', p11: '18000', p12: '23' },
        { uuid: 'aaaa111133339992', p7: 'zmywarka Bryza 100', p8b: '15', p9a: '1200', p11: '18000', p12: '23' },
      ],
    });
    expect(lines.map(summary)).toEqual([
      [1, '23', 16260.1, 3739.82, 19999.92],
      [2, '23', 18000, 4140, 22140],
      [3, '23', 18000, 4140, 22140],
    ]);
  });

  it('FA_3_Przykład_5: KOR of the buyer’s name only (P_15 0, no line, no total): refused, it books nothing', async () => {
    const xml = exampleXml({ kind: 'KOR', seller: abcAgd, p1: '2026-04-01', p2: 'FK2026/04/23', totals: { P_15: '0' }, reason: 'błędna nazwa nabywcy', corrected: korData.corrected });
    expect(await errorsOf(xml)).toEqual([{ propertyName: 'file: invoice.xml', key: 'ksef.nothingToBook' }]);
  });

  const discount = {
    kind: 'KOR',
    seller: abcAgd,
    p1: '2026-07-15',
    p2: 'FK2026/07/243',
    totals: { P_13_1: '-40650.41', P_14_1: '-9349.59', P_15: '-50000' },
    reason: 'rabat 50000 z uwagi na poziom zakupów pierwszym półroczu 2026',
    corrected: [
      { date: '2026-01-15', number: 'FV2026/01/134', ksef: ksef('8BEF280C8D35-4D') },
      { date: '2026-02-15', number: 'FV2026/02/150', ksef: ksef('76B2B580D4DC-80') },
      { date: '2026-03-15', number: 'FV2026/03/143', ksef: ksef('4191312C0E57-09') },
      { date: '2026-04-15', number: 'FV2026/04/23', ksef: ksef('2B9266CEF3C4-DD') },
      { date: '2026-05-15', number: 'FV2026/05/54', ksef: ksef('16B99491C78B-3D') },
      { date: '2026-06-15', number: 'FV2026/06/15', ksef: ksef('D08FB95950BE-3E') },
    ],
  };

  it('FA_3_Przykład_6: KOR without FaWiersz (a discount for six invoices): one line from P_13_1/P_14_1, the first corrected invoice kept', async () => {
    const lines = await readExample(discount);
    expect(lines.map(summary)).toEqual([[1, '23', -40650.41, -9349.59, -50000]]);
    expect(lines[0]).toMatchObject({
      positionDescription: 'rabat 50000 z uwagi na poziom zakupów pierwszym półroczu 2026',
      correctedInvoiceNumber: 'FV2026/01/134',
      correctedKsefNumber: ksef('8BEF280C8D35-4D'),
      correctedInvoiceDate: '2026-01-15',
    });
  });

  it('FA_3_Przykład_7: KOR whose only FaWiersz names the goods without amounts: one line from the totals, described by it', async () => {
    const lines = await readExample({ ...discount, rows: [{ p7: 'lodówka Zimnotech mk1', p8b: '1000' }] });
    expect(lines.map(summary)).toEqual([[1, '23', -40650.41, -9349.59, -50000]]);
    expect(lines[0]?.positionDescription).toBe('lodówka Zimnotech mk1');
  });

  it('FA_3_Przykład_8: VAT in the margin scheme (P_13_11, gross P_11A, no P_12): no VAT of its own, no code', async () => {
    const lines = await readExample({
      kind: 'VAT',
      seller: { nip: '9999999999', name: 'Komis ABC AGD sp. z o. o.' },
      p1: '2026-02-27',
      p2: 'FM2026/02/150',
      totals: { P_13_11: '15000', P_15: '15000' },
      rows: [{ p7: 'samochód używany marki Autex rocznik 2010', p8b: '1', p9b: '15000', p11a: '15000' }],
    });
    expect(lines.map(summary)).toEqual([[1, null, 15000, 0, 15000]]);
    expect(lines[0]?.vatRate).toBe(0);
  });

  it('FA_3_Przykład_9: VAT of a lease: the instalment at 23 %, the insurance exempt (zw, P_13_7)', async () => {
    const lines = await readExample({
      kind: 'VAT',
      seller: { nip: '9999999999', name: 'ABC Leasing S.A.' },
      p1: '2026-02-15',
      p2: 'FV2026/02/150',
      totals: { P_13_1: '2000', P_14_1: '460', P_13_7: '300', P_15: '2760' },
      rows: [
        { uuid: 'aaaa111133339990', p7: 'rata leasingowa za 01/2026', p8b: '1', p9a: '2000', p11: '2000', p12: '23' },
        { uuid: 'aaaa111133339991', p7: 'pakiet ubezpieczeń za 01/2026', p8b: '1', p9a: '300', p11: '300', p12: 'zw' },
      ],
    });
    expect(lines.map(summary)).toEqual([
      [1, '23', 2000, 460, 2460],
      [2, 'zw', 300, 0, 300],
    ]);
    expect(lines.map((line) => line.vatRate)).toEqual([0.23, 0]);
  });

  const order = [flat({ p9a: '300000', p11: '300000', p11vat: '69000', p12: '23' }), extras({ p9a: '5000', p11: '5000', p11vat: '1150', p12: '23' })];

  it('FA_3_Przykład_10: ZAL without FaWiersz: the order rows scaled to the advance (P_13_1 16 260.16 split 300 000 : 5 000)', async () => {
    const lines = await readExample({
      kind: 'ZAL',
      seller: developex,
      p1: '2026-02-15',
      p2: 'FZ2026/02/150',
      totals: { P_13_1: '16260.16', P_14_1: '3739.84', P_15: '20000' },
      order,
    });
    expect(lines.map(summary)).toEqual([
      [1, '23', 15993.6, 3678.53, 19672.13],
      [2, '23', 266.56, 61.31, 327.87],
    ]);
    expect(lines.map((line) => line.positionDescription)).toEqual(['mieszkanie 50m^2', 'usługi dodatkowe']);
  });

  const advanceCorrected = [{ date: '2026-02-15', number: 'FZ2026/02/150', ksef: ksef('8BEF280C8D35-4D') }];

  it('FA_3_Przykład_11: KOR_ZAL moving the flat from 23 % to 8 %: taken back at 23 %, charged at 8 %, P_15 0', async () => {
    const lines = await readExample({
      kind: 'KOR_ZAL',
      seller: developex,
      p1: '2026-03-15',
      p2: 'FK2026/03/5',
      totals: { P_13_1: '-15993.6', P_14_1: '-3678.53', P_13_2: '18214.94', P_14_2: '1457.19', P_15: '0' },
      reason: 'błędna stawka VAT',
      corrected: advanceCorrected,
      order: [
        flat({ p11: '300000', p11vat: '69000', p12: '23', before: true }),
        flat({ p11: '341666.67', p11vat: '27333.33', p12: '8' }),
        extras({ p11: '5000', p11vat: '1150', p12: '23', before: true }),
        extras({ p11: '5000', p11vat: '1150', p12: '23' }),
      ],
    });
    expect(lines.map(summary)).toEqual([
      [1, '23', -15993.6, -3678.53, -19672.13],
      [1, '8', 18214.94, 1457.19, 19672.13],
    ]);
  });

  it('FA_3_Przykład_12: KOR_ZAL raising the advance (order unchanged): the increase spread over the order as it stands', async () => {
    const lines = await readExample({
      kind: 'KOR_ZAL',
      seller: developex,
      p1: '2026-03-17',
      p2: 'FK2026/03/7',
      totals: { P_13_1: '133.28', P_14_1: '30.65', P_13_2: '9107.47', P_14_2: '728.60', P_15: '10000' },
      reason: 'błędne zafakturowanie zaniżonej kwoty zadatku 20000 powinno być 30000',
      corrected: advanceCorrected,
      order: [
        flat({ p11: '341666.67', p11vat: '27333.33', p12: '8', before: true }),
        flat({ p11: '341666.67', p11vat: '27333.33', p12: '8' }),
        extras({ p11: '5000', p11vat: '1150', p12: '23', before: true }),
        extras({ p11: '5000', p11vat: '1150', p12: '23' }),
      ],
    });
    expect(lines.map(summary)).toEqual([
      [1, '8', 9107.47, 728.6, 9836.07],
      [2, '23', 133.28, 30.65, 163.93],
    ]);
  });

  it('FA_3_Przykład_13: KOR_ZAL of the order’s value only (the advance unchanged, P_15 0, no total): refused, it books nothing', async () => {
    const xml = exampleXml({
      kind: 'KOR_ZAL',
      seller: developex,
      p1: '2026-03-17',
      p2: 'FK2026/03/7',
      totals: { P_15: '0' },
      reason: 'korekta wartości zamówienia o -10%',
      corrected: advanceCorrected,
      order: [
        flat({ p11: '341666.67', p11vat: '27333.33', p12: '8', before: true }),
        flat({ p11: '307500', p11vat: '24600', p12: '8' }),
        extras({ p11: '5000', p11vat: '1150', p12: '23', before: true }),
        extras({ p11: '4500', p11vat: '1035', p12: '23' }),
      ],
    });
    expect(await errorsOf(xml)).toEqual([{ propertyName: 'file: invoice.xml', key: 'ksef.nothingToBook' }]);
  });

  const settlementRows = [
    { uuid: 'aaaa111133339997', p7: 'mieszkanie 50m^2', p8b: '1', p9a: '307500', p11: '307500', p12: '8' },
    { uuid: 'aaaa111133339998', p7: 'usługi dodatkowe', p8b: '1', p9a: '4500', p11: '4500', p12: '23' },
  ];
  const settlement = { kind: 'ROZ', seller: { nip: '9999999999', name: 'ABC Developex S.A.' }, p1: '2026-08-17', p2: 'FV2026/08/12', rows: settlementRows, advances: [ksef('8BEF280C8D35-4D')] };

  it('FA_3_Przykład_14: ROZ: the order’s lines, less the advance per rate (one line each), add up to what it still charges', async () => {
    const lines = await readExample({ ...settlement, totals: { P_13_1: '4100.16', P_14_1: '943.04', P_13_2: '280177.59', P_14_2: '22414.21', P_15: '307635' } });
    expect(lines.map(summary)).toEqual([
      [1, '8', 307500, 24600, 332100],
      [2, '23', 4500, 1035, 5535],
      [3, '23', -399.84, -91.96, -491.8],
      [4, '8', -27322.41, -2185.79, -29508.2],
    ]);
    expect(lines[2]?.positionDescription).toBe(`FakturaZaliczkowa: ${ksef('8BEF280C8D35-4D')}`);
  });

  it('FA_3_Przykład_15: UPR whose FaWiersz only names the goods: one line from P_13_1/P_14_1', async () => {
    const lines = await readExample({
      kind: 'UPR',
      seller: abcAgd,
      p1: '2026-02-15',
      p2: 'FV2026/02/150',
      totals: { P_13_1: '365.85', P_14_1: '84.15', P_15: '450' },
      rows: [{ p7: 'wiertarka Wiertex mk5' }],
    });
    expect(lines.map(summary)).toEqual([[1, '23', 365.85, 84.15, 450]]);
  });

  it('FA_3_Przykład_16: UPR with only P_15 and the line’s rate: VAT = ROUND(450 × 23/123) = 84.15, net 365.85', async () => {
    const lines = await readExample({ kind: 'UPR', seller: abcAgd, p1: '2026-02-15', p2: 'FV2026/02/150', totals: { P_15: '450' }, rows: [{ p7: 'wiertarka Wiertex mk5', p12: '23' }] });
    expect(lines.map(summary)).toEqual([[1, '23', 365.85, 84.15, 450]]);
  });

  it('FA_3_Przykład_17: ROZ leaving 300 000 to pay: the advances deducted per rate', async () => {
    const lines = await readExample({ ...settlement, totals: { P_13_1: '3998.40', P_14_1: '919.63', P_13_2: '273224.05', P_14_2: '21857.92', P_15: '300000' } });
    expect(lines.map(summary)).toEqual([
      [1, '8', 307500, 24600, 332100],
      [2, '23', 4500, 1035, 5535],
      [3, '23', -501.6, -115.37, -616.97],
      [4, '8', -34275.95, -2742.08, -37018.03],
    ]);
  });

  it('FA_3_Przykład_18: KOR_ROZ raising what is left to pay by 7 635 (positions restated unchanged): one line per rate from the totals', async () => {
    const lines = await readExample({
      kind: 'KOR_ROZ',
      seller: { nip: '9999999999', name: 'ABC Developex S.A.' },
      p1: '2026-08-17',
      p2: 'FK2026/09/1',
      totals: { P_13_1: '101.76', P_14_1: '23.41', P_13_2: '6953.54', P_14_2: '556.29', P_15: '7635' },
      reason: 'błędne zafakturowanie kwoty pozostałej do zapłaty: było 300000, a powinno być 307635',
      corrected: [{ date: '2026-08-17', number: 'FV2026/08/12', ksef: ksef('8BEF280C8D35-4D') }],
      advances: [ksef('76B2B580D4DC-80')],
      rows: [
        { ...settlementRows[0], nr: 1, before: true },
        { ...settlementRows[0], nr: 1, p7: 'mieszkanie 50m2' },
        { ...settlementRows[1], nr: 2, before: true },
        { ...settlementRows[1], nr: 2 },
      ],
    });
    expect(lines.map(summary)).toEqual([
      [1, '23', 101.76, 23.41, 125.17],
      [2, '8', 6953.54, 556.29, 7509.83],
    ]);
    expect(lines[0]).toMatchObject({ correctedInvoiceNumber: 'FV2026/08/12', correctedInvoiceDate: '2026-08-17' });
  });

  it('FA_3_Przykład_19: VAT with a margin line and a gross-priced 23 % line: net = gross − VAT of P_14_1', async () => {
    const lines = await readExample({
      kind: 'VAT',
      seller: { nip: '9999999999', name: 'Biuro Podróży ABC sp. z o. o.' },
      p1: '2026-02-15',
      p2: 'FM2026/02/150',
      totals: { P_13_1: '813', P_14_1: '187', P_13_11: '2000', P_15: '3000' },
      rows: [
        { p7: 'wycieczka na Mazury usługi obce', p8b: '1', p9b: '2000', p11a: '2000' },
        { p7: 'wycieczka na Mazury usługa własna', p8b: '1', p9b: '1000', p11a: '1000', p12: '23' },
      ],
    });
    expect(lines.map(summary)).toEqual([
      [1, null, 2000, 0, 2000],
      [2, '23', 813, 187, 1000],
    ]);
  });

  const euroRows = (rates: [string, string, string]) => [
    fridge({ p8b: '10', p9a: '406', p11: '4060', kurs: rates[0] }),
    { uuid: 'aaaa111133339991', p7: 'zamrażarka Zimnotech mk2', p8b: '20', p9a: '250', p11: '5000', p12: '23', kurs: rates[1] },
    { uuid: 'aaaa111133339992', p7: 'zmywarka Bryza 100', p8b: '15', p9a: '300', p11: '4500', p12: '23', kurs: rates[2] },
  ];
  const euro = { kind: 'VAT', seller: abcAgd, p1: '2026-02-15', p2: 'FV2026/02/150', currency: 'EUR' };

  it('FA_3_Przykład_20: VAT in EUR at one rate (4.5005): the VAT in PLN made to add up to P_14_1W (14 036.16, not 14 036.17)', async () => {
    const lines = await readExample({ ...euro, totals: { P_13_1: '13560', P_14_1: '3118.80', P_14_1W: '14036.16', P_15: '16678.80' }, rows: euroRows(['4.5005', '4.5005', '4.5005']) });
    expect(lines.map(summary)).toEqual([
      [1, '23', 4060, 933.8, 4993.8],
      [2, '23', 5000, 1150, 6150],
      [3, '23', 4500, 1035, 5535],
    ]);
    expect(lines.map((line) => [line.exchangeRate, line.positionNetAmountPln, line.positionVatAmountPln])).toEqual([
      [4.5005, 18272.03, 4202.57],
      [4.5005, 22502.5, 5175.57],
      [4.5005, 20252.25, 4658.02],
    ]);
  });

  it('FA_3_Przykład_21: VAT in EUR at a rate per line: the VAT in PLN made to add up to P_14_1W (13 768.14)', async () => {
    const lines = await readExample({ ...euro, totals: { P_13_1: '13560', P_14_1: '3118.80', P_14_1W: '13768.14', P_15: '16678.80' }, rows: euroRows(['4.4080', '4.5005', '4.3250']) });
    expect(lines.map((line) => [line.exchangeRate, line.positionVatAmountPln])).toEqual([
      [4.408, 4116.19],
      [4.5005, 5175.57],
      [4.325, 4476.38],
    ]);
  });

  it('FA_3_Przykład_22: WDT in EUR at 0 % (P_13_6_2): code 0 WDT kept; no exchange rate given, so no PLN amounts (incomplete)', async () => {
    const lines = await readExample({
      ...euro,
      totals: { P_13_6_2: '4000', P_15: '4000' },
      rows: [fridge({ p8b: '10', p9a: '400', p11: '4000', p12: '0 WDT' })],
    });
    expect(lines.map(summary)).toEqual([[1, '0 WDT', 4000, 0, 4000]]);
    expect(lines[0]).toMatchObject({ vatRate: 0, exchangeRate: null, positionNetAmountPln: null });
  });

  it('FA_3_Przykład_23: export in USD at 0 % (P_13_6_3): code 0 EX kept', async () => {
    const lines = await readExample({
      ...euro,
      currency: 'USD',
      p1: '2026-06-15',
      totals: { P_13_6_3: '8000', P_15: '8000' },
      rows: [fridge({ p8b: '20', p9a: '400', p11: '8000', p12: '0 EX' })],
    });
    expect(lines.map(summary)).toEqual([[1, '0 EX', 8000, 0, 8000]]);
  });

  const energy = {
    kind: 'VAT',
    seller: { nip: '9999999999', name: 'Elektrownia S.A.' },
    p1: '2026-02-28',
    p2: 'FV2026/02/150',
    totals: { P_13_1: '43.60', P_14_1: '10.03', P_15: '53.63' },
    rows: [
      { p7: 'Razem za energię czynną', p11: '18.00', p12: '23' },
      { p7: 'Razem za usługi dystrybucji', p11: '25.60', p12: '23' },
    ],
  };

  it('FA_3_Przykład_24: VAT for electricity (two summary lines, an attachment): 10.03 spread as 4.14 and 5.89', async () => {
    const lines = await readExample({ ...energy, after: '<Zalacznik><BlokDanych><ZNaglowek>Opłata przejściowa &lt;500 kWh</ZNaglowek></BlokDanych></Zalacznik>' });
    expect(lines.map(summary)).toEqual([
      [1, '23', 18, 4.14, 22.14],
      [2, '23', 25.6, 5.89, 31.49],
    ]);
  });

  it('FA_3_Przykład_25: the same invoice, its attachment writing < as a character reference: read alike', async () => {
    const lines = await readExample({ ...energy, after: '<Zalacznik><BlokDanych><ZNaglowek>Opłata przejściowa &#60;500 kWh</ZNaglowek></BlokDanych></Zalacznik>' });
    expect(lines.map((line) => line.positionVatAmountCurrency)).toEqual([4.14, 5.89]);
  });

  it('FA_3_Przykład_26: VAT at 5 % with a deposit charged beside it (Rozliczenie, not in P_15)', async () => {
    const lines = await readExample({
      kind: 'VAT',
      seller: { nip: '9999999999', name: 'ABC sp. z o. o.' },
      p1: '2026-02-01',
      p2: 'FA/2026/02/999',
      totals: { P_13_3: '30', P_14_3: '1.5', P_15: '31.5' },
      rows: [{ p7: 'Napój Owocowy 1.5l', p8b: '10', p9a: '3', p11: '30', p12: '5' }],
      faTail: '<Rozliczenie><Obciazenia><Kwota>5</Kwota><Powod>Kaucja (system kaucyjny) 10 x 0,50  PLN</Powod></Obciazenia><SumaObciazen>5</SumaObciazen><DoZaplaty>36.5</DoZaplaty></Rozliczenie>',
    });
    expect(lines.map(summary)).toEqual([[1, '5', 30, 1.5, 31.5]]);
  });
});

describe('KSeF examples KSEF_01 … 12', () => {
  const laptop = (row: ExampleRow): ExampleRow => ({ uuid: 'KSEF01-LINE001', p7: 'Laptop Dell XPS 15', p8b: '2', p12: '23', ...row });
  const apartment = 'Mieszkanie 60m2 - Osiedle Sloneczne, budynek A, lokal 15';
  const firstAdvance = '9999999999-20251001-A1B2C3-D4E5F6-AB';
  const secondAdvance = '9999999999-20251115-A1B2C3-D4E5F6-AB';
  const order = (row: ExampleRow): ExampleRow => ({ nr: 1, uuid: 'KSEF03-ZAM001', p7: apartment, p8b: '1', p12: '23', ...row });

  it('KSEF_01_VAT_STANDARD: VAT, one line at 23 %', async () => {
    const lines = await readExample({
      kind: 'VAT',
      seller: techSolutions,
      p1: '2025-12-15',
      p2: 'FV/2025/12/0001',
      totals: { P_13_1: '4065.04', P_14_1: '934.96', P_15: '5000' },
      rows: [laptop({ p9a: '2032.52', p11: '4065.04' })],
    });
    expect(lines.map(summary)).toEqual([[1, '23', 4065.04, 934.96, 5000]]);
  });

  it('KSEF_02_KOR: KOR, a price cut of 500 gross: −406.50 net, −93.50 VAT, the position before kept; a KSeF 1.0 number kept as written', async () => {
    const lines = await readExample({
      kind: 'KOR',
      seller: techSolutions,
      p1: '2025-12-20',
      p2: 'FK/2025/12/0001',
      totals: { P_13_1: '-406.50', P_14_1: '-93.50', P_15: '-500' },
      reason: 'Rabat udzielony po dostawie - obnizka ceny o 500 PLN z tytulu promocji',
      corrected: [{ date: '2025-12-15', number: 'FV/2025/12/0001', ksef: '9999999999-20251215-A1B2C3-D4E5F6-AB' }],
      rows: [laptop({ nr: 1, p9a: '2032.52', p11: '4065.04', before: true }), laptop({ nr: 1, p9a: '1829.27', p11: '3658.54' })],
    });
    expect(lines.map(summary)).toEqual([[1, '23', -406.5, -93.5, -500]]);
    expect(lines[0]).toMatchObject({ positionNetAmountBefore: 4065.04, positionVatAmountBefore: 934.96, positionGrossAmountBefore: 5000, correctedKsefNumber: '9999999999-20251215-A1B2C3-D4E5F6-AB' });
  });

  it('KSEF_03_ZAL: ZAL of 50 000 on an order of one flat: the order row scaled to the advance', async () => {
    const lines = await readExample({
      kind: 'ZAL',
      seller: immobilia,
      p1: '2025-10-01',
      p2: 'FZ/2025/10/0001',
      totals: { P_13_1: '40650.41', P_14_1: '9349.59', P_15: '50000' },
      order: [order({ p9a: '406504.07', p11: '406504.07', p11vat: '93495.93' })],
    });
    expect(lines.map(summary)).toEqual([[1, '23', 40650.41, 9349.59, 50000]]);
    expect(lines[0]?.positionDescription).toBe(apartment);
  });

  it('KSEF_04_UPR: UPR whose line only names the goods: one line from the totals', async () => {
    const lines = await readExample({
      kind: 'UPR',
      seller: { nip: '9999999999', name: 'SKLEP NAROZNY sp. z o.o.' },
      p1: '2025-12-05',
      p2: 'FU/2025/12/0001',
      totals: { P_13_1: '300.00', P_14_1: '69.00', P_15: '369' },
      rows: [{ p7: 'Artykuly biurowe (zestaw)' }],
    });
    expect(lines.map(summary)).toEqual([[1, '23', 300, 69, 369]]);
  });

  it('KSEF_05_WDT: WDT in EUR at 0 WDT (P_13_6_2)', async () => {
    const lines = await readExample({
      kind: 'VAT',
      seller: { nip: '9999999999', name: 'EXPORT-TECH sp. z o.o.' },
      currency: 'EUR',
      p1: '2025-12-10',
      p2: 'FW/2025/12/0001',
      totals: { P_13_6_2: '10000', P_15: '10000' },
      rows: [{ uuid: 'KSEF05-LINE001', p7: 'Industrial Control Systems - Model ICS-500', p8b: '20', p9a: '500', p11: '10000', p12: '0 WDT' }],
    });
    expect(lines.map(summary)).toEqual([[1, '0 WDT', 10000, 0, 10000]]);
  });

  it('KSEF_06_EXP: the line says export (0 EX) but the totals say WDT (P_13_6_2): refused, naming both totals', async () => {
    const xml = exampleXml({
      kind: 'VAT',
      seller: { nip: '9999999999', name: 'GLOBAL EXPORT sp. z o.o.' },
      currency: 'USD',
      p1: '2025-12-12',
      p2: 'FE/2025/12/0001',
      totals: { P_13_6_2: '15000', P_15: '15000' },
      rows: [{ uuid: 'KSEF06-LINE001', p7: 'Premium Industrial Equipment - Model PIE-2000', p8b: '5', p9a: '3000', p11: '15000', p12: '0 EX' }],
    });
    expect(await errorsOf(xml)).toEqual([
      { propertyName: 'file: invoice.xml', key: 'ksef.totalsMismatch', params: { element: 'Fa/P_13_6_2', total: { money: 15000 }, lines: { money: 0 }, rate: '0 WDT', currency: 'USD' } },
      { propertyName: 'file: invoice.xml', key: 'ksef.totalsMismatch', params: { element: 'Fa/P_13_6_3', total: { money: 0 }, lines: { money: 15000 }, rate: '0 EX', currency: 'USD' } },
    ]);
  });

  const advanceCorrection = { kind: 'KOR_ZAL', seller: immobilia, corrected: [{ date: '2025-10-01', number: 'FZ/2025/10/0001', ksef: firstAdvance }] };

  it('KSEF_07_KOR_ZAL_A: KOR_ZAL lowering the advance by 10 000 (order restated unchanged): the decrease on the order row', async () => {
    const lines = await readExample({
      ...advanceCorrection,
      p1: '2025-10-15',
      p2: 'FKZ/2025/10/0001',
      totals: { P_13_1: '-8130.08', P_14_1: '-1869.92', P_15: '-10000' },
      reason: 'Czesciowe odstapienie od umowy - zmniejszenie zamowienia o uslugi dodatkowe',
      order: [order({ p11: '406504.07', p11vat: '93495.93', before: true }), order({ p11: '406504.07', p11vat: '93495.93' })],
    });
    expect(lines.map(summary)).toEqual([[1, '23', -8130.08, -1869.92, -10000]]);
    expect(lines[0]?.correctedInvoiceNumber).toBe('FZ/2025/10/0001');
  });

  it('KSEF_08_KOR_ZAL_B: KOR_ZAL moving the advance from 23 % to 8 % (two corrected invoices, the first kept)', async () => {
    const lines = await readExample({
      ...advanceCorrection,
      corrected: [...advanceCorrection.corrected, { date: '2025-10-15', number: 'FKZ/2025/10/0001', ksef: '9999999999-20251015-A1B2C3-D4E5F6-AB' }],
      p1: '2025-10-20',
      p2: 'FKZ/2025/10/0002',
      totals: { P_13_1: '-32520.33', P_14_1: '-7479.67', P_13_2: '37037.04', P_14_2: '2962.96', P_15: '0' },
      reason: 'Bledna stawka VAT - korekta z 23% na 8% (budownictwo spoleczne)',
      order: [order({ p11: '406504.07', p11vat: '93495.93', before: true }), order({ p11: '406481.48', p11vat: '32518.52', p12: '8' })],
    });
    expect(lines.map(summary)).toEqual([
      [1, '23', -32520.33, -7479.67, -40000],
      [1, '8', 37037.04, 2962.96, 40000],
    ]);
    expect(lines[1]?.correctedInvoiceNumber).toBe('FZ/2025/10/0001');
  });

  const roz = { kind: 'ROZ', seller: immobilia };

  it('KSEF_09_ROZ_A: ROZ whose line is already what it still charges: no advance line needed', async () => {
    const lines = await readExample({
      ...roz,
      p1: '2025-11-15',
      p2: 'FR/2025/11/0001',
      totals: { P_13_2: '185185.19', P_14_2: '14814.81', P_15: '200000' },
      advances: [firstAdvance],
      rows: [{ uuid: 'KSEF09-LINE001', p7: `${apartment} - I etap rozliczenia`, p8b: '1', p9a: '185185.19', p11: '185185.19', p12: '8' }],
    });
    expect(lines.map(summary)).toEqual([[1, '8', 185185.19, 14814.81, 200000]]);
  });

  it('KSEF_10_ROZ_B: ROZ after two advances: the final settlement', async () => {
    const lines = await readExample({
      ...roz,
      p1: '2025-12-20',
      p2: 'FR/2025/12/0001',
      totals: { P_13_2: '184259.26', P_14_2: '14740.74', P_15: '199000' },
      advances: [firstAdvance, secondAdvance],
      rows: [{ uuid: 'KSEF10-LINE001', p7: `${apartment} - ROZLICZENIE KONCOWE`, p8b: '1', p9a: '184259.26', p11: '184259.26', p12: '8' }],
    });
    expect(lines.map(summary)).toEqual([[1, '8', 184259.26, 14740.74, 199000]]);
  });

  it('KSEF_11_KOR_ROZ_A: KOR_ROZ, a 5 % discount forgotten: −9 259.26 net at 8 %', async () => {
    const row = { nr: 1, uuid: 'KSEF09-LINE001', p7: `${apartment} - I etap rozliczenia`, p8b: '1', p12: '8' };
    const lines = await readExample({
      kind: 'KOR_ROZ',
      seller: immobilia,
      p1: '2025-11-25',
      p2: 'FKR/2025/11/0001',
      totals: { P_13_2: '-9259.26', P_14_2: '-740.74', P_15: '-10000' },
      reason: 'Blad w obliczeniach - niezastosowana znizka 5% za wczesniejsza platnosc',
      corrected: [{ date: '2025-11-15', number: 'FR/2025/11/0001', ksef: secondAdvance }],
      advances: [firstAdvance],
      rows: [
        { ...row, p9a: '185185.19', p11: '185185.19', before: true },
        { ...row, p9a: '175925.93', p11: '175925.93' },
      ],
    });
    expect(lines.map(summary)).toEqual([[1, '8', -9259.26, -740.74, -10000]]);
    expect(lines[0]).toMatchObject({ positionNetAmountBefore: 185185.19, correctionReason: 'Blad w obliczeniach - niezastosowana znizka 5% za wczesniejsza platnosc' });
  });

  it('KSEF_12_KOR_ROZ_B: KOR_ROZ for a defect: −4 629.63 net at 8 %', async () => {
    const row = { nr: 1, uuid: 'KSEF10-LINE001', p8b: '1', p12: '8' };
    const lines = await readExample({
      kind: 'KOR_ROZ',
      seller: immobilia,
      p1: '2025-12-28',
      p2: 'FKR/2025/12/0001',
      totals: { P_13_2: '-4629.63', P_14_2: '-370.37', P_15: '-5000' },
      reason: 'Wada wykonczenia stwierdzona przy odbiorze - rysy na parkiecie w salonie',
      corrected: [{ date: '2025-12-20', number: 'FR/2025/12/0001', ksef: '9999999999-20251220-A1B2C3-D4E5F6-AB' }],
      advances: [firstAdvance, secondAdvance],
      rows: [
        { ...row, p7: `${apartment} - ROZLICZENIE KONCOWE`, p9a: '184259.26', p11: '184259.26', before: true },
        { ...row, p7: `${apartment} - ROZLICZENIE KONCOWE (po korekcie)`, p9a: '179629.63', p11: '179629.63' },
      ],
    });
    expect(lines.map(summary)).toEqual([[1, '8', -4629.63, -370.37, -5000]]);
  });
});

describe('templates of the Ministry’s KSeF clients (ksef-client-csharp, ksef-client-java)', () => {
  const nets = ['444.63', '7988.31', '1855.68', '6502.90', '4131.82', '3418.68', '4835.90', '2074.50', '42.95', '1157.10', '2562.00', '246.16'];

  it('invoice-template-fa-2.xml (FA(2), twelve lines at 23 %): P_14_1 8 109.94 spread by net, each line within a cent of net × 23 %', async () => {
    const lines = await readExample({
      namespace: FA2_NAMESPACE,
      kind: 'VAT',
      seller: { nip: '5265877635', name: 'Baranowski, Kucharski and Krupa' },
      p1: '2025-06-16',
      p2: 'FA/GRQMB-1/05/2025',
      totals: { P_13_1: '35260.63', P_14_1: '8109.94', P_15: '43370.57' },
      rows: nets.map((net) => ({ p11: net, p12: '23' })),
    });
    expect(lines).toHaveLength(12);
    for (const line of lines) expect(Math.abs((line.positionVatAmountCurrency ?? 0) - (line.positionNetAmountCurrency ?? 0) * 0.23)).toBeLessThanOrEqual(0.01);
  });

  it('a template as published, its seller NIP still the placeholder #nip#: refused for the NIP', async () => {
    const xml = exampleXml({ kind: 'VAT', seller: { nip: '#nip#', name: 'Elektrownia S.A.' }, p1: '2025-09-01', p2: 'FA/GRQMB-#invoice_number#/05/2025', totals: { P_15: '22.14' }, rows: [{ p11: '18.00', p12: '23' }] });
    expect(await errorsOf(xml)).toEqual([{ propertyName: 'file: invoice.xml', key: 'ksef.taxId', params: { element: 'Podmiot1/DaneIdentyfikacyjne/NIP', value: '#nip#' } }]);
  });

  it('invoice-template-fa-3-pef.xml (PEF, UBL Invoice) and invoice-template-fa-rr-1.xml (FA_RR): refused, not FA documents', async () => {
    expect(await errorsOf('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"><ID>1</ID></Invoice>')).toEqual([
      { propertyName: 'file: invoice.xml', key: 'ksef.root', params: { found: 'Invoice' } },
    ]);
    const [error] = await errorsOf(exampleXml({ namespace: 'http://crd.gov.pl/wzor/2026/03/06/14189/', kind: 'VAT', p1: '2026-02-23', p2: 'RR/1', totals: {} }));
    expect(error).toMatchObject({ key: 'ksef.namespace', params: { found: 'http://crd.gov.pl/wzor/2026/03/06/14189/' } });
  });
});
