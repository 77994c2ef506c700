import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettlementsReport } from '@leasedesk/contract';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createAgreement, createContractor } from './report-fixtures.ts';
import { day, tableOf, workbookOf } from '../../support/workbook-reading.ts';

/**
 * The settlements report at its JSON limit, 100 000 schedule rows, and its Excel: the rows are inserted with
 * SQL (generate_series) beside four agreements saved through the API, dated in a decade no agreement of the
 * seed reaches, with amounts that carry every cent pattern (a float running sum of them would drift).
 */
let t: TestApp;
let csi: string;
let contractorId: number;
let agreementIds: number[];
const period = { periodStart: '2040-01-01', periodEnd: '2049-12-31' };
const rowsPerAgreement = 25_000;

async function insertRows(agreementId: number, firstPeriod: number, count: number, offset: number): Promise<void> {
  await t.db.execute(sql`
    insert into lease_amortizations (tenant_id, lease_agreement_id, period_number, payment_date, general_ledger_income_date,
      payment_amount, interest_amount, principal_amount, opening_balance, closing_balance, rent_free_amount, is_billing_month, increase_rate, accounting_standard,
      cumulative_payment)
    select ${t.seed.tenantIds.csi}, ${agreementId}, ${firstPeriod} + g, date '2040-01-01' + ((g + ${offset}) % 3650), date '2040-01-31',
      ((g::bigint * 7919 + ${offset}) % 1000000) / 100.0, ((g::bigint * 104729 + ${offset}) % 100000) / 100.0,
      ((g::bigint * 7919 + ${offset}) % 1000000) / 100.0 - ((g::bigint * 104729 + ${offset}) % 100000) / 100.0,
      0, g / 100.0, 0, true, 0, 0,
      -- The agreement's payments so far (its saved rows, then these in period order).
      coalesce((select cumulative_payment from lease_amortizations where tenant_id = ${t.seed.tenantIds.csi} and lease_agreement_id = ${agreementId}
        order by period_number desc limit 1), 0)
        + sum(((g::bigint * 7919 + ${offset}) % 1000000) / 100.0) over (order by g)
    from generate_series(1, ${count}) g`);
}

async function sqlTotals() {
  const [row] = await rawRows<{ payment: string; interest: string; principal: string; n: number }>(
    t.db,
    sql`select sum(payment_amount)::text as payment, sum(interest_amount)::text as interest, sum(principal_amount)::text as principal, count(*)::int as n
      from lease_amortizations where tenant_id = ${t.seed.tenantIds.csi} and payment_date between ${period.periodStart} and ${period.periodEnd}`,
  );
  return { rows: row?.n, totals: { paymentAmount: Number(row?.payment), interestAmount: Number(row?.interest), principalAmount: Number(row?.principal) } };
}

beforeAll(async () => {
  t = await startTestApp();
  csi = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
  contractorId = (await createContractor(t, csi, 'Hurtowa Flota Sp. z o.o.', 630_000_001)).id;
  agreementIds = [];
  for (const n of [1, 2, 3, 4]) {
    const agreement = await createAgreement(t, csi, { contractorId, contractNumber: `H/${n}`, scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 900, totalEquipmentCost: 10_000 });
    agreementIds.push(agreement.id);
    await insertRows(agreement.id, 1000, rowsPerAgreement, n);
  }
}, 300_000);
afterAll(async () => t.close());

describe('100 000 settlement rows', () => {
  it('the JSON answer holds them all with exact totals, and the Excel streams them back with the same total', async () => {
    const expected = await sqlTotals();
    expect(expected.rows).toBe(100_000);
    let started = performance.now();
    const reply = await t.call<SettlementsReport>('POST', '/api/leaseamortizations/report', { token: csi, body: { contractorIds: [contractorId], ...period } });
    const jsonMs = performance.now() - started;
    expect(reply.body.success, reply.raw.slice(0, 500)).toBe(true);
    const report = reply.body.value as SettlementsReport;
    expect(report.reportDetails).toHaveLength(100_000);
    expect(report.totals).toEqual(expected.totals);
    // The API's order: contract H/1 .. H/4, then the period.
    expect(report.reportDetails[0]).toMatchObject({ contractNumber: 'H/1', periodNumber: 1001 });
    expect(report.reportDetails[99_999]).toMatchObject({ contractNumber: 'H/4', periodNumber: 1000 + rowsPerAgreement });

    started = performance.now();
    const download = await t.app.inject({ method: 'GET', url: `/api/leaseamortizations/reports/${report.reportId}/excel/${report.token}` });
    const excelMs = performance.now() - started;
    expect(download.statusCode).toBe(200);
    started = performance.now();
    const sheet = (await workbookOf(download.rawPayload)).worksheets[0];
    const readMs = performance.now() - started;
    if (!sheet) throw new Error('no sheet');
    const table = tableOf(sheet);
    expect(table.rows).toHaveLength(100_000);
    expect(table.total).toMatchObject({
      Payment: { formula: `SUM(F${table.headerRow + 1}:F${table.headerRow + 100_000})`, result: expected.totals.paymentAmount },
      Interest: { result: expected.totals.interestAmount },
      Principal: { result: expected.totals.principalAmount },
    });
    for (const index of [0, 1, 49_999, 99_999]) {
      const row = report.reportDetails[index];
      if (!row) throw new Error(`no row ${index}`);
      expect(table.rows[index]).toMatchObject({
        'Contract number': row.contractNumber, Period: row.periodNumber, 'Payment date': day(row.paymentDate),
        Payment: row.paymentAmount, Interest: row.interestAmount, Principal: row.principalAmount, 'Closing balance': row.closingBalance,
      });
    }
    console.info(`100 000 settlement rows (${t.databaseKind}): JSON ${Math.round(jsonMs)} ms, Excel ${Math.round(excelMs)} ms (${(download.rawPayload.length / 1e6).toFixed(1)} MB), read back ${Math.round(readMs)} ms`);
  }, 300_000);

  it('one row more is refused as JSON with a clear message (narrow the filter), storing nothing', async () => {
    await insertRows(agreementIds[0] as number, 900_000, 1, 0);
    const [before] = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from saved_reports`);
    const reply = await t.call('POST', '/api/leaseamortizations/report', { token: csi, body: { contractorIds: [contractorId], ...period } });
    expect(reply.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'The report would have more than 100\u00a0000 rows: narrow the filter or the period' }], value: null });
    const polish = await t.call('POST', '/api/leaseamortizations/report?lang=pl', { token: csi, body: { contractorIds: [contractorId], ...period } });
    expect(polish.body.errors[0]?.message).toBe('Raport miałby więcej niż 100\u00a0000 wierszy: zawęź filtr lub okres');
    const [after] = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from saved_reports`);
    expect(after?.n).toBe(before?.n);
  }, 120_000);
});
