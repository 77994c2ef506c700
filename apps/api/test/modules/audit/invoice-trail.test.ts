import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceLine, InvoiceReport, PdfImportResult } from '@leasedesk/contract';
import { auditEntriesAfter, auditMark, type StoredAuditEntry } from '../../support/audit-trail.ts';
import { makeInvoicePdf, type PdfInvoiceFixture } from '../../support/pdf-invoices.ts';
import { demoAccounts } from '../../support/test-app.ts';
import { csiAgreement, invoiceCsv, lessorTaxId, multipartFiles, segment, startInvoiceTest, uploadCsv, type InvoiceTest } from '../invoices/core-support.ts';
import { faInvoice, headerParts, rowParts, sellerParts } from '../invoices/ksef/ksef-test-files.ts';
import { completeLine, invoiceOf, lessor, storeReport, type Lessor } from '../invoices/support-send.ts';

let s: InvoiceTest;
let csi: number;
let north: Lessor;

beforeAll(async () => {
  s = await startInvoiceTest();
  csi = s.csiId;
  await csiAgreement(s);
  north = await lessor(s.t, s.csi, 'Leasing Ślad S.A.', 773_100_001, 'T/1');
});
afterAll(async () => s.t.close());

/** The report's id as GET answers it (the trail's entityId, as text). */
async function reportIdOf(name: string, token = s.csi): Promise<string> {
  const reply = await s.t.call<InvoiceReport>('GET', `/api/invoicereports/${segment(name)}`, { token });
  if (!reply.body.value) throw new Error(`no report ${name}: ${reply.raw}`);
  return String(reply.body.value.id);
}

/** Who and what of each entry: the user and tenant are always the demo user's CSI tenant here. */
const heads = (entries: StoredAuditEntry[]) => entries.map((e) => [e.action, e.entity, e.entityId, e.tenantId, e.userId, e.userName, e.label]);
const by = (action: string, entityId: string, label: string) => [action, 'invoiceReport', entityId, csi, s.t.seed.userId, demoAccounts.user.email, label];
const created = (name: string, source: string) => [
  { field: 'name', before: null, after: name },
  { field: 'source', before: null, after: source },
];

describe('imports', () => {
  it('records a CSV import once: the report created, its lines and invoices as counts', async () => {
    const mark = await auditMark(s.t.db);
    const reply = await uploadCsv(s.t, s.csi, 'Ślad CSV', invoiceCsv([{}, { positionDescription: 'Opłata' }, { invoiceNumber: 'FV/2025/03/13' }]));
    expect(reply.body.value).toMatchObject({ lines: 3, invoices: 2 });
    const entries = await auditEntriesAfter(s.t.db, mark);
    expect(heads(entries)).toEqual([by('import', await reportIdOf('Ślad CSV'), 'Ślad CSV')]);
    expect(entries[0]?.changes).toEqual(created('Ślad CSV', 'csv'));
    expect(entries[0]?.counts).toEqual({ lines: 3, invoices: 2 });
  });

  it('records a KSeF import of several files once', async () => {
    const xml = (number: string, rows: number) =>
      faInvoice({ seller: sellerParts, header: headerParts.replace('FV/2026/03/99', number), rows: Array.from({ length: rows }, () => rowParts) });
    const mark = await auditMark(s.t.db);
    const { body, headers } = multipartFiles([
      { fileName: 'a.xml', contentType: 'application/xml', content: xml('FV/K/1', 2) },
      { fileName: 'b.xml', contentType: 'application/xml', content: xml('FV/K/2', 1) },
    ]);
    const reply = await s.t.call('POST', `/api/invoices/ksef?name=${segment('Ślad KSeF')}`, { token: s.csi, body, headers });
    expect(reply.body.errors).toEqual([]);
    const entries = await auditEntriesAfter(s.t.db, mark);
    expect(heads(entries)).toEqual([by('import', await reportIdOf('Ślad KSeF'), 'Ślad KSeF')]);
    expect(entries[0]?.changes).toEqual(created('Ślad KSeF', 'ksef'));
    expect(entries[0]?.counts).toEqual({ lines: 3, invoices: 2 });
  });

  it('records nothing for a refused import: a bad row, a taken name, a bad KSeF file', async () => {
    expect((await uploadCsv(s.t, s.csi, 'Ślad zajęty', invoiceCsv([{}]))).body.success).toBe(true);
    const mark = await auditMark(s.t.db);
    expect((await uploadCsv(s.t, s.csi, 'Ślad zły', invoiceCsv([{}, { taxId: '1' }]))).body.success).toBe(false);
    expect((await uploadCsv(s.t, s.csi, 'Ślad zajęty', invoiceCsv([{}]))).body.errors.map((e) => e.propertyName)).toEqual(['name']);
    const { body, headers } = multipartFiles([{ fileName: 'zla.xml', contentType: 'application/xml', content: '<Faktura><Fa>' }]);
    expect((await s.t.call('POST', '/api/invoices/ksef?name=Zly', { token: s.csi, body, headers })).body.success).toBe(false);
    expect(await auditEntriesAfter(s.t.db, mark)).toEqual([]);
  });
});

