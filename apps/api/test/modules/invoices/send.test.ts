import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@leasedesk/contract';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { invoiceExports, invoiceReports } from '../../../src/db/schema.ts';
import { withTenant } from '../../../src/db/scope.ts';
import { readDownloadToken } from '../../../src/lib/auth/download-tokens.ts';
import { selectInvoiceLines } from '../../../src/modules/invoices/invoice-line-rows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { completeLine, lessor, storedLine, storeReport, type Lessor } from './support-send.ts';

/**
 * POST /api/extensivereport/send (SPEC §4, §5; DOMAIN §11): whole invoices, complete lines, none sent twice,
 * all errors at once and nothing sent then; one winner of a race. Tenant A is the CSI demo tenant, B the IFRS16 one.
 */
let t: TestApp;
let a: string;
let b: string;
let aId: number;
let bId: number;
let north: Lessor;

const en = formatMessage.bind(null, 'en');
type SendResult = { id: number; token: string };
const send = (token: string, ids: number[], headers: Record<string, string> = {}) =>
  t.call<SendResult>('POST', '/api/extensivereport/send', { token, body: { extensiveReportDtos: ids.map((id) => ({ id })) }, headers });
const exportOf = async (tenantId: number, lineId: number) => (await storedLine(t, tenantId, lineId))?.invoiceExportId ?? null;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  a = await t.tenantToken(user, t.seed.tenantIds.csi);
  b = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  aId = t.seed.tenantIds.csi;
  bId = t.seed.tenantIds.ifrs16;
  north = await lessor(t, a, 'Leasing Północ Sp. z o.o.', 772_100_001, 'W/1');
});
afterAll(async () => t.close());

describe('a send that goes', () => {
  it('creates one export, points the lines at it and answers its id and a download token for it', async () => {
    const { lineIds } = await storeReport(t, aId, 'Wysyłka', [completeLine(north, 'FV/1', 500, 115), completeLine(north, 'FV/1', 100, 23), completeLine(north, 'FV/2', 10, 2.3)]);
    const reply = await send(a, [lineIds[2] ?? 0, lineIds[0] ?? 0, lineIds[1] ?? 0, lineIds[0] ?? 0]);
    expect(reply.body.errors).toEqual([]);
    const { id, token } = reply.body.value as SendResult;
    for (const lineId of lineIds) expect(await exportOf(aId, lineId)).toBe(id);
    const [stored] = await withTenant(t.db, aId, (tx) => tx.select().from(invoiceExports).where(eq(invoiceExports.id, id)));
    expect(stored).toMatchObject({ tenantId: aId, createdBy: t.seed.userId });
    expect(await readDownloadToken(t.app.context.tokenKey, token, t.clock())).toMatchObject({ kind: 'invoiceExport', resourceId: id, tenantId: aId, userId: t.seed.userId });
  });
});

describe('a send that does not go: nothing is sent', () => {
  it('part of an invoice chosen: Select all positions within invoice {number}, in the caller’s language', async () => {
    const { lineIds } = await storeReport(t, aId, 'Częściowa', [completeLine(north, 'FV/C/1', 500, 115), completeLine(north, 'FV/C/1', 100, 23), completeLine(north, 'FV/C/2', 1, 0.23)]);
    const reply = await send(a, [lineIds[0] ?? 0, lineIds[2] ?? 0]);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ success: false, errors: [{ propertyName: 'extensiveReportDtos', message: 'Select all positions within invoice FV/C/1' }], value: null });
    const polish = await send(a, [lineIds[0] ?? 0], { 'accept-language': 'pl' });
    expect(polish.body.errors).toEqual([{ propertyName: 'extensiveReportDtos', message: 'Zaznacz wszystkie pozycje faktury FV/C/1' }]);
    // The complete, whole invoice FV/C/2 of the same request was not sent either.
    for (const lineId of lineIds) expect(await exportOf(aId, lineId)).toBeNull();
  });

  it('an incomplete line: the invoice is incomplete', async () => {
    const { lineIds } = await storeReport(t, aId, 'Niekompletna', [completeLine(north, 'FV/N/1', 500, 115), completeLine(north, 'FV/N/1', 100, 23, { agreementNumber: 'NIEZNANA' })]);
    const reply = await send(a, lineIds);
    expect(reply.body.errors).toEqual([{ propertyName: 'extensiveReportDtos', message: en('invoices.send.incomplete', { number: 'FV/N/1' }) }]);
    expect(await exportOf(aId, lineIds[0] ?? 0)).toBeNull();
  });

  it('an invoice sent already cannot be sent again', async () => {
    const { lineIds } = await storeReport(t, aId, 'Dwa razy', [completeLine(north, 'FV/D/1', 500, 115)]);
    const first = await send(a, lineIds);
    expect(first.body.success).toBe(true);
    const again = await send(a, lineIds);
    expect(again.body.errors).toEqual([{ propertyName: 'extensiveReportDtos', message: en('invoices.send.alreadySent', { number: 'FV/D/1' }) }]);
    expect(await exportOf(aId, lineIds[0] ?? 0)).toBe(first.body.value?.id);
  });

  it('every error at once: an unknown line by its place, a partial and an incomplete invoice', async () => {
    const { lineIds } = await storeReport(t, aId, 'Wszystkie błędy', [
      completeLine(north, 'FV/E/1', 500, 115), completeLine(north, 'FV/E/1', 100, 23), completeLine(north, 'FV/E/2', 1, 0.23, { periodInvoiced: '2031-01-01' }),
    ]);
    const reply = await send(a, [2_000_000_000, lineIds[0] ?? 0, lineIds[2] ?? 0]);
    expect(reply.body.errors).toEqual([
      { propertyName: 'extensiveReportDtos[0].id', message: en('invoices.send.unknownLine', { id: '2000000000' }) },
      { propertyName: 'extensiveReportDtos', message: en('invoices.send.partial', { number: 'FV/E/1' }) },
      { propertyName: 'extensiveReportDtos', message: en('invoices.send.incomplete', { number: 'FV/E/2' }) },
    ]);
    for (const lineId of lineIds) expect(await exportOf(aId, lineId)).toBeNull();
  });

  it('lines of a deleted report are no lines to send', async () => {
    const { reportId, lineIds } = await storeReport(t, aId, 'Usunięty', [completeLine(north, 'FV/U/1', 500, 115)]);
    await withTenant(t.db, aId, (tx) => tx.update(invoiceReports).set({ isDeleted: true }).where(and(eq(invoiceReports.tenantId, aId), eq(invoiceReports.id, reportId))));
    const reply = await send(a, lineIds);
    expect(reply.body.errors).toEqual([{ propertyName: 'extensiveReportDtos[0].id', message: en('invoices.send.unknownLine', { id: String(lineIds[0]) }) }]);
  });

  it('a body without lines or with a bad id is a field error', async () => {
    expect((await t.call('POST', '/api/extensivereport/send', { token: a, body: { extensiveReportDtos: [] } })).body.errors.map((e) => e.propertyName)).toEqual(['extensiveReportDtos']);
    expect((await send(a, [0])).body.errors.map((e) => e.propertyName)).toEqual(['extensiveReportDtos[0].id']);
    expect((await t.call('POST', '/api/extensivereport/send', { token: a, body: { extensiveReportDtos: [{ id: 1, tenantId: 2 }] } })).body.errors.map((e) => e.propertyName)).toEqual(['extensiveReportDtos[0].tenantId']);
  });
});

