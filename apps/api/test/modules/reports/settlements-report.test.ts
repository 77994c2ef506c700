import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseAmortizationRow, SettlementsReport } from '@leasedesk/contract';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { claimsOf, startTestApp, type TestApp } from '../../support/test-app.ts';
import { filterFixtures } from './report-fixtures.ts';

let t: TestApp;
let csi: string;
let f: Awaited<ReturnType<typeof filterFixtures>>;

beforeAll(async () => {
  t = await startTestApp();
  csi = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
  f = await filterFixtures(t, csi);
});
afterAll(async () => t.close());

const url = '/api/leaseamortizations/report';
const run = async (body: unknown) => {
  const reply = await t.call<SettlementsReport>('POST', url, { token: csi, body });
  expect(reply.body.success, reply.raw).toBe(true);
  return reply.body.value as SettlementsReport;
};
const scheduleOf = async (id: number) => (await t.call<LeaseAmortizationRow[]>('GET', `/api/leaseagreements/${id}/leaseamortizations`, { token: csi })).body.value as LeaseAmortizationRow[];

/** PostgreSQL's own numeric sums of the same rows: the independent figure the totals must equal to the cent. */
async function sqlTotals(agreementIds: number[], start: string, end: string) {
  const [row] = await rawRows<{ payment: string; interest: string; principal: string }>(
    t.db,
    sql`select coalesce(sum(payment_amount), 0)::text as payment, coalesce(sum(interest_amount), 0)::text as interest, coalesce(sum(principal_amount), 0)::text as principal
      from lease_amortizations where lease_agreement_id in (${sql.join(agreementIds.map((id) => sql`${id}`), sql`, `)}) and payment_date between ${start} and ${end}`,
  );
  return { paymentAmount: Number(row?.payment), interestAmount: Number(row?.interest), principalAmount: Number(row?.principal) };
}

describe('POST /api/leaseamortizations/report', () => {
  it('answers the schedule rows whose payment date falls in the period, both bounds included', async () => {
    // a1 pays monthly in advance on the 1st from 2025-01-01: the period's first and last days are payment days.
    const report = await run({ contractorIds: [f.contractors.zuraw.id], contractNumbers: ['R/1'], scheduleNumbers: ['1'], periodStart: '2025-03-01', periodEnd: '2025-05-01' });
    expect(report.reportDetails.map((row) => [row.periodNumber, row.paymentDate])).toEqual([
      [3, '2025-03-01'],
      [4, '2025-04-01'],
      [5, '2025-05-01'],
    ]);
    const schedule = await scheduleOf(f.a1.id);
    for (const row of report.reportDetails) {
      const stored = schedule.find((s) => s.periodNumber === row.periodNumber) as LeaseAmortizationRow;
      expect(row).toEqual({
        leaseAgreementId: f.a1.id,
        contractorName: 'Żuraw Raporty Sp. z o.o.',
        contractNumber: 'R/1',
        scheduleNumber: '1',
        periodNumber: stored.periodNumber,
        paymentDate: stored.paymentDate,
        paymentAmount: stored.paymentAmount,
        interestAmount: stored.interestAmount,
        principalAmount: stored.principalAmount,
        closingBalance: stored.closingBalance,
      });
    }
    // One day less at either end drops that end's row.
    const inside = await run({ contractorIds: [f.contractors.zuraw.id], contractNumbers: ['R/1'], scheduleNumbers: ['1'], periodStart: '2025-03-02', periodEnd: '2025-04-30' });
    expect(inside.reportDetails.map((row) => row.periodNumber)).toEqual([4]);
    // A period of one day.
    const oneDay = await run({ contractNumbers: ['R/1'], scheduleNumbers: ['1'], periodStart: '2025-12-01', periodEnd: '2025-12-01' });
    expect(oneDay.reportDetails.map((row) => [row.leaseAgreementId, row.periodNumber])).toEqual([[f.a1.id, 12]]);
  });

  it('totals a full year exactly: payments 10 800.00 = principal 10 000.00 (the amount financed) + interest 800.00', async () => {
    const report = await run({ contractNumbers: ['R/1'], scheduleNumbers: ['1'], periodStart: '2025-01-01', periodEnd: '2025-12-31' });
    expect(report.reportDetails).toHaveLength(12);
    expect(report.totals).toEqual({ paymentAmount: 10_800, interestAmount: 800, principalAmount: 10_000 });
  });

  it('totals equal PostgreSQL’s numeric sums of the same rows, over several agreements and a period cutting through them', async () => {
    const body = { contractorIds: [f.contractors.zuraw.id, f.contractors.los.id], periodStart: '2025-02-15', periodEnd: '2026-08-14' };
    const report = await run(body);
    expect(new Set(report.reportDetails.map((row) => row.leaseAgreementId))).toEqual(new Set([f.a1.id, f.a2.id, f.a3.id, f.a5.id]));
    expect(report.totals).toEqual(await sqlTotals([f.a1.id, f.a2.id, f.a3.id, f.a5.id], body.periodStart, body.periodEnd));
    // Ordered by contractor (Ł before Ż), contract, schedule, then period.
    const keys = report.reportDetails.map((row) => `${row.contractorName === 'Łoś Raporty S.A.' ? 0 : 1}|${row.contractNumber}|${row.scheduleNumber}|${String(row.periodNumber).padStart(3, '0')}`);
    expect(keys).toEqual([...keys].sort());
    expect(report.reportDetails[0]?.contractorName).toBe('Łoś Raporty S.A.');
  });

  it('selects agreements with the lease report’s filter (here: in arrears), and a period with no payments gives no rows and zero totals', async () => {
    const arrears = await run({ paymentDue: 1, contractorIds: [f.contractors.los.id, f.contractors.zuraw.id], periodStart: '2025-01-01', periodEnd: '2027-12-31' });
    expect(new Set(arrears.reportDetails.map((row) => row.leaseAgreementId))).toEqual(new Set([f.a2.id]));
    // Quarterly in arrears from 2025-06-01 for 24 months: 8 payments of 2 700.00.
    expect(arrears.reportDetails.filter((row) => row.paymentAmount > 0)).toHaveLength(8);
    expect(arrears.totals.paymentAmount).toBe(21_600);
    const empty = await run({ contractorIds: [f.contractors.zuraw.id], periodStart: '2030-01-01', periodEnd: '2030-12-31' });
    expect(empty.reportDetails).toEqual([]);
    expect(empty.totals).toEqual({ paymentAmount: 0, interestAmount: 0, principalAmount: 0 });
  });

  it('stores the run with its period, and answers a settlements download token', async () => {
    const report = await run({ isFactoring: true, periodStart: '2025-01-01', periodEnd: '2025-03-31' });
    const [stored] = await rawRows<{ kind: string; filter: unknown }>(t.db, sql`select kind, filter from saved_reports where id = ${report.reportId}`);
    expect(stored).toEqual({ kind: 'settlementsReport', filter: { isFactoring: true, periodStart: '2025-01-01', periodEnd: '2025-03-31' } });
    expect(claimsOf(report.token)).toMatchObject({ kind: 'settlementsReport', rid: report.reportId });
  });
});

