import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceMatchRow, InvoiceReport, InvoiceSummary, LeaseAgreementDto } from '@leasedesk/contract';
import { withTenant } from '../../../src/db/scope.ts';
import { csiAgreement, draft, importDrafts, otherTaxId, startInvoiceTest, storedReportCount, segment, type InvoiceTest } from './core-support.ts';

type Entry = { name: string; invoiceDate: string | null };

/** Puts a report's creation at an instant (the range is in Warsaw days). */
async function createdAt(s: InvoiceTest, tenantId: number, name: string, instant: string): Promise<void> {
  await withTenant(s.t.db, tenantId, (tx) => tx.execute(sql`update invoice_reports set create_date = ${instant}::timestamptz where tenant_id = ${tenantId} and name = ${name} and not is_deleted`));
}

/** Marks the lines of one invoice as sent in a new export, as a send does. */
async function markSent(s: InvoiceTest, tenantId: number, name: string, invoiceNumber: string): Promise<void> {
  await withTenant(s.t.db, tenantId, (tx) =>
    tx.execute(sql`with e as (insert into invoice_exports (tenant_id, created_by) values (${tenantId}, ${s.userId}) returning id)
      update invoice_lines l set invoice_export_id = (select id from e)
      from invoice_reports r where r.tenant_id = l.tenant_id and r.id = l.invoice_report_id and r.name = ${name} and not r.is_deleted
        and l.tenant_id = ${tenantId} and l.invoice_number = ${invoiceNumber}`),
  );
}

