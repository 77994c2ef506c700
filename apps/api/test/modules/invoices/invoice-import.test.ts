import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceImportResult } from '@leasedesk/contract';
import { csvMaxBytes } from '../../../src/lib/csv/csv-limits.ts';
import { csiAgreement, invoiceCsv, lessorTaxId, multipartFiles, otherTaxId, startInvoiceTest, storedLines, storedReportCount, uploadCsv, type InvoiceTest } from './core-support.ts';

/** POST /api/invoices/csv?name= and the template: what the user reads back and what the database holds. */
describe('invoice CSV import', () => {
  let s: InvoiceTest;

  beforeAll(async () => {
    s = await startInvoiceTest();
    await csiAgreement(s);
  });
  afterAll(async () => s.t.close());

  it('stores every line of a good file, matched, and answers the report in figures', async () => {
    const csv = invoiceCsv([
      { invoiceNumber: 'FV/1' },
      { invoiceNumber: 'FV/1', positionDescription: 'Opłata "manipulacyjna"; druga', positionNetAmountPln: '100,00', positionVatAmountPln: '23,00' },
      { invoiceNumber: 'FV/2', taxId: otherTaxId, contractorName: 'Beta Leasing' },
    ]);
    const reply = await uploadCsv(s.t, s.csi, 'March 2025', csv);
    expect(reply.body).toEqual({ success: true, errors: [], value: { name: 'March 2025', source: 'csv', invoices: 2, lines: 3, incompleteLines: 1 } });
    const lines = await storedLines(s, s.csiId, 'March 2025');
    expect(lines.map((l) => [l.invoiceNumber, l.sequence, l.taxId, l.positionNetAmountPln, l.vatRate, l.invoiceDate, l.periodInvoiced, l.doesAmortizationExist])).toEqual([
      ['FV/1', 1, lessorTaxId, 9500, 0.23, '2025-03-05', '2025-03-01', true],
      ['FV/1', 2, lessorTaxId, 100, 0.23, '2025-03-05', '2025-03-01', true],
      ['FV/2', 1, otherTaxId, 9500, 0.23, '2025-03-05', '2025-03-01', false],
    ]);
    expect(lines[0]).toMatchObject({ interests: 900.72, principal: 8599.28, areInvoiceDetailsComplete: true });
  });

  it('stores nothing when one row is bad, and names the row and column of every error', async () => {
    const csv = invoiceCsv([{ invoiceNumber: 'OK/1' }, { invoiceNumber: 'BAD/1', taxId: '123' }, { invoiceNumber: 'BAD/2', invoiceDate: '31.02.2025' }]);
    const reply = await uploadCsv(s.t, s.csi, 'Broken', csv);
    expect([reply.status, reply.body.success, reply.body.value]).toEqual([200, false, null]);
    const properties = reply.body.errors.map((e) => e.propertyName);
    expect(properties).toEqual(expect.arrayContaining(['row 3: taxId', 'row 4: invoiceDate']));
    expect(reply.body.errors.every((e) => e.message.length > 0)).toBe(true);
    expect(await storedReportCount(s, s.csiId, 'Broken')).toBe(0);
  });

  it('refuses the name of a live report of the client, with the file’s errors at once; another client and a deleted report leave it free', async () => {
    expect((await uploadCsv(s.t, s.csi, 'Shared name', invoiceCsv([{}]))).body.success).toBe(true);
    const taken = await uploadCsv(s.t, s.csi, 'Shared name', invoiceCsv([{}]));
    expect(taken.body).toMatchObject({ success: false, errors: [{ propertyName: 'name', message: 'A report named Shared name already exists' }] });
    const takenAndBroken = await uploadCsv(s.t, s.csi, 'Shared name', invoiceCsv([{ taxId: '1' }]));
    expect(takenAndBroken.body.errors.map((e) => e.propertyName)).toEqual(['name', 'row 2: taxId']);
    expect(await storedReportCount(s, s.csiId, 'Shared name')).toBe(1);

    expect((await uploadCsv(s.t, s.ifrs, 'Shared name', invoiceCsv([{}]))).body.value).toMatchObject({ name: 'Shared name', lines: 1 });
    expect((await s.t.call('DELETE', `/api/invoicereports/${encodeURIComponent('Shared name')}`, { token: s.csi })).body.success).toBe(true);
    expect((await uploadCsv(s.t, s.csi, 'Shared name', invoiceCsv([{}, {}]))).body.value).toMatchObject({ name: 'Shared name', lines: 2 });
    expect(await storedReportCount(s, s.csiId, 'Shared name')).toBe(2);
  });

  it('gives a name to one of two imports racing for it; the other gets the field error', async () => {
    const replies = await Promise.all([uploadCsv(s.t, s.csi, 'Race', invoiceCsv([{}])), uploadCsv(s.t, s.csi, 'Race', invoiceCsv([{}, {}]))]);
    expect(replies.map((r) => r.body.success).sort()).toEqual([false, true]);
    expect(replies.find((r) => !r.body.success)?.body.errors.map((e) => e.propertyName)).toEqual(['name']);
    expect(await storedReportCount(s, s.csiId, 'Race')).toBe(1);
  });

  it('trims the name and refuses an empty, blank, overlong or reserved one on name', async () => {
    expect((await uploadCsv(s.t, s.csi, '  Padded  ', invoiceCsv([{}]))).body.value?.name).toBe('Padded');
    // "names" would be shadowed by /api/reports/names/{start}/{end} on the invoice route.
    for (const name of ['', '   ', 'x'.repeat(101), 'names', ' names ']) {
      const reply = await uploadCsv(s.t, s.csi, name, invoiceCsv([{}]));
      expect([name, reply.body.success, reply.body.errors.map((e) => e.propertyName)]).toEqual([name, false, ['name']]);
    }
    const { body, headers } = multipartFiles([{ fileName: 'a.csv', content: invoiceCsv([{}]) }]);
    const noName = await s.t.call('POST', '/api/invoices/csv', { token: s.csi, body, headers });
    expect(noName.body.errors.map((e) => e.propertyName)).toEqual(['name']);
    expect((await uploadCsv(s.t, s.csi, 'x'.repeat(100), invoiceCsv([{}]))).body.success).toBe(true);
  });

  it('answers 413 beyond 10 MB and 415 for a body that is not multipart, storing nothing', async () => {
    const big = Buffer.concat([Buffer.from(invoiceCsv([{}])), Buffer.alloc(csvMaxBytes, ' ')]);
    const tooBig = await uploadCsv(s.t, s.csi, 'Too big', big);
    expect([tooBig.status, tooBig.body.success]).toEqual([413, false]);
    expect(await storedReportCount(s, s.csiId, 'Too big')).toBe(0);

    const json = await s.t.call('POST', '/api/invoices/csv?name=Json', { token: s.csi, body: { file: invoiceCsv([{}]) } });
    expect([json.status, json.body.success, json.body.errors[0]?.message]).toEqual([415, false, 'Send the file as multipart/form-data in the field file']);
    const text = await s.t.call('POST', '/api/invoices/csv?name=Text', { token: s.csi, body: invoiceCsv([{}]), headers: { 'content-type': 'text/csv' } });
    expect(text.status).toBe(415);
    expect(await storedReportCount(s, s.csiId, 'Json')).toBe(0);
  });

  it('needs a file in field file; an empty file is refused', async () => {
    const other = multipartFiles([{ field: 'document', fileName: 'a.csv', content: invoiceCsv([{}]) }]);
    const reply = await s.t.call('POST', '/api/invoices/csv?name=NoFile', { token: s.csi, ...other });
    expect(reply.body).toMatchObject({ success: false, errors: [{ propertyName: 'file', message: 'Choose a file' }] });
    const empty = await uploadCsv(s.t, s.csi, 'Empty', '');
    expect([empty.status, empty.body.success]).toEqual([200, false]);
    expect(await storedReportCount(s, s.csiId, 'Empty')).toBe(0);
    expect(await storedReportCount(s, s.csiId, 'NoFile')).toBe(0);
  });

  it('offers the template as a UTF-8 CSV with a byte-order mark, which imports as it is', async () => {
    const reply = await s.t.call('GET', '/api/invoices/csv/template', { token: s.csi });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(reply.headers['content-disposition']).toMatch(/^attachment; filename="invoice-report-template.csv"/);
    expect(reply.raw.startsWith('\uFEFF')).toBe(true);
    expect(reply.raw.slice(1).split(/\r?\n/)[0]?.toLowerCase()).toContain('contractorname');
    const imported = await uploadCsv(s.t, s.csi, 'From the template', Buffer.from(reply.raw, 'utf8'));
    expect(imported.body.value).toMatchObject({ name: 'From the template', source: 'csv' });
    expect((await s.t.call('GET', '/api/invoices/csv/template')).status).toBe(401);
  });

  it('answers only for the caller’s tenant: the client comes from the token', async () => {
    const reply = await uploadCsv(s.t, s.ifrs, 'IFRS only', invoiceCsv([{}]));
    expect(reply.body.value).toMatchObject<Partial<InvoiceImportResult>>({ lines: 1, incompleteLines: 1 });
    expect(await storedReportCount(s, s.ifrsId, 'IFRS only')).toBe(1);
    expect(await storedReportCount(s, s.csiId, 'IFRS only')).toBe(0);
  });
});