describe('refusals', () => {
  const reversed = { periodStart: '2025-03-01', periodEnd: '2025-02-28' };

  it('a period ending before it starts is a field error on periodEnd, in English by default', async () => {
    const english = await t.call('POST', url, { token: csi, body: reversed });
    expect(english.status).toBe(200);
    expect(english.body).toEqual({ success: false, errors: [{ propertyName: 'periodEnd', message: 'The period cannot end before it starts (01/03/2025)' }], value: null });
  });

  it('in Polish with ?lang=pl or Accept-Language: pl', async () => {
    const polish = { success: false, errors: [{ propertyName: 'periodEnd', message: 'Okres nie może kończyć się przed swoim początkiem (01.03.2025)' }], value: null };
    expect((await t.call('POST', `${url}?lang=pl`, { token: csi, body: reversed })).body).toEqual(polish);
    expect((await t.call('POST', url, { token: csi, body: reversed, headers: { 'accept-language': 'pl-PL,pl;q=0.9,en;q=0.5' } })).body).toEqual(polish);
  });

  it('rejects unknown fields, a missing period and dates that do not exist, storing nothing', async () => {
    const [before] = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from saved_reports`);
    const unknown = await t.call('POST', url, { token: csi, body: { periodStart: '2025-01-01', periodEnd: '2025-12-31', reportingPeriodStartingDate: '2025-01-01' } });
    expect(unknown.body).toMatchObject({ success: false, errors: [{ propertyName: 'reportingPeriodStartingDate' }] });
    const missing = await t.call('POST', url, { token: csi, body: { contractorIds: [] } });
    expect(missing.body.success).toBe(false);
    expect(missing.body.errors.map((e) => e.propertyName).sort()).toEqual(['periodEnd', 'periodStart']);
    const impossible = await t.call('POST', url, { token: csi, body: { periodStart: '2025-02-30', periodEnd: '2025-12-31' } });
    expect(impossible.body).toMatchObject({ success: false, errors: [{ propertyName: 'periodStart' }] });
    const [after] = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from saved_reports`);
    expect(after?.n).toBe(before?.n);
  });
});