describe('a large send', () => {
  it('3 000 lines as the merge table sends them (whole rows, over 1 MB of JSON) go in one export', async () => {
    const { reportId, lineIds } = await storeReport(t, aId, 'Duża wysyłka', Array.from({ length: 3000 }, (_, i) => completeLine(north, `FV/L/${Math.floor(i / 3)}`, 100 + i, 23)));
    const rows = await withTenant(t.db, aId, (tx) => selectInvoiceLines(tx, aId, sql`l.invoice_report_id = ${reportId}`));
    const body = { extensiveReportDtos: rows };
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    const reply = await t.call<SendResult>('POST', '/api/extensivereport/send', { token: a, body });
    expect(reply.body.errors).toEqual([]);
    expect(await exportOf(aId, lineIds[2999] ?? 0)).toBe(reply.body.value?.id);
  });
});

describe('racing sends', () => {
  it('two sends of one invoice at once: exactly one wins, the other sees it sent', async () => {
    for (let round = 0; round < 5; round++) {
      const { lineIds } = await storeReport(t, aId, `Wyścig ${round}`, [completeLine(north, `FV/R/${round}`, 500, 115), completeLine(north, `FV/R/${round}`, 100, 23)]);
      const replies = await Promise.all([send(a, lineIds), send(a, [...lineIds].reverse())]);
      const winners = replies.filter((r) => r.body.success);
      expect(winners).toHaveLength(1);
      const loser = replies.find((r) => !r.body.success);
      expect(loser?.body.errors).toEqual([{ propertyName: 'extensiveReportDtos', message: en('invoices.send.alreadySent', { number: `FV/R/${round}` }) }]);
      const exports = await withTenant(t.db, aId, (tx) =>
        rawRows<{ exportId: number }>(tx, sql`select distinct invoice_export_id as "exportId" from invoice_lines where tenant_id = ${aId} and id = any(${`{${lineIds.join(',')}}`}::int[])`),
      );
      expect(exports).toEqual([{ exportId: winners[0]?.body.value?.id }]);
    }
  });
});

describe('across tenants', () => {
  it('tenant B cannot send A’s lines, even from a report of the same name', async () => {
    const { lineIds } = await storeReport(t, aId, 'Wspólna', [completeLine(north, 'FV/T/1', 500, 115)]);
    await storeReport(t, bId, 'Wspólna', [{ invoiceNumber: 'FV/T/1', contractorName: 'Inny', positionNetAmountPln: '1.00' }]);
    const reply = await send(b, lineIds);
    expect(reply.body.errors).toEqual([{ propertyName: 'extensiveReportDtos[0].id', message: en('invoices.send.unknownLine', { id: String(lineIds[0]) }) }]);
    expect(await exportOf(aId, lineIds[0] ?? 0)).toBeNull();
    // A can still send them.
    expect((await send(a, lineIds)).body.success).toBe(true);
  });
});
