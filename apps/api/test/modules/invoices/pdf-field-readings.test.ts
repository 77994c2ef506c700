import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type FieldReadings, type InvoiceLine } from '@leasedesk/contract';
import { draft, importDrafts, startInvoiceTest, storedLines, type InvoiceTest } from './core-support.ts';
import { storedLine } from './support-send.ts';

/**
 * What the PDF reader read, derived or missed, kept with the line and shown on /correctInvoice: the
 * readings and the seller's bank account come back on GET, are accepted and ignored when a correction sends them
 * back, and a field the correction changes becomes `corrected`. The drafts are built here as the PDF reader
 * hands them to the import (its parser is another matter).
 */
let s: InvoiceTest;
const en = formatMessage.bind(null, 'en');
const account = '61109010140000071219812874';

/** A PDF invoice of two positions: VAT of the second derived from the VAT summary, its gross from net + VAT, no payment date. */
const readings: FieldReadings = {
  contractorName: { state: 'read' },
  taxId: { state: 'read' },
  invoiceNumber: { state: 'read' },
  bankAccount: { state: 'read' },
  positionNetAmountPln: { state: 'read' },
  positionVatAmountPln: { state: 'derived', from: 'vatSummary' },
  positionGrossAmountPln: { state: 'derived', from: 'netPlusVat' },
  incomeDate: { state: 'derived', from: 'invoiceDate' },
  paymentDate: { state: 'missing' },
  agreementNumber: { state: 'missing' },
};

const pdfDraft = (invoiceNumber: string, overrides: Parameters<typeof draft>[0] = {}) =>
  draft({ invoiceNumber, isPdfBased: true, paymentDate: null, agreementNumber: null, bankAccount: account, fieldReadings: readings, ...overrides });

const read = (token: string, report: string, number: string) =>
  s.t.call<InvoiceLine[]>('GET', `/api/reports/${encodeURIComponent(report)}/invoices/${encodeURIComponent(number)}`, { token });
const put = (token: string, body: unknown) => s.t.call<InvoiceLine[]>('PUT', '/api/invoices', { token, body });

async function linesOf(report: string, number: string): Promise<InvoiceLine[]> {
  const reply = await read(s.csi, report, number);
  if (!reply.body.value) throw new Error(`invoice not read: ${reply.raw}`);
  return reply.body.value;
}

beforeAll(async () => {
  s = await startInvoiceTest();
});
afterAll(async () => s.t.close());

describe('GET /api/reports/{name}/invoices/{number}: the readings of a PDF line', () => {
  it('answers each field’s reading and the bank account as the reader gave them; a CSV line has neither', async () => {
    await importDrafts(s, s.csiId, 'Odczyty', [pdfDraft('FV/PDF/1'), draft({ invoiceNumber: 'FV/CSV/1' })]);
    const [pdf] = await linesOf('Odczyty', 'FV/PDF/1');
    expect(pdf).toMatchObject({ isPdfBased: true, bankAccount: account, fieldReadings: readings });
    const [csv] = await linesOf('Odczyty', 'FV/CSV/1');
    expect(csv).toMatchObject({ bankAccount: null, fieldReadings: null });
    // the database holds them as given
    expect(await storedLine(s.t, s.csiId, pdf?.id ?? 0)).toMatchObject({ bankAccount: account, fieldReadings: readings });
  });
});

describe('PUT /api/invoices: the readings are read-only', () => {
  it('accepts the readings and bank account echoed as GET answered them, or altered, and keeps the stored ones', async () => {
    await importDrafts(s, s.csiId, 'Echo', [pdfDraft('FV/E/1')]);
    const [line] = await linesOf('Echo', 'FV/E/1');
    const echoed = await put(s.csi, [{ ...line }]);
    expect(echoed.body.errors).toEqual([]);
    expect(echoed.body.value?.[0]).toMatchObject({ bankAccount: account, fieldReadings: readings, revision: 2 });

    const forged = await put(s.csi, [{ ...echoed.body.value?.[0], bankAccount: 'PL00000000000000000000000000', fieldReadings: { paymentDate: { state: 'read' } } }]);
    expect(forged.body.errors).toEqual([]);
    expect(forged.body.value?.[0]).toMatchObject({ bankAccount: account, fieldReadings: readings, revision: 3 });
    expect(await storedLine(s.t, s.csiId, line?.id ?? 0)).toMatchObject({ bankAccount: account, fieldReadings: readings });
  });

  it('refuses a reading of another shape, naming the row and field', async () => {
    await importDrafts(s, s.csiId, 'Kształt', [pdfDraft('FV/K/1')]);
    const [line] = await linesOf('Kształt', 'FV/K/1');
    const reply = await put(s.csi, [{ ...line, fieldReadings: { taxId: { state: 'guessed' } } }]);
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors.map((error) => error.propertyName)).toEqual(['row 1: fieldReadings.taxId.state']);
    expect(await storedLine(s.t, s.csiId, line?.id ?? 0)).toMatchObject({ fieldReadings: readings, revision: 1 });
  });
});

