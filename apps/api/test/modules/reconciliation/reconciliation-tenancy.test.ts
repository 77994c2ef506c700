import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseAgreementDto, Reconciliation } from '@leasedesk/contract';
import { createContractor, csiAgreement, lessorTaxId, multipartFiles, startInvoiceTest, type InvoiceTest } from '../invoices/core-support.ts';
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

/**
 * Another tenant's agreement is 404 on the reconciliation exactly as a missing id, and not found by an import even
 * when the file names its numbers and its contractor's tax id; a deleted agreement likewise. Hostile input never 500s.
 */
describe('reconciliation across tenants, deleted agreements and hostile input', () => {
  let s: InvoiceTest;
  let agreement: LeaseAgreementDto;
  let scheduleCsv: string;
  let calculationCsv: string;
  /** What tenant A's reconciliation answered before tenant B tried anything. */
  let aBefore: Reconciliation | null;

  beforeAll(async () => {
    s = await startInvoiceTest();
    agreement = await csiAgreement(s);
    const rows = scheduleRowsOf(namedBy(agreement), await storedSchedule(s.t, s.csi, agreement.id));
    scheduleCsv = csvOf(scheduleColumns, rows.map((row) => (row['periodNumber'] === '3' ? { ...row, interestAmount: '0.00' } : row)));
    calculationCsv = csvOf(calculationColumns, [calculationRowOf(namedBy(agreement), await storedCalculation(s.t, s.csi, agreement.id))]);
    expect((await uploadFigures(s.t, s.csi, 'schedules', scheduleCsv)).body.success).toBe(true);
    expect((await uploadFigures(s.t, s.csi, 'calculations', calculationCsv)).body.success).toBe(true);
    aBefore = (await getReconciliation(s.t, s.csi, agreement.id)).body.value;
    expect(aBefore).toMatchObject({ hasSchedule: true, hasCalculation: true, matches: false });
  });
  afterAll(async () => s.t.close());

  it('tenant B’s reconciliation of A’s agreement is 404, exactly as a missing id', async () => {
    const foreign = await getReconciliation(s.t, s.ifrs, agreement.id);
    const missing = await getReconciliation(s.t, s.ifrs, 2_000_000_000);
    expect(foreign.status).toBe(404);
    expect({ status: foreign.status, body: foreign.body }).toEqual({ status: missing.status, body: missing.body });
    expect(foreign.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Lease agreement not found' }], value: null });
    // Out of the id range and 0: the same 404.
    for (const id of ['0', '99999999999']) expect((await s.t.call('GET', `/api/leaseagreements/${id}/reconciliation`, { token: s.ifrs })).body).toEqual(missing.body);
  });

  it('tenant B’s import naming A’s agreement numbers and A’s contractor tax id is a row error (not found); A’s data unchanged', async () => {
    const aStored = await storedExternalFigures(s.t, s.csiId);
    const notFound = { propertyName: 'row 2: contractNumber', message: `No live agreement UL/2025/001, schedule 1, of a live contractor with tax id ${lessorTaxId}` };
    for (const kind of ['schedules', 'calculations'] as const) {
      const csv = kind === 'schedules' ? scheduleCsv : calculationCsv;
      expect((await uploadFigures(s.t, s.ifrs, kind, csv)).body).toEqual({ success: false, errors: [notFound], value: null });
      expect((await uploadFigures(s.t, s.ifrs, kind, csv, { dryRun: true })).body.errors).toEqual([notFound]);
    }
    // Even with a contractor of B holding the same tax id: B has no such agreement.
    await createContractor(s.t, s.ifrs, 'Leasing Północ Sp. z o.o.', lessorTaxId);
    expect((await uploadFigures(s.t, s.ifrs, 'schedules', scheduleCsv)).body.errors).toEqual([notFound]);

    expect(await storedExternalFigures(s.t, s.csiId)).toEqual(aStored);
    expect(await storedExternalFigures(s.t, s.ifrsId)).toEqual({ periods: {}, calculations: [] });
    expect((await getReconciliation(s.t, s.csi, agreement.id)).body.value).toEqual(aBefore);
  });

  it('a deleted agreement: its reconciliation is 404 and an import does not find it; restored, its import is back', async () => {
    expect((await s.t.call('DELETE', `/api/leaseagreements/${agreement.id}`, { token: s.csi })).body.success).toBe(true);
    const deleted = await getReconciliation(s.t, s.csi, agreement.id);
    const missing = await getReconciliation(s.t, s.csi, 2_000_000_000);
    expect([deleted.status, deleted.body]).toEqual([404, missing.body]);
    const reply = await uploadFigures(s.t, s.csi, 'schedules', scheduleCsv);
    expect(reply.body.errors.map((e) => e.propertyName)).toEqual(['row 2: contractNumber']);

    expect((await s.t.call('DELETE', `/api/leaseagreements/${agreement.id}`, { token: s.csi })).body.success).toBe(true);
    expect((await getReconciliation(s.t, s.csi, agreement.id)).body.value).toEqual(aBefore);
  });

  it('hostile cells, queries and bodies never answer 500, and store nothing', async () => {
    const before = await storedExternalFigures(s.t, s.csiId);
    const expectAnswered = (reply: { status: number; body: { success: boolean } }, what: string) => {
      expect([200, 400, 404, 413, 415], what).toContain(reply.status);
      expect(typeof reply.body.success, what).toBe('boolean');
    };
    const expectRefused = (reply: { status: number; body: { success: boolean } }, what: string) => {
      expectAnswered(reply, what);
      expect(reply.body.success, what).toBe(false);
    };
    const [header = '', first = ''] = scheduleCsv.split('\r\n');
    // Some are good values in some columns ('-0' is 0; a lone byte-order mark trims to an empty optional cell): each
    // cell is tried in a dry run, which must answer, whatever it answers.
    const hostileCells = [
      '\u0000', 'x'.repeat(100_000), '=cmd|calc', "'; drop table external_amortizations; --", '1e308', '9'.repeat(400), '-0', 'NaN', 'Infinity', '0x10', '١٢٣',
      '99999999999999999999,00', '31.12.9999', '2025-02-30', '"', '__proto__', '%00', '\uFEFF',
    ];
    const dryRun = { dryRun: true };
    for (const text of hostileCells) {
      for (const column of scheduleColumns) {
        const cells = first.split(';');
        cells[scheduleColumns.indexOf(column)] = text.includes(';') || text.includes('"') ? `"${text.replaceAll('"', '""')}"` : text;
        expectAnswered(await uploadFigures(s.t, s.csi, 'schedules', `${header}\r\n${cells.join(';')}\r\n`, dryRun), `${column} ${text.slice(0, 20)}`);
      }
      const everyCell = csvOf(calculationColumns, [Object.fromEntries(calculationColumns.map((column) => [column, text]))]);
      expectAnswered(await uploadFigures(s.t, s.csi, 'calculations', everyCell, dryRun), `calculation ${text.slice(0, 20)}`);
    }
    const contents: (string | Buffer)[] = [Buffer.from([0xff, 0xfe, 0x00, 0x00]), Buffer.alloc(1000, 0), '', '\uFEFF', 'a;b\n"unterminated', header, `${header}\r\n;;;;;;;;;;;;;\r\n`, '{"a":1}'];
    for (const content of contents) {
      for (const kind of ['schedules', 'calculations'] as const) expectRefused(await uploadFigures(s.t, s.csi, kind, content), `${kind} ${String(content).slice(0, 20)}`);
    }
    for (const query of ['dryRun=', 'dryRun=1', 'dryRun=true&dryRun=false', 'other=1', 'dryRun=%00', '__proto__=1']) {
      const { body, headers } = multipartFiles([{ fileName: 'a.csv', content: scheduleCsv }]);
      expectRefused(await s.t.call('POST', `/api/leaseamortizations/csv?${query}`, { token: s.csi, body, headers }), query);
    }
    for (const id of ['abc', '-1', '1e3', '%00', '1.5']) {
      expectRefused(await s.t.call('GET', `/api/leaseagreements/${id}/reconciliation`, { token: s.csi }), id);
    }
    expect(await storedExternalFigures(s.t, s.csiId)).toEqual(before);
  });
});