describe('PDF import', () => {
  const printedNip = `${lessorTaxId.slice(0, 3)}-${lessorTaxId.slice(3, 6)}-${lessorTaxId.slice(6, 8)}-${lessorTaxId.slice(8)}`;
  const invoice = (number: string): PdfInvoiceFixture => ({
    number,
    issueDate: '05.03.2025',
    dueDate: '19.03.2025',
    seller: { name: 'Leasing Północ Sp. z o.o.', nip: printedNip },
    buyer: { name: 'Najemca Żółty S.A.', nip: '526-025-02-74' },
    agreementNumber: 'UL/2025/001',
    scheduleNumber: '1',
    period: '2025-03',
    positions: [
      { description: 'Rata leasingowa 1/36', net: '9 500,00', vatRate: '23%', vat: '2 185,00', gross: '11 685,00' },
      { description: 'Ubezpieczenie', net: '100,00', vatRate: '8%', vat: '8,00', gross: '108,00' },
    ],
  });
  const upload = async (reportName: string, fileName: string, content: Uint8Array) => {
    const { body, headers } = multipartFiles([{ fileName, contentType: 'application/pdf', content: Buffer.from(content) }]);
    return s.t.call<PdfImportResult>('POST', `/api/pdfdocument/ocr?reportName=${segment(reportName)}`, { token: s.csi, body, headers });
  };

  it('records each file once: the first creates the report, the next only adds its file and lines', async () => {
    const mark = await auditMark(s.t.db);
    expect((await upload('Ślad PDF', 'marzec.pdf', await makeInvoicePdf(invoice('FV/P/1')))).body.value).toMatchObject({ lines: 2, invoices: 1 });
    expect((await upload('Ślad PDF', 'marzec-2.pdf', await makeInvoicePdf(invoice('FV/P/2')))).body.value).toMatchObject({ lines: 2, invoices: 1 });
    const entries = await auditEntriesAfter(s.t.db, mark);
    const id = await reportIdOf('Ślad PDF');
    expect(heads(entries)).toEqual([by('import', id, 'Ślad PDF'), by('import', id, 'Ślad PDF')]);
    expect(entries.map((e) => e.changes)).toEqual([
      [...created('Ślad PDF', 'pdf'), { field: 'fileName', before: null, after: 'marzec.pdf' }],
      [{ field: 'fileName', before: null, after: 'marzec-2.pdf' }],
    ]);
    expect(entries.map((e) => e.counts)).toEqual([
      { lines: 2, invoices: 1 },
      { lines: 2, invoices: 1 },
    ]);
  });

  it('records nothing for a file refused under a CSV report’s name', async () => {
    expect((await uploadCsv(s.t, s.csi, 'Ślad CSV dla PDF', invoiceCsv([{}]))).body.success).toBe(true);
    const mark = await auditMark(s.t.db);
    const refused = await upload('Ślad CSV dla PDF', 'a.pdf', Buffer.from('%PDF-1.4'));
    expect(refused.body.errors.map((e) => e.propertyName)).toEqual(['reportName']);
    expect(await auditEntriesAfter(s.t.db, mark)).toEqual([]);
  });
});

