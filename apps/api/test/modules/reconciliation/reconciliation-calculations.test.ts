import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseAgreementDto, LeaseCalculationDto } from '@leasedesk/contract';
import { createContractor, csiAgreement, lessorTaxId, saveAgreement, startInvoiceTest, type InvoiceTest } from '../invoices/core-support.ts';
import { exampleA, exampleB } from '../lease-agreements/support.ts';
import {
  calculationColumns,
  calculationRowOf,
  csvOf,
  getReconciliation,
  namedBy,
  scheduleColumns,
  scheduleRowsOf,
  storedCalculation,
  storedExternalFigures,
  storedSchedule,
  uploadFigures,
} from './support.ts';

/** POST /api/leasecalculations/csv and the calculation part of GET /api/leaseagreements/{id}/reconciliation (FORMATS §5). */
describe('another system’s calculations, reconciled with ours', () => {
  let s: InvoiceTest;
  let agreement: LeaseAgreementDto;
  let ours: LeaseCalculationDto;
  let ourRow: Record<string, string>;
  const calculation = (rows: Record<string, string>[]) => csvOf(calculationColumns, rows);
  const reconciled = async (id = agreement.id) => (await getReconciliation(s.t, s.csi, id)).body.value;

  beforeAll(async () => {
    s = await startInvoiceTest();
    agreement = await csiAgreement(s);
    ours = await storedCalculation(s.t, s.csi, agreement.id);
    ourRow = calculationRowOf(namedBy(agreement), ours);
  });
  afterAll(async () => s.t.close());

  it('matches our own stored calculation exported into the file', async () => {
    expect(ours).toMatchObject({ presentValueOfRent: 97_485.88, ninetyPercenatageTest: 0.9749, interimRate: 104.11, totalPresentValueOfLeasePayments: 101_000, costOfEquipment: 100_000 });
    const reply = await uploadFigures(s.t, s.csi, 'calculations', calculation([ourRow]));
    expect(reply.body).toEqual({
      success: true,
      errors: [],
      value: { dryRun: false, agreements: [{ leaseAgreementId: agreement.id, contractNumber: 'UL/2025/001', scheduleNumber: '1', rows: 1 }] },
    });
    expect(await reconciled()).toEqual({ hasSchedule: false, hasCalculation: true, matches: true, differences: [] });
  });

  it('takes a rate within 1e−6 as equal, and reports one beyond it', async () => {
    // DOMAIN §12 A quotes the rate to 6 decimals: 0.119294 is within 1e−6 of our unrounded double.
    expect(Math.abs(ours.implicitRate - 0.119294)).toBeLessThan(1e-6);
    await uploadFigures(s.t, s.csi, 'calculations', calculation([{ ...ourRow, implicitRate: '0,119294' }]));
    expect(await reconciled()).toMatchObject({ matches: true, differences: [] });
    await uploadFigures(s.t, s.csi, 'calculations', calculation([{ ...ourRow, implicitRate: String(ours.implicitRate + 9e-7) }]));
    expect(await reconciled()).toMatchObject({ matches: true, differences: [] });

    await uploadFigures(s.t, s.csi, 'calculations', calculation([{ ...ourRow, implicitRate: String(ours.implicitRate + 2e-6) }]));
    const beyond = await reconciled();
    expect(beyond).toMatchObject({ matches: false, differences: [{ periodNumber: null, field: 'implicitRate', ours: ours.implicitRate }] });
    expect(beyond?.differences).toHaveLength(1);
    expect(beyond?.differences[0]?.difference).toBeCloseTo(2e-6, 12);

    // The 90 % test is a ratio: compared as a rate.
    await uploadFigures(s.t, s.csi, 'calculations', calculation([{ ...ourRow, ninetyPercenatageTest: '0,97' }]));
    expect((await reconciled())?.differences).toEqual([{ periodNumber: null, field: 'ninetyPercenatageTest', ours: 0.9749, theirs: 0.97, difference: -0.0049 }]);
  });

  it('compares amounts to the cent, interimRate included (an amount: the daily interim rent)', async () => {
    await uploadFigures(s.t, s.csi, 'calculations', calculation([{ ...ourRow, interimRate: '104,12', costOfEquipment: '99 999,99' }]));
    expect((await reconciled())?.differences).toEqual([
      { periodNumber: null, field: 'costOfEquipment', ours: 100_000, theirs: 99_999.99, difference: -0.01 },
      { periodNumber: null, field: 'interimRate', ours: 104.11, theirs: 104.12, difference: 0.01 },
    ]);
  });

  it('compares only the figures given; a second import replaces the first whole', async () => {
    await uploadFigures(s.t, s.csi, 'calculations', calculation([{ ...ourRow, implicitRate: '0,5' }]));
    expect((await reconciled())?.differences.map((d) => d.field)).toEqual(['implicitRate']);
    const onlyCost = csvOf(['contractorTaxId', 'contractNumber', 'scheduleNumber', 'costOfEquipment'], [{ ...ourRow }]);
    expect((await uploadFigures(s.t, s.csi, 'calculations', onlyCost)).body.success).toBe(true);
    expect(await reconciled()).toEqual({ hasSchedule: false, hasCalculation: true, matches: true, differences: [] });
    expect((await storedExternalFigures(s.t, s.csiId)).calculations).toEqual([agreement.id]);
  });

  it('lists calculation figures first, then the schedule by period, when both were imported', async () => {
    const schedule = scheduleRowsOf(namedBy(agreement), await storedSchedule(s.t, s.csi, agreement.id)).map((row) => (row['periodNumber'] === '4' ? { ...row, paymentAmount: '9 500,01' } : row));
    expect((await uploadFigures(s.t, s.csi, 'schedules', csvOf(scheduleColumns, schedule))).body.success).toBe(true);
    await uploadFigures(s.t, s.csi, 'calculations', calculation([{ ...ourRow, presentValueOfRent: '97 485,87' }]));
    expect(await reconciled()).toEqual({
      hasSchedule: true,
      hasCalculation: true,
      matches: false,
      differences: [
        { periodNumber: null, field: 'presentValueOfRent', ours: 97_485.88, theirs: 97_485.87, difference: -0.01 },
        { periodNumber: 4, field: 'paymentAmount', ours: 9500, theirs: 9500.01, difference: 0.01 },
      ],
    });
  });

  it('reconciles an IFRS16 agreement against its own figures (L0 and the right-of-use asset)', async () => {
    const lessor = await createContractor(s.t, s.ifrs, 'Leasing Północ Sp. z o.o.', lessorTaxId);
    const ifrs = await saveAgreement(s.t, s.ifrs, exampleB(lessor.id));
    const figures = await storedCalculation(s.t, s.ifrs, ifrs.id);
    expect(figures).toMatchObject({ totalPresentValueOfLeasePayments: 517_595.22, costOfEquipment: 532_595.22 });
    const row = calculationRowOf(namedBy(ifrs), figures);
    expect((await uploadFigures(s.t, s.ifrs, 'calculations', calculation([{ ...row, costOfEquipment: '517 595,22' }]))).body.success).toBe(true);
    expect((await getReconciliation(s.t, s.ifrs, ifrs.id)).body.value?.differences).toEqual([
      { periodNumber: null, field: 'costOfEquipment', ours: 532_595.22, theirs: 517_595.22, difference: -15_000 },
    ]);
    const schedule = scheduleRowsOf(namedBy(ifrs), await storedSchedule(s.t, s.ifrs, ifrs.id));
    expect((await uploadFigures(s.t, s.ifrs, 'schedules', csvOf(scheduleColumns, schedule))).body.value?.agreements[0]?.rows).toBe(60);
    expect((await getReconciliation(s.t, s.ifrs, ifrs.id)).body.value?.differences).toHaveLength(1);
  });

  it('answers every error at once: unknown agreement, a second row for one agreement, a row without figures, a bad rate or amount', async () => {
    const before = await storedExternalFigures(s.t, s.csiId);
    const other = await saveAgreement(s.t, s.csi, { ...exampleA(s.contractor.id), contractNumber: 'UL/2025/002' });
    const otherRow = calculationRowOf(namedBy(other), await storedCalculation(s.t, s.csi, other.id));
    const rows = [
      ourRow,
      { ...ourRow, implicitRate: '0,2' },
      { ...otherRow, implicitRate: '', presentValueOfRent: '', totalPresentValueOfLeasePayments: '', costOfEquipment: '', ninetyPercenatageTest: '', interimRate: '' },
      { ...otherRow, scheduleNumber: '2', implicitRate: '6,5%' },
      { ...otherRow, scheduleNumber: '3', ninetyPercenatageTest: '250' },
      { ...otherRow, scheduleNumber: '4', interimRate: '104,111' },
      { ...otherRow, scheduleNumber: '5' },
      { ...otherRow, contractorTaxId: '123' },
    ];
    const reply = await uploadFigures(s.t, s.csi, 'calculations', calculation(rows));
    expect(reply.body.errors).toEqual([
      { propertyName: 'row 3: contractNumber', message: 'The calculation of this agreement is already given in row 2: one row per agreement' },
      {
        propertyName: 'row 4',
        message: 'Give at least one figure of the calculation: implicitRate, presentValueOfRent, totalPresentValueOfLeasePayments, costOfEquipment, ninetyPercenatageTest, interimRate',
      },
      // A row with a bad figure still has its agreement checked (FORMATS §1: every error of every row): schedules 2 to 4 do not exist.
      { propertyName: 'row 5: contractNumber', message: `No live agreement UL/2025/002, schedule 2, of a live contractor with tax id ${lessorTaxId}` },
      { propertyName: 'row 5: implicitRate', message: 'Expected a fraction from -100 to 100, such as 0,065 for 6.5 %' },
      { propertyName: 'row 6: contractNumber', message: `No live agreement UL/2025/002, schedule 3, of a live contractor with tax id ${lessorTaxId}` },
      { propertyName: 'row 6: ninetyPercenatageTest', message: 'Expected a fraction from -100 to 100, such as 0,065 for 6.5 %' },
      { propertyName: 'row 7: contractNumber', message: `No live agreement UL/2025/002, schedule 4, of a live contractor with tax id ${lessorTaxId}` },
      { propertyName: 'row 7: interimRate', message: 'Expected an amount with at most 2 decimals, such as 1 234,56' },
      { propertyName: 'row 8: contractNumber', message: `No live agreement UL/2025/002, schedule 5, of a live contractor with tax id ${lessorTaxId}` },
      { propertyName: 'row 9: contractorTaxId', message: 'Expected a Polish tax id (NIP): 10 digits with a valid check digit (spaces, dashes and a PL prefix are allowed)' },
    ]);
    expect(await storedExternalFigures(s.t, s.csiId)).toEqual(before);
  });

  it('offers a template that reads back through the importer without errors', async () => {
    const template = await s.t.call('GET', '/api/leasecalculations/csv/template', { token: s.csi });
    expect([template.status, template.headers['content-type']]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(template.raw.startsWith('\uFEFF')).toBe(true);
    const [header, example] = template.raw.slice(1).split('\r\n');
    expect(header?.split(';')).toEqual([...calculationColumns]);
    expect(example?.split(';')).toHaveLength(calculationColumns.length);
    const exampleLessor = await createContractor(s.t, s.csi, 'Przykładowy Leasing', '1132853869');
    const exampleAgreement = await saveAgreement(s.t, s.csi, { ...exampleA(exampleLessor.id), contractNumber: 'UL/2025/001' });
    const dry = await uploadFigures(s.t, s.csi, 'calculations', template.raw, { dryRun: true });
    expect(dry.body).toMatchObject({ success: true, value: { dryRun: true, agreements: [{ leaseAgreementId: exampleAgreement.id, rows: 1 }] } });
    expect((await uploadFigures(s.t, s.csi, 'calculations', template.raw)).body.success).toBe(true);
    // The example is DOMAIN §12 A's calculation, the rate to 6 decimals: it reconciles with ours.
    expect((await getReconciliation(s.t, s.csi, exampleAgreement.id)).body.value).toEqual({ hasSchedule: false, hasCalculation: true, matches: true, differences: [] });
  });

  it('an agreement nobody imported for: nothing to match, nothing differs', async () => {
    const untouched = await saveAgreement(s.t, s.csi, { ...exampleA(s.contractor.id), contractNumber: 'UL/2025/003' });
    expect(await reconciled(untouched.id)).toEqual({ hasSchedule: false, hasCalculation: false, matches: false, differences: [] });
  });
});