describe('invoice report routes', () => {
  let s: InvoiceTest;
  let agreement: LeaseAgreementDto;
  const slashName = 'Marzec 2025/FV ąę %2F?#';

  beforeAll(async () => {
    s = await startInvoiceTest();
    agreement = await csiAgreement(s);
    // Two invoices matched (one of two lines), one unmatched, one with a line of another lessor.
    await importDrafts(s, s.csiId, 'March', [
      draft({ invoiceNumber: 'FV/3', sequence: 1, invoiceDate: '2025-03-07' }),
      draft({ invoiceNumber: 'FV/3', sequence: 2, positionDescription: 'Opłata', invoiceDate: '2025-03-07' }),
      draft({ invoiceNumber: 'FV/1', invoiceDate: '2025-03-02', contractorName: 'Beta Leasing S.A.', taxId: otherTaxId }),
      draft({ invoiceNumber: 'FV/2', invoiceDate: '2025-03-05', periodInvoiced: '2025-04-01' }),
      draft({ invoiceNumber: 'FV/0', invoiceDate: '2025-03-09', contractorName: 'alfa leasing', taxId: otherTaxId }),
    ]);
    await importDrafts(s, s.csiId, slashName, [draft({ invoiceNumber: 'S/1' })]);
    // The IFRS16 tenant has a report of the same name, with other lines.
    await importDrafts(s, s.ifrsId, 'March', [draft({ invoiceNumber: 'OTHER/1', contractorName: 'Other tenant lessor' })]);
  });
  afterAll(async () => s.t.close());

  it('answers a report with every line by its exact name, also one holding / sent as %2F', async () => {
    const reply = await s.t.call<InvoiceReport>('GET', `/api/invoicereports/March`, { token: s.csi });
    expect(reply.body.value).toMatchObject({ name: 'March', source: 'csv', isDeleted: false });
    expect(reply.body.value?.lines.map((l) => [l.invoiceNumber, l.sequence])).toEqual([['FV/0', 1], ['FV/1', 1], ['FV/2', 1], ['FV/3', 1], ['FV/3', 2]]);
    expect(reply.body.value?.lines.every((l) => l.name === 'March')).toBe(true);

    const slashed = await s.t.call<InvoiceReport>('GET', `/api/invoicereports/${segment(slashName)}`, { token: s.csi });
    expect(slashed.body.value?.name).toBe(slashName);
    expect(slashed.body.value?.lines.map((l) => l.invoiceNumber)).toEqual(['S/1']);
    // Exact: neither trimmed nor case-folded.
    expect((await s.t.call('GET', `/api/invoicereports/${segment(' March')}`, { token: s.csi })).status).toBe(404);
    expect((await s.t.call('GET', `/api/invoicereports/march`, { token: s.csi })).status).toBe(404);
  });

  it('answers the contractors of a report, distinct and in alphabetical order', async () => {
    const reply = await s.t.call<string[]>('GET', `/api/invoicereports/March/contractors`, { token: s.csi });
    expect(reply.body.value).toEqual(['alfa leasing', 'Beta Leasing S.A.', 'Leasing Północ Sp. z o.o.']);
    expect((await s.t.call<string[]>('GET', `/api/invoicereports/${segment(slashName)}/contractors`, { token: s.csi })).body.value).toEqual(['Leasing Północ Sp. z o.o.']);
  });

  it('answers the merge rows: unsent lines with the agreement and schedule row matched, filtered', async () => {
    const all = await s.t.call<InvoiceMatchRow[]>('GET', `/api/invoicereports/March/amortization`, { token: s.csi });
    expect(all.body.value?.map((l) => l.invoiceNumber)).toEqual(['FV/0', 'FV/1', 'FV/2', 'FV/3', 'FV/3']);
    const row1 = agreement.leaseAmortizations.find((r) => r.periodNumber === 1);
    const matched = all.body.value?.find((l) => l.invoiceNumber === 'FV/3');
    expect(matched).toMatchObject({
      leaseAgreement: { id: agreement.id, contractNumber: 'UL/2025/001', scheduleNumber: '1' },
      leaseAmortization: { id: row1?.id, periodNumber: 1, paymentDate: '2025-03-01', paymentAmount: 9500, interestAmount: 900.72, principalAmount: 8599.28 },
      interests: 900.72,
    });
    expect(all.body.value?.find((l) => l.invoiceNumber === 'FV/2')?.leaseAmortization).toMatchObject({ periodNumber: 2, paymentDate: '2025-04-01', paymentAmount: 0 });
    expect(all.body.value?.find((l) => l.invoiceNumber === 'FV/1')).toMatchObject({ leaseAgreement: null, leaseAmortization: null });

    const byContractor = await s.t.call<InvoiceMatchRow[]>('GET', `/api/invoicereports/March/amortization?contractorName=${segment('LEASING s')}`, { token: s.csi });
    expect(byContractor.body.value?.map((l) => l.invoiceNumber)).toEqual(['FV/1']);
    // Case and Polish letters folded as the contractor search folds them.
    for (const query of ['PÓŁNOC', 'polnoc', 'Północ']) {
      const folded = await s.t.call<InvoiceMatchRow[]>('GET', `/api/invoicereports/March/amortization?contractorName=${segment(query)}`, { token: s.csi });
      expect([query, folded.body.value?.map((l) => l.invoiceNumber)]).toEqual([query, ['FV/2', 'FV/3', 'FV/3']]);
    }
    const byNumber = await s.t.call<InvoiceMatchRow[]>('GET', `/api/invoicereports/March/amortization?invoiceNumber=${segment(' FV/3 ')}`, { token: s.csi });
    expect(byNumber.body.value?.map((l) => [l.invoiceNumber, l.sequence])).toEqual([['FV/3', 1], ['FV/3', 2]]);
    const both = await s.t.call<InvoiceMatchRow[]>('GET', `/api/invoicereports/March/amortization?contractorName=alfa&invoiceNumber=FV/3`, { token: s.csi });
    expect(both.body.value).toEqual([]);
    // A wildcard is plain text.
    expect((await s.t.call<InvoiceMatchRow[]>('GET', `/api/invoicereports/March/amortization?contractorName=%25`, { token: s.csi })).body.value).toEqual([]);
    const unknown = await s.t.call('GET', `/api/invoicereports/March/amortization?other=1`, { token: s.csi });
    expect(unknown.body).toMatchObject({ success: false, errors: [{ propertyName: 'other' }] });
  });

  it('answers one summary per invoice, incomplete first, then by number; sent invoices leave errors but stay in the list', async () => {
    await importDrafts(s, s.csiId, 'Summaries', [
      draft({ invoiceNumber: 'B', sequence: 1 }),
      draft({ invoiceNumber: 'B', sequence: 2, agreementNumber: 'NONE' }),
      draft({ invoiceNumber: 'A' }),
      draft({ invoiceNumber: 'D', taxId: otherTaxId, contractorName: 'Beta' }),
      draft({ invoiceNumber: 'C', ksefNumber: '1132853869-20250305-0100001AF629-AF', invoiceKind: 'VAT' }),
    ]);
    const errors = await s.t.call<InvoiceSummary[]>('GET', `/api/invoices/errors?ReportName=Summaries`, { token: s.csi });
    expect(errors.body.value).toEqual([
      { invoiceNumber: 'B', contractorName: 'Leasing Północ Sp. z o.o.', areInvoiceDetailsComplete: false, ksefNumber: null, invoiceKind: null },
      { invoiceNumber: 'D', contractorName: 'Beta', areInvoiceDetailsComplete: false, ksefNumber: null, invoiceKind: null },
      { invoiceNumber: 'A', contractorName: 'Leasing Północ Sp. z o.o.', areInvoiceDetailsComplete: true, ksefNumber: null, invoiceKind: null },
      { invoiceNumber: 'C', contractorName: 'Leasing Północ Sp. z o.o.', areInvoiceDetailsComplete: true, ksefNumber: '1132853869-20250305-0100001AF629-AF', invoiceKind: 'VAT' },
    ]);
    await markSent(s, s.csiId, 'Summaries', 'C');
    const unsent = await s.t.call<InvoiceSummary[]>('GET', `/api/invoices/errors?ReportName=Summaries`, { token: s.csi });
    expect(unsent.body.value?.map((i) => i.invoiceNumber)).toEqual(['B', 'D', 'A']);
    const all = await s.t.call<InvoiceSummary[]>('GET', `/api/reports/Summaries/invoices`, { token: s.csi });
    expect(all.body.value?.map((i) => i.invoiceNumber)).toEqual(['B', 'D', 'A', 'C']);
    const merge = await s.t.call<InvoiceMatchRow[]>('GET', `/api/invoicereports/Summaries/amortization`, { token: s.csi });
    expect(merge.body.value?.map((l) => l.invoiceNumber)).toEqual(['A', 'B', 'B', 'D']);

    expect((await s.t.call<InvoiceSummary[]>('GET', `/api/reports/${segment(slashName)}/invoices`, { token: s.csi })).body.value).toEqual([{ invoiceNumber: 'S/1', contractorName: 'Leasing Północ Sp. z o.o.', areInvoiceDetailsComplete: true, ksefNumber: null, invoiceKind: null }]);
    const missing = await s.t.call('GET', `/api/invoices/errors`, { token: s.csi });
    expect(missing.body).toMatchObject({ success: false, errors: [{ propertyName: 'ReportName' }] });
  });

  it('lists the reports created in a range of Warsaw days, newest first, with their earliest invoice date', async () => {
    await importDrafts(s, s.csiId, 'June', [draft({ invoiceDate: '2025-06-10' }), draft({ invoiceNumber: 'X', invoiceDate: '2025-06-03' })]);
    await importDrafts(s, s.csiId, 'July', [draft({ invoiceDate: null })]);
    await importDrafts(s, s.csiId, 'Late June', [draft({ invoiceDate: '2025-06-29' })]);
    // 2025-06-30 23:30 and 2025-07-01 00:30 in Warsaw (UTC+2); 2025-06-29 12:00 in Warsaw.
    await createdAt(s, s.csiId, 'June', '2025-06-30T21:30:00Z');
    await createdAt(s, s.csiId, 'July', '2025-06-30T22:30:00Z');
    await createdAt(s, s.csiId, 'Late June', '2025-06-29T10:00:00Z');

    const range = (start: string, end: string) => s.t.call<Entry[]>('GET', `/api/invoicereports/${start}/${end}`, { token: s.csi });
    expect((await range('2025-06-29', '2025-07-01')).body.value).toEqual([
      { name: 'July', invoiceDate: null },
      { name: 'June', invoiceDate: '2025-06-03' },
      { name: 'Late June', invoiceDate: '2025-06-29' },
    ]);
    expect((await range('2025-06-30', '2025-06-30')).body.value).toEqual([{ name: 'June', invoiceDate: '2025-06-03' }]);
    expect((await range('2025-07-01', '2025-07-01')).body.value).toEqual([{ name: 'July', invoiceDate: null }]);
    expect((await range('2025-07-02', '2025-12-31')).body.value).toEqual([]);
    const names = await s.t.call<{ name: string }[]>('GET', `/api/reports/names/2025-06-29/2025-07-01`, { token: s.csi });
    expect(names.body.value).toEqual([{ name: 'July' }, { name: 'June' }, { name: 'Late June' }]);
    // Another tenant sees only its own.
    await createdAt(s, s.ifrsId, 'March', '2025-06-30T10:00:00Z');
    expect((await s.t.call<Entry[]>('GET', `/api/invoicereports/2025-06-30/2025-06-30`, { token: s.ifrs })).body.value).toEqual([{ name: 'March', invoiceDate: '2025-03-05' }]);
    // A deleted report leaves the list.
    await s.t.call('DELETE', `/api/invoicereports/July`, { token: s.csi });
    expect((await range('2025-07-01', '2025-07-01')).body.value).toEqual([]);
  });

  it('refuses a range that ends before it starts and dates that are none, as field errors', async () => {
    for (const path of ['/api/invoicereports/2025-07-02/2025-07-01', '/api/reports/names/2025-07-02/2025-07-01']) {
      const reply = await s.t.call('GET', path, { token: s.csi });
      expect([reply.status, reply.body.success, reply.body.errors.map((e) => e.propertyName)]).toEqual([200, false, ['endDate']]);
    }
    const bad = await s.t.call('GET', '/api/invoicereports/2025-02-30/tomorrow', { token: s.csi });
    expect([bad.status, bad.body.success, bad.body.errors.map((e) => e.propertyName).sort()]).toEqual([200, false, ['endDate', 'startDate']]);
  });

  it('toggles a report deleted and back by name; the name is free while it is deleted', async () => {
    await importDrafts(s, s.csiId, 'Toggle', [draft({ invoiceNumber: 'T/1' })]);
    const deleted = await s.t.call<InvoiceReport>('DELETE', `/api/invoicereports/Toggle`, { token: s.csi });
    expect(deleted.body.value).toMatchObject({ name: 'Toggle', isDeleted: true, lines: [{ invoiceNumber: 'T/1' }] });
    expect((await s.t.call('GET', `/api/invoicereports/Toggle`, { token: s.csi })).status).toBe(404);
    expect((await s.t.call('GET', `/api/invoicereports/Toggle/amortization`, { token: s.csi })).status).toBe(404);

    const restored = await s.t.call<InvoiceReport>('DELETE', `/api/invoicereports/Toggle`, { token: s.csi });
    expect(restored.body.value).toMatchObject({ name: 'Toggle', isDeleted: false });
    expect((await s.t.call<InvoiceReport>('GET', `/api/invoicereports/Toggle`, { token: s.csi })).body.value?.lines.map((l) => l.invoiceNumber)).toEqual(['T/1']);

    // Deleted, then a new report takes the name: DELETE deletes the new one, the next restores it (the most recent).
    await s.t.call('DELETE', `/api/invoicereports/Toggle`, { token: s.csi });
    await importDrafts(s, s.csiId, 'Toggle', [draft({ invoiceNumber: 'T/2' })]);
    expect((await s.t.call<InvoiceReport>('DELETE', `/api/invoicereports/Toggle`, { token: s.csi })).body.value).toMatchObject({ isDeleted: true, lines: [{ invoiceNumber: 'T/2' }] });
    expect((await s.t.call<InvoiceReport>('DELETE', `/api/invoicereports/Toggle`, { token: s.csi })).body.value).toMatchObject({ isDeleted: false, lines: [{ invoiceNumber: 'T/2' }] });
    expect(await storedReportCount(s, s.csiId, 'Toggle')).toBe(2);
    expect((await s.t.call('DELETE', `/api/invoicereports/Never`, { token: s.csi })).status).toBe(404);
  });

  it('answers 404 for another tenant’s report on every name route, even under a name the caller also uses', async () => {
    await importDrafts(s, s.csiId, 'Only CSI', [draft({ invoiceNumber: 'CSI/1' })]);
    const routes = (name: string): [string, string][] => [
      ['GET', `/api/invoicereports/${segment(name)}`],
      ['GET', `/api/invoicereports/${segment(name)}/contractors`],
      ['GET', `/api/invoicereports/${segment(name)}/amortization`],
      ['GET', `/api/invoices/errors?ReportName=${segment(name)}`],
      ['GET', `/api/reports/${segment(name)}/invoices`],
      ['DELETE', `/api/invoicereports/${segment(name)}`],
    ];
    for (const [method, url] of routes('Only CSI')) {
      const reply = await s.t.call(method as 'GET', url, { token: s.ifrs });
      expect([method, url, reply.status, reply.body.success]).toEqual([method, url, 404, false]);
    }
    // Both have a report named March: each tenant reads only its own lines.
    const own = await s.t.call<InvoiceReport>('GET', `/api/invoicereports/March`, { token: s.ifrs });
    expect(own.body.value?.lines.map((l) => l.invoiceNumber)).toEqual(['OTHER/1']);
    expect((await s.t.call<string[]>('GET', `/api/invoicereports/March/contractors`, { token: s.ifrs })).body.value).toEqual(['Other tenant lessor']);
    // The CSI report is untouched by the other tenant's DELETE.
    expect((await s.t.call('GET', `/api/invoicereports/${segment('Only CSI')}`, { token: s.csi })).status).toBe(200);
    // Without a tenant token: 401.
    expect((await s.t.call('GET', `/api/invoicereports/March`)).status).toBe(401);
  });

  it('refuses an empty or overlong name in a path as a field error, never a 500', async () => {
    const empty = await s.t.call('GET', `/api/reports/%20/invoices`, { token: s.csi });
    expect(empty.status).toBe(404);
    const long = await s.t.call('GET', `/api/invoicereports/${'x'.repeat(201)}`, { token: s.csi });
    expect([long.status, long.body.errors.map((e) => e.propertyName)]).toEqual([200, ['name']]);
    const nul = await s.t.call('GET', `/api/invoicereports/a%00b/contractors`, { token: s.csi });
    expect([nul.status, nul.body.errors.map((e) => e.propertyName)]).toEqual([200, ['reportName']]);
    const bad = await s.t.call('GET', `/api/invoicereports/%E0%A4%A`, { token: s.csi });
    expect(bad.status).toBeLessThan(500);
  });
});