describe('correction', () => {
  type Row = Partial<InvoiceLine> & Record<string, unknown>;
  const put = (body: Row[], token = s.csi) => s.t.call<InvoiceLine[]>('PUT', '/api/invoices', { token, body });

  it('records one entry per correction: the changed fields of the rewritten line, and how many lines changed', async () => {
    const { reportId } = await storeReport(s.t, csi, 'Ślad korekta', [completeLine(north, 'FV/K/1', 500, 115), completeLine(north, 'FV/K/1', 100, 23)]);
    const [first, second] = await invoiceOf(s.t, s.csi, 'Ślad korekta', 'FV/K/1');
    const mark = await auditMark(s.t.db);
    const reply = await put([
      // A tax id typed with its prefix and dashes is stored as the same digits: no change.
      { ...first, taxId: `PL ${north.taxId.slice(0, 3)}-${north.taxId.slice(3)}`, positionDescription: 'Rata 1 (korekta)', positionNetAmountPln: 600, positionVatAmountPln: 138, positionGrossAmountPln: 738 },
      { ...second },
    ]);
    expect(reply.body.errors).toEqual([]);
    const entries = await auditEntriesAfter(s.t.db, mark);
    expect(heads(entries)).toEqual([by('correct', String(reportId), 'Ślad korekta / FV/K/1')]);
    expect(entries[0]?.changes).toEqual([
      { field: 'positionDescription', before: 'Rata FV/K/1', after: 'Rata 1 (korekta)' },
      { field: 'positionNetAmountPln', before: 500, after: 600 },
      { field: 'positionVatAmountPln', before: 115, after: 138 },
      { field: 'positionGrossAmountPln', before: 615, after: 738 },
    ]);
    expect(entries[0]?.counts).toEqual({ lines: 1 });
  });

  it('records a renumbered invoice’s number once, under its new number, with every line counted', async () => {
    const { reportId } = await storeReport(s.t, csi, 'Ślad numer', [completeLine(north, 'FV/N/1', 500, 115), completeLine(north, 'FV/N/1', 100, 23)]);
    const rows = (await invoiceOf(s.t, s.csi, 'Ślad numer', 'FV/N/1')).map((line) => ({ ...line, invoiceNumber: 'FV/N/2' }));
    const mark = await auditMark(s.t.db);
    expect((await put(rows)).body.errors).toEqual([]);
    const entries = await auditEntriesAfter(s.t.db, mark);
    expect(heads(entries)).toEqual([by('correct', String(reportId), 'Ślad numer / FV/N/2')]);
    expect(entries[0]?.changes).toEqual([{ field: 'invoiceNumber', before: 'FV/N/1', after: 'FV/N/2' }]);
    expect(entries[0]?.counts).toEqual({ lines: 2 });
  });

  it('records an added line from nothing and a removed one to nothing', async () => {
    const { reportId } = await storeReport(s.t, csi, 'Ślad wiersze', [
      completeLine(north, 'FV/W/1', 500, 115),
      { invoiceNumber: 'FV/W/1', positionDescription: 'Stara opłata', positionNetAmountPln: '10.00' },
    ]);
    const [kept] = await invoiceOf(s.t, s.csi, 'Ślad wiersze', 'FV/W/1');
    const mark = await auditMark(s.t.db);
    expect((await put([{ ...kept }, { invoiceNumber: 'FV/W/1', positionDescription: 'Nowa opłata', positionNetAmountPln: 20 }])).body.errors).toEqual([]);
    const entries = await auditEntriesAfter(s.t.db, mark);
    expect(heads(entries)).toEqual([by('correct', String(reportId), 'Ślad wiersze / FV/W/1')]);
    expect(entries[0]?.changes).toEqual([
      { field: 'invoiceNumber', before: null, after: 'FV/W/1' },
      { field: 'positionDescription', before: null, after: 'Nowa opłata' },
      { field: 'positionNetAmountPln', before: null, after: 20 },
      { field: 'invoiceNumber', before: 'FV/W/1', after: null },
      { field: 'positionDescription', before: 'Stara opłata', after: null },
      { field: 'positionNetAmountPln', before: 10, after: null },
    ]);
    expect(entries[0]?.counts).toEqual({ lines: 2 });
  });

  it('records a correction that changes nothing once, with no changes', async () => {
    const { reportId } = await storeReport(s.t, csi, 'Ślad bez zmian', [completeLine(north, 'FV/B/1', 500, 115)]);
    const lines = await invoiceOf(s.t, s.csi, 'Ślad bez zmian', 'FV/B/1');
    const mark = await auditMark(s.t.db);
    expect((await put(lines.map((line) => ({ ...line })))).body.errors).toEqual([]);
    expect((await auditEntriesAfter(s.t.db, mark)).map((e) => [e.action, e.entityId, e.changes, e.counts])).toEqual([['correct', String(reportId), [], { lines: 0 }]]);
  });

  it('records nothing for a refused correction: a bad row, a stale reading, an unknown line, another tenant’s line', async () => {
    await storeReport(s.t, csi, 'Ślad odmowy', [completeLine(north, 'FV/O/1', 500, 115)]);
    const read = await invoiceOf(s.t, s.csi, 'Ślad odmowy', 'FV/O/1');
    expect((await put(read.map((line) => ({ ...line, positionDescription: 'Pierwsza' })))).body.errors).toEqual([]);
    const mark = await auditMark(s.t.db);
    const row = { ...read[0] } as Row;
    expect((await put([{ ...row, vatRate: 2 }])).body.errors.map((e) => e.propertyName)).toEqual(['row 1: vatRate']);
    expect((await put([{ ...row, positionDescription: 'Spóźniona' }])).status).toBe(409);
    expect((await put([{ ...row, id: 99_999_999 }])).status).toBe(404);
    expect((await put([{ ...row, positionDescription: 'Obca' }], s.ifrs)).status).toBe(404);
    expect(await auditEntriesAfter(s.t.db, mark)).toEqual([]);
  });
});

