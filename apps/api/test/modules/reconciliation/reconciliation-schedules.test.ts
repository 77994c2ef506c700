import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseAgreementDto, LeaseAmortizationRow } from '@leasedesk/contract';
import { csvMaxBytes } from '../../../src/lib/csv/csv-limits.ts';
import { createContractor, csiAgreement, lessorTaxId, multipartFiles, saveAgreement, startInvoiceTest, type InvoiceTest } from '../invoices/core-support.ts';
import { exampleA } from '../lease-agreements/support.ts';
import { csvOf, getReconciliation, namedBy, scheduleColumns, scheduleRowsOf, storedExternalFigures, storedSchedule, uploadFigures } from './support.ts';

/** POST /api/leaseamortizations/csv and the schedule part of GET /api/leaseagreements/{id}/reconciliation (FORMATS §5). */
describe('another system’s schedules, reconciled with ours', () => {
  let s: InvoiceTest;
  let agreement: LeaseAgreementDto;
  let ours: LeaseAmortizationRow[];
  /** Our own schedule as the other system's file rows: what a system agreeing with us to the cent would send. */
  let ourRows: Record<string, string>[];
  const schedule = (rows: Record<string, string>[]) => csvOf(scheduleColumns, rows);
  const withPeriod = (period: number, change: Record<string, string>) => ourRows.map((row) => (row['periodNumber'] === String(period) ? { ...row, ...change } : row));

  beforeAll(async () => {
    s = await startInvoiceTest();
    agreement = await csiAgreement(s);
    ours = await storedSchedule(s.t, s.csi, agreement.id);
    ourRows = scheduleRowsOf(namedBy(agreement), ours);
  });
  afterAll(async () => s.t.close());

  it('matches our own stored schedule exported into the file: no differences', async () => {
    expect(ours).toHaveLength(37);
    const reply = await uploadFigures(s.t, s.csi, 'schedules', schedule(ourRows));
    expect(reply.body).toEqual({
      success: true,
      errors: [],
      value: { dryRun: false, agreements: [{ leaseAgreementId: agreement.id, contractNumber: 'UL/2025/001', scheduleNumber: '1', rows: 37 }] },
    });
    expect((await getReconciliation(s.t, s.csi, agreement.id)).body).toEqual({
      success: true,
      errors: [],
      value: { hasSchedule: true, hasCalculation: false, matches: true, differences: [] },
    });
  });

  it('finds one cent off in one row: exactly one difference of 0.01 with its period and field', async () => {
    expect(ours[12]).toMatchObject({ periodNumber: 13, interestAmount: 621.94 });
    expect((await uploadFigures(s.t, s.csi, 'schedules', schedule(withPeriod(13, { interestAmount: '621.95' })))).body.success).toBe(true);
    expect((await getReconciliation(s.t, s.csi, agreement.id)).body.value).toEqual({
      hasSchedule: true,
      hasCalculation: false,
      matches: false,
      differences: [{ periodNumber: 13, field: 'interestAmount', ours: 621.94, theirs: 621.95, difference: 0.01 }],
    });
  });

  it('reports a row only ours has (missing) and a row only theirs has (extra)', async () => {
    const withoutLast = ourRows.filter((row) => row['periodNumber'] !== '37');
    expect((await uploadFigures(s.t, s.csi, 'schedules', schedule(withoutLast))).body.value?.agreements[0]?.rows).toBe(36);
    expect((await getReconciliation(s.t, s.csi, agreement.id)).body.value).toMatchObject({
      matches: false,
      differences: [{ periodNumber: 37, field: 'row', ours: 37, theirs: null, difference: null }],
    });

    const extra = { ...ourRows[36], periodNumber: '38', paymentDate: '2028-04-01', paymentAmount: '0.00', interestAmount: '0.00', principalAmount: '0.00', closingBalance: '0.00', openingBalance: '0.00' };
    expect((await uploadFigures(s.t, s.csi, 'schedules', schedule([...ourRows, extra]))).body.success).toBe(true);
    expect((await getReconciliation(s.t, s.csi, agreement.id)).body.value).toMatchObject({
      matches: false,
      differences: [{ periodNumber: 38, field: 'row', ours: null, theirs: 38, difference: null }],
    });
  });

  it('compares the payment date exactly, every amount to the cent, and openingBalance only when given', async () => {
    const changed = withPeriod(2, { paymentDate: '2025-04-02', closingBalance: '93 310,21', openingBalance: '92 400,73' });
    expect((await uploadFigures(s.t, s.csi, 'schedules', schedule(changed))).body.success).toBe(true);
    expect((await getReconciliation(s.t, s.csi, agreement.id)).body.value?.differences).toEqual([
      { periodNumber: 2, field: 'paymentDate', ours: '2025-04-01', theirs: '2025-04-02', difference: null },
      { periodNumber: 2, field: 'closingBalance', ours: 93_310.31, theirs: 93_310.21, difference: -0.1 },
      { periodNumber: 2, field: 'openingBalance', ours: 92_400.72, theirs: 92_400.73, difference: 0.01 },
    ]);

    // Without the optional column (or with its cells empty) the opening balance is not compared at all.
    const noOpening = ourRows.map(({ openingBalance: _left, ...row }) => ({ ...row }));
    const columns = scheduleColumns.filter((column) => column !== 'openingBalance');
    expect((await uploadFigures(s.t, s.csi, 'schedules', csvOf(columns, noOpening))).body.success).toBe(true);
    expect((await getReconciliation(s.t, s.csi, agreement.id)).body.value).toMatchObject({ matches: true, differences: [] });
    const emptyOpening = withPeriod(5, { openingBalance: '' });
    expect((await uploadFigures(s.t, s.csi, 'schedules', schedule(emptyOpening))).body.success).toBe(true);
    expect((await getReconciliation(s.t, s.csi, agreement.id)).body.value).toMatchObject({ matches: true });
  });

  it('a second import replaces the first for the agreements it names, and leaves the others alone', async () => {
    const second = await saveAgreement(s.t, s.csi, { ...exampleA(s.contractor.id), contractNumber: 'UL/2025/002' });
    const secondRows = scheduleRowsOf(namedBy(second), await storedSchedule(s.t, s.csi, second.id));
    const both = await uploadFigures(s.t, s.csi, 'schedules', schedule([...ourRows, ...secondRows]));
    expect(both.body.value?.agreements.map((a) => [a.leaseAgreementId, a.rows])).toEqual([
      [agreement.id, 37],
      [second.id, 37],
    ]);

    const firstTwo = ourRows.slice(0, 2);
    expect((await uploadFigures(s.t, s.csi, 'schedules', schedule(firstTwo))).body.value?.agreements).toEqual([
      { leaseAgreementId: agreement.id, contractNumber: 'UL/2025/001', scheduleNumber: '1', rows: 2 },
    ]);
    expect((await storedExternalFigures(s.t, s.csiId)).periods).toEqual({ [agreement.id]: 2, [second.id]: 37 });
    const replaced = (await getReconciliation(s.t, s.csi, agreement.id)).body.value;
    expect(replaced?.differences.map((d) => [d.periodNumber, d.field, d.ours, d.theirs])).toEqual(Array.from({ length: 35 }, (_, i) => [i + 3, 'row', i + 3, null]));
    expect((await getReconciliation(s.t, s.csi, second.id)).body.value).toMatchObject({ matches: true });
  });

  it('two imports of one agreement at the same time: each replaces whole, one after the other', async () => {
    // Without the agreement's row lock, PostgreSQL answers 500 here: the later import inserts beside the earlier's rows.
    const replies = await Promise.all([
      uploadFigures(s.t, s.csi, 'schedules', schedule(ourRows.slice(0, 10))),
      uploadFigures(s.t, s.csi, 'schedules', schedule(ourRows)),
      uploadFigures(s.t, s.csi, 'schedules', schedule(ourRows.slice(0, 20))),
    ]);
    expect(replies.map((reply) => [reply.status, reply.body.success])).toEqual([
      [200, true],
      [200, true],
      [200, true],
    ]);
    expect([10, 20, 37]).toContain((await storedExternalFigures(s.t, s.csiId)).periods[agreement.id]);
  });

  it('a dry run answers what would be stored and stores nothing', async () => {
    expect((await uploadFigures(s.t, s.csi, 'schedules', schedule(ourRows))).body.success).toBe(true);
    const before = await storedExternalFigures(s.t, s.csiId);
    const dry = await uploadFigures(s.t, s.csi, 'schedules', schedule(withPeriod(1, { paymentAmount: '1.00' }).slice(0, 5)), { dryRun: true });
    expect(dry.body).toEqual({
      success: true,
      errors: [],
      value: { dryRun: true, agreements: [{ leaseAgreementId: agreement.id, contractNumber: 'UL/2025/001', scheduleNumber: '1', rows: 5 }] },
    });
    expect(await storedExternalFigures(s.t, s.csiId)).toEqual(before);
    expect((await getReconciliation(s.t, s.csi, agreement.id)).body.value).toMatchObject({ matches: true });
    // A dry run of a bad file answers the same errors as the import.
    const bad = await uploadFigures(s.t, s.csi, 'schedules', schedule([{ ...ourRows[0], contractNumber: 'NOPE' }]), { dryRun: true });
    expect(bad.body.errors.map((e) => e.propertyName)).toEqual(['row 2: contractNumber']);
    // dryRun=false imports; any other value is a field error on dryRun.
    expect((await s.t.call('POST', '/api/leaseamortizations/csv?dryRun=yes', { token: s.csi })).body).toMatchObject({ success: false, errors: [{ propertyName: 'dryRun' }] });
  });

  it('reads Windows-1250 with Polish letters, decimal commas, space thousands and DD.MM.YYYY dates', async () => {
    const polish = await saveAgreement(s.t, s.csi, { ...exampleA(s.contractor.id), contractNumber: 'UL/Łódź/2025', scheduleNumber: 'Żółć-1' });
    const rows = scheduleRowsOf(namedBy(polish), await storedSchedule(s.t, s.csi, polish.id)).map((row) => {
      const comma = (amount: string | undefined) => {
        const [whole = '', cents = ''] = (amount ?? '').split('.');
        return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${cents}`;
      };
      const [year, month, day] = (row['paymentDate'] ?? '').split('-');
      return {
        ...row,
        contractorTaxId: `PL ${lessorTaxId.slice(0, 3)}-${lessorTaxId.slice(3, 6)}-${lessorTaxId.slice(6, 8)}-${lessorTaxId.slice(8)}`,
        paymentDate: `${day}.${month}.${year}`,
        paymentAmount: comma(row['paymentAmount']),
        interestAmount: comma(row['interestAmount']),
        principalAmount: comma(row['principalAmount']),
        closingBalance: comma(row['closingBalance']),
        openingBalance: comma(row['openingBalance']),
      };
    });
    expect(rows[0]).toMatchObject({ paymentDate: '01.03.2025', paymentAmount: '9 500,00', closingBalance: '92 400,72' });
    const bytes = iconv.encode(schedule(rows), 'win1250');
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    const reply = await uploadFigures(s.t, s.csi, 'schedules', bytes);
    expect(reply.body.value?.agreements).toEqual([{ leaseAgreementId: polish.id, contractNumber: 'UL/Łódź/2025', scheduleNumber: 'Żółć-1', rows: 37 }]);
    expect((await getReconciliation(s.t, s.csi, polish.id)).body.value).toMatchObject({ hasSchedule: true, matches: true, differences: [] });
  });

  it('answers every row error at once (unknown agreement, bad number, repeated period, empty required cell) and stores nothing', async () => {
    expect((await uploadFigures(s.t, s.csi, 'schedules', schedule(ourRows))).body.success).toBe(true);
    const before = await storedExternalFigures(s.t, s.csiId);
    const [first, second, third] = ourRows;
    const rows = [
      first,
      { ...second, periodNumber: '1' },
      { ...third, paymentAmount: '12,345' },
      { ...third, interestAmount: 'abc' },
      { ...third, closingBalance: '' },
      { ...first, contractNumber: 'UL/2025/999' },
      { ...first, contractNumber: 'UL/2025/999', periodNumber: '2' },
    ].map((row) => ({ ...row }));
    const reply = await uploadFigures(s.t, s.csi, 'schedules', schedule(rows));
    expect([reply.status, reply.body.success, reply.body.value]).toEqual([200, false, null]);
    expect(reply.body.errors).toEqual([
      { propertyName: 'row 3: periodNumber', message: 'Period 1 of this agreement is already given in row 2' },
      { propertyName: 'row 4: paymentAmount', message: 'Expected an amount with at most 2 decimals, such as 1 234,56' },
      // Rows 5 and 6 give period 3 again: said beside their unreadable cells (FORMATS §1: every error of every row).
      { propertyName: 'row 5: periodNumber', message: 'Period 3 of this agreement is already given in row 4' },
      { propertyName: 'row 5: interestAmount', message: 'Expected an amount with at most 2 decimals, such as 1 234,56' },
      { propertyName: 'row 6: periodNumber', message: 'Period 3 of this agreement is already given in row 4' },
      { propertyName: 'row 6: closingBalance', message: 'A value is required' },
      { propertyName: 'row 7: contractNumber', message: `No live agreement UL/2025/999, schedule 1, of a live contractor with tax id ${lessorTaxId}` },
    ]);
    expect(await storedExternalFigures(s.t, s.csiId)).toEqual(before);

    const { body, headers } = multipartFiles([{ fileName: 's.csv', content: schedule([{ ...first, contractNumber: 'X' }]) }]);
    const polish = await s.t.call('POST', '/api/leaseamortizations/csv', { token: s.csi, body, headers: { ...headers, 'accept-language': 'pl' } });
    expect(polish.body.errors).toEqual([{ propertyName: 'row 2: contractNumber', message: `Brak aktywnej umowy X, harmonogram 1, aktywnego kontrahenta o NIP ${lessorTaxId}` }]);
  });

  it('names a missing required column and an unknown one, from the header', async () => {
    const columns = scheduleColumns.filter((column) => column !== 'closingBalance');
    const reply = await uploadFigures(s.t, s.csi, 'schedules', csvOf([...columns, 'comment'], ourRows.slice(0, 1)));
    expect(reply.body.errors.map((e) => e.propertyName)).toEqual(['row 1: comment', 'row 1: closingBalance']);
    expect(reply.body.errors[1]?.message).toBe('The required column closingBalance is missing from the header');
  });

  it('offers a template (header and one example row) that reads back through the importer without errors', async () => {
    const template = await s.t.call('GET', '/api/leaseamortizations/csv/template', { token: s.csi });
    expect(template.status).toBe(200);
    expect(template.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(template.headers['content-disposition'])).toContain('attachment; filename="schedules-template.csv"');
    expect(template.raw.startsWith('\uFEFF')).toBe(true);
    const [header, example, end] = template.raw.slice(1).split('\r\n');
    expect(header?.split(';')).toEqual([...scheduleColumns]);
    expect(example?.split(';')).toHaveLength(scheduleColumns.length);
    expect(end).toBe('');

    // The example names DOMAIN §12 A of the contractor 113-285-38-69: with that agreement, it imports as it is.
    const exampleLessor = await createContractor(s.t, s.csi, 'Przykładowy Leasing', '1132853869');
    const exampleAgreement = await saveAgreement(s.t, s.csi, { ...exampleA(exampleLessor.id), contractNumber: 'UL/2025/001' });
    const imported = await uploadFigures(s.t, s.csi, 'schedules', Buffer.from(template.raw, 'utf8'));
    expect(imported.body).toMatchObject({ success: true, value: { dryRun: false, agreements: [{ leaseAgreementId: exampleAgreement.id, rows: 1 }] } });
    // Row 1 of §12 A is ours to the cent; the 36 other periods are ours alone.
    const reconciled = (await getReconciliation(s.t, s.csi, exampleAgreement.id)).body.value;
    expect(reconciled?.differences.filter((d) => d.field !== 'row')).toEqual([]);
    expect(reconciled?.differences).toHaveLength(36);
  });

  it('answers 413 beyond 10 MB and 415 for a body that is not multipart, storing nothing', async () => {
    const before = await storedExternalFigures(s.t, s.csiId);
    const big = Buffer.concat([Buffer.from(schedule(ourRows.slice(0, 1))), Buffer.alloc(csvMaxBytes, ' ')]);
    const tooBig = await uploadFigures(s.t, s.csi, 'schedules', big);
    expect([tooBig.status, tooBig.body.success]).toEqual([413, false]);
    const json = await s.t.call('POST', '/api/leaseamortizations/csv', { token: s.csi, body: { file: schedule(ourRows) } });
    expect([json.status, json.body.success]).toEqual([415, false]);
    expect(await storedExternalFigures(s.t, s.csiId)).toEqual(before);
  });

  it('needs a signed-in client: 401 without a token', async () => {
    for (const [method, url] of [
      ['POST', '/api/leaseamortizations/csv'],
      ['GET', '/api/leaseamortizations/csv/template'],
      ['GET', `/api/leaseagreements/${agreement.id}/reconciliation`],
    ] as const) {
      expect((await s.t.call(method, url)).status, url).toBe(401);
    }
  });
});