describe('PUT /api/invoices: a changed field becomes corrected', () => {
  it('turns the reading of each changed field to corrected in the same write; untouched fields keep theirs', async () => {
    await importDrafts(s, s.csiId, 'Poprawki', [pdfDraft('FV/P/1'), pdfDraft('FV/P/1', { sequence: 2, positionNetAmountPln: 100, positionVatAmountPln: 23, positionGrossAmountPln: 123 })]);
    const [first, second] = await linesOf('Poprawki', 'FV/P/1');
    // the derived VAT of the first line is typed anew (its gross follows), the missing payment date is filled in;
    // the second line is sent back as it was, its NIP only written another way
    const reply = await put(s.csi, [
      { ...first, positionVatAmountPln: 2000, positionGrossAmountPln: null, paymentDate: '2025-03-20' },
      { ...second, taxId: `PL ${second?.taxId ?? ''}` },
    ]);
    expect(reply.body.errors).toEqual([]);
    const expected: FieldReadings = {
      ...readings,
      positionVatAmountPln: { state: 'corrected' },
      positionGrossAmountPln: { state: 'corrected' },
      paymentDate: { state: 'corrected' },
    };
    expect(reply.body.value?.map((line) => line.fieldReadings)).toEqual([expected, readings]);
    expect(reply.body.value?.[0]).toMatchObject({ positionVatAmountPln: 2000, positionGrossAmountPln: 11_500, paymentDate: '2025-03-20' });
    // GET and the database answer the same
    expect((await linesOf('Poprawki', 'FV/P/1')).map((line) => line.fieldReadings)).toEqual([expected, readings]);
    expect(await storedLine(s.t, s.csiId, first?.id ?? 0)).toMatchObject({ fieldReadings: expected });
  });

  it('a field without a reading stays without one, and a line added in the correction has no readings', async () => {
    await importDrafts(s, s.csiId, 'Dodane', [pdfDraft('FV/D/1')]);
    const [line] = await linesOf('Dodane', 'FV/D/1');
    const reply = await put(s.csi, [
      { ...line, scheduleNumber: '2' },
      { ...line, id: null, positionDescription: 'Opłata dodatkowa' },
    ]);
    expect(reply.body.errors).toEqual([]);
    expect(reply.body.value?.map((l) => [l.scheduleNumber, l.fieldReadings, l.bankAccount])).toEqual([
      ['2', readings, account],
      ['1', null, null],
    ]);
  });

  it('a renumbered invoice marks its number corrected', async () => {
    await importDrafts(s, s.csiId, 'Numer', [pdfDraft('FV/N/1')]);
    const [line] = await linesOf('Numer', 'FV/N/1');
    const reply = await put(s.csi, [{ ...line, invoiceNumber: 'FV/N/1A' }]);
    expect(reply.body.value?.[0]?.fieldReadings).toEqual({ ...readings, invoiceNumber: { state: 'corrected' } });
  });
});

describe('across tenants', () => {
  it('another tenant cannot read or correct the line, and its readings stay as they were', async () => {
    await importDrafts(s, s.csiId, 'Cudzy', [pdfDraft('FV/C/1')]);
    const [line] = await linesOf('Cudzy', 'FV/C/1');
    expect((await read(s.ifrs, 'Cudzy', 'FV/C/1')).status).toBe(404);
    const reply = await put(s.ifrs, [{ ...line, positionVatAmountPln: 1, paymentDate: '2025-03-20' }]);
    expect(reply.status).toBe(404);
    expect(reply.body.errors).toEqual([{ propertyName: '', message: en('common.notFound.invoice') }]);
    const [stored] = await storedLines(s, s.csiId, 'Cudzy');
    expect(stored).toMatchObject({ fieldReadings: readings, positionVatAmountPln: 2185, paymentDate: null, revision: 1 });
  });
});