describe('send', () => {
  const send = (ids: number[]) => s.t.call('POST', '/api/extensivereport/send', { token: s.csi, body: { extensiveReportDtos: ids.map((id) => ({ id })) } });

  it('records one entry per report sent from, with its lines and invoices as counts, under the one request', async () => {
    const march = await storeReport(s.t, csi, 'Ślad wysyłka A', [completeLine(north, 'FV/S/1', 500, 115), completeLine(north, 'FV/S/1', 100, 23), completeLine(north, 'FV/S/2', 10, 2.3)]);
    const april = await storeReport(s.t, csi, 'Ślad wysyłka B', [completeLine(north, 'FV/S/3', 500, 115)]);
    const mark = await auditMark(s.t.db);
    const reply = await send([...april.lineIds, ...march.lineIds]);
    expect(reply.body.errors).toEqual([]);
    const entries = await auditEntriesAfter(s.t.db, mark);
    expect(heads(entries)).toEqual([by('send', String(march.reportId), 'Ślad wysyłka A'), by('send', String(april.reportId), 'Ślad wysyłka B')]);
    expect(entries.map((e) => [e.changes, e.counts])).toEqual([
      [[], { lines: 3, invoices: 2 }],
      [[], { lines: 1, invoices: 1 }],
    ]);
    expect(new Set(entries.map((e) => e.correlationId)).size).toBe(1);
  });

  it('records nothing for a refused send: part of an invoice, an unknown line, a line sent already', async () => {
    const { lineIds } = await storeReport(s.t, csi, 'Ślad wysyłka odmowy', [completeLine(north, 'FV/SO/1', 500, 115), completeLine(north, 'FV/SO/1', 100, 23), completeLine(north, 'FV/SO/2', 1, 0.23)]);
    expect((await send([lineIds[2] ?? 0])).body.errors).toEqual([]);
    const mark = await auditMark(s.t.db);
    expect((await send([lineIds[0] ?? 0])).body.success).toBe(false);
    expect((await send([99_999_999])).body.success).toBe(false);
    expect((await send([lineIds[2] ?? 0])).body.success).toBe(false);
    expect(await auditEntriesAfter(s.t.db, mark)).toEqual([]);
  });
});

describe('delete and restore', () => {
  it('records the delete and the restore of a report once each', async () => {
    const { reportId } = await storeReport(s.t, csi, 'Ślad kosz', [completeLine(north, 'FV/D/1', 500, 115)]);
    const mark = await auditMark(s.t.db);
    expect((await s.t.call<InvoiceReport>('DELETE', `/api/invoicereports/${segment('Ślad kosz')}`, { token: s.csi })).body.value?.isDeleted).toBe(true);
    expect((await s.t.call<InvoiceReport>('DELETE', `/api/invoicereports/${segment('Ślad kosz')}`, { token: s.csi })).body.value?.isDeleted).toBe(false);
    const entries = await auditEntriesAfter(s.t.db, mark);
    expect(heads(entries)).toEqual([by('delete', String(reportId), 'Ślad kosz'), by('restore', String(reportId), 'Ślad kosz')]);
    expect(entries.map((e) => [e.changes, e.counts])).toEqual([
      [[{ field: 'isDeleted', before: false, after: true }], {}],
      [[{ field: 'isDeleted', before: true, after: false }], {}],
    ]);
  });

  it('records nothing for an unknown report or another tenant’s', async () => {
    await storeReport(s.t, csi, 'Ślad tylko CSI', [completeLine(north, 'FV/D/2', 500, 115)]);
    const mark = await auditMark(s.t.db);
    expect((await s.t.call('DELETE', '/api/invoicereports/Nieznany', { token: s.csi })).status).toBe(404);
    expect((await s.t.call('DELETE', `/api/invoicereports/${segment('Ślad tylko CSI')}`, { token: s.ifrs })).status).toBe(404);
    expect(await auditEntriesAfter(s.t.db, mark)).toEqual([]);
  });
});
