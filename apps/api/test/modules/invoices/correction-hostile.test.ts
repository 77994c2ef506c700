import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceLine } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { sql } from 'drizzle-orm';
import { withTenant } from '../../../src/db/scope.ts';
import { selectInvoiceLines } from '../../../src/modules/invoices/invoice-line-rows.ts';
import { completeLine, invoiceOf, lessor, storeReport, type Lessor } from './support-send.ts';

/**
 * Hostile input to the correction and send routes: every field of a row replaced by each hostile value,
 * and hostile whole bodies. Never a 500, always the envelope; an invoice refused stays as stored.
 */
let t: TestApp;
let a: string;
let aId: number;
let line: InvoiceLine;
let north: Lessor;

const hostileValues: unknown[] = [
  null, '', ' ', 'x'.repeat(10_000), '\u0000', '=cmd|calc', '2025-02-30', '9999-99-99', -1, -0.001, 1.005, 1e20, -1e308, 1e308, 5e-324,
  Number.MAX_SAFE_INTEGER * 1000, 2_147_483_648, true, {}, [], [1], { id: 1 },
];

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  a = await t.tenantToken(user, t.seed.tenantIds.csi);
  aId = t.seed.tenantIds.csi;
  north = await lessor(t, a, 'Leasing Północ Sp. z o.o.', 774_100_001, 'H/1');
  await storeReport(t, aId, 'Wrogie', [completeLine(north, 'FV/H/1', 500, 115)]);
  [line] = (await invoiceOf(t, a, 'Wrogie', 'FV/H/1')) as [InvoiceLine];
});
afterAll(async () => t.close());

function expectEnvelope(reply: { status: number; body: { success: boolean } }, what: string) {
  expect([200, 404, 409], what).toContain(reply.status);
  expect(typeof reply.body.success, what).toBe('boolean');
}

describe('PUT /api/invoices with hostile values', () => {
  it('every field of a row, each hostile value: never a 500', async () => {
    for (const [index, field] of Object.keys(line).entries()) {
      // An invoice per field: a value accepted (a new number, no id) changes it, never the next field's.
      const { reportId } = await storeReport(t, aId, `Wrogie ${index}`, [completeLine(north, 'FV/H/2', 500, 115)]);
      for (const value of hostileValues) {
        // The line as stored now, with the current revision: only the hostile value is wrong.
        const [current] = await withTenant(t.db, aId, (tx) => selectInvoiceLines(tx, aId, sql`l.invoice_report_id = ${reportId}`));
        const reply = await t.call('PUT', '/api/invoices', { token: a, body: [{ ...current, [field]: value }] });
        expectEnvelope(reply, `${field} = ${JSON.stringify(value)?.slice(0, 40)}`);
      }
    }
  });

  it('hostile whole bodies: never a 500', async () => {
    const bodies: unknown[] = [[], {}, { details: null }, { details: {} }, [null], [[]], [1], Array.from({ length: 1001 }, () => ({ id: line.id })), { details: [line], rows: [] }];
    for (const body of bodies) expectEnvelope(await t.call('PUT', '/api/invoices', { token: a, body }), JSON.stringify(body).slice(0, 60));
    const raw = await t.app.inject({ method: 'PUT', url: '/api/invoices', headers: { authorization: `Bearer ${a}`, 'content-type': 'application/json' }, payload: '[{"id":' });
    expect(raw.statusCode).toBe(400);
    for (const payload of ['null', '1', '"text"']) {
      const scalar = await t.app.inject({ method: 'PUT', url: '/api/invoices', headers: { authorization: `Bearer ${a}`, 'content-type': 'application/json' }, payload });
      expect([200, 400], payload).toContain(scalar.statusCode);
      expect(scalar.json().success, payload).toBe(false);
    }
  });

  it('an amount past ten trillion names its row and field', async () => {
    const current = (await invoiceOf(t, a, 'Wrogie', 'FV/H/1'))[0] as InvoiceLine;
    const reply = await t.call('PUT', '/api/invoices', { token: a, body: [{ ...current, positionNetAmountPln: 1e20 }] });
    expect(reply.body.errors.map((e) => e.propertyName)).toEqual(['row 1: positionNetAmountPln']);
  });
});

describe('POST /api/extensivereport/send with hostile values', () => {
  it('hostile ids and bodies: never a 500', async () => {
    for (const value of hostileValues) {
      expectEnvelope(await t.call('POST', '/api/extensivereport/send', { token: a, body: { extensiveReportDtos: [{ id: value }] } }), `id ${JSON.stringify(value)?.slice(0, 40)}`);
      expectEnvelope(await t.call('POST', '/api/extensivereport/send', { token: a, body: { extensiveReportDtos: [{ ...line, vatRate: value }] } }), `vatRate ${JSON.stringify(value)?.slice(0, 40)}`);
      expectEnvelope(await t.call('POST', '/api/extensivereport/send', { token: a, body: { extensiveReportDtos: value } }), `list ${JSON.stringify(value)?.slice(0, 40)}`);
    }
  });

  it('hostile download paths: 404 (a malformed id: a field error), never a 500', async () => {
    for (const path of ['/api/reports/0/excel/x/enovareports', '/api/reports/-1/excel/x/enovareports', '/api/reports/abc/excel/x/enovareports', `/api/reports/1/excel/${'a'.repeat(999)}/enovareports`, '/api/reports/99999999999999999999/excel/x/enovareports?lang=xx']) {
      const reply = await t.app.inject({ method: 'GET', url: path });
      expect([200, 404], path).toContain(reply.statusCode);
      expect(reply.json().success, path).toBe(false);
    }
  });
});
