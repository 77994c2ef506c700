import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementFigures, ContractorDto, LeaseAgreementDto, LeaseAmortizationRow, PaymentFigures } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { exampleA, exampleB } from '../lease-agreements/support.ts';

/**
 * The home page's figures at the app clock's today, checked by hand against DOMAIN §12's examples A (CSI)
 * and B (IFRS16), each alone in a tenant of its own, and against the schedules for the demo tenants.
 */
let t: TestApp;
/** Tenant ids: each test signs in at the clock's time, since tokens expire on the app clock. */
let csi: number;
let ifrs: number;
let empty: number;
let demoCsi: number;
let demoIfrs: number;

/** Moves the app clock to noon (Warsaw) of `date`. */
const setToday = (date: string) => t.clock.advance(Date.parse(`${date}T10:00:00Z`) - t.clock().getTime());
const tokenOf = async (tenantId: number) => t.tenantToken(await t.loginUser(), tenantId);
const figures = async (tenantId: number) => {
  const reply = await t.call<AgreementFigures>('GET', '/api/home/figures/agreements', { token: await tokenOf(tenantId) });
  expect(reply.status).toBe(200);
  return reply.body.value as AgreementFigures;
};
const payments = async (tenantId: number) => {
  const reply = await t.call<PaymentFigures>('GET', '/api/home/figures/payments', { token: await tokenOf(tenantId) });
  expect(reply.status).toBe(200);
  return reply.body.value as PaymentFigures;
};

async function tenantWith(admin: string, name: string, accountingStandard: number): Promise<number> {
  const tenant = (await t.call<{ id: number }>('POST', '/api/tenant', { token: admin, body: { name, accountingStandard } })).body.value;
  if (!tenant) throw new Error(`tenant ${name} not created`);
  await t.call('POST', `/api/users/${t.seed.userId}/tenants`, { token: admin, body: { tenantIds: [tenant.id] } });
  return tenant.id;
}

async function save(token: string, body: object): Promise<LeaseAgreementDto> {
  const reply = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token, body });
  if (!reply.body.success || !reply.body.value) throw new Error(`not saved: ${reply.raw}`);
  return reply.body.value;
}

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.loginAdministrator();
  csi = await tenantWith(admin, 'Figures CSI', 0);
  ifrs = await tenantWith(admin, 'Figures IFRS16', 1);
  empty = await tenantWith(admin, 'Figures Empty', 0);
  demoCsi = t.seed.tenantIds.csi;
  demoIfrs = t.seed.tenantIds.ifrs16;
  const [csiToken, ifrsToken] = [await tokenOf(csi), await tokenOf(ifrs)];
  const contractorOf = async (token: string, taxId: number) =>
    (await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name: 'Figures Sp. z o.o.', taxId: validTaxId(taxId) } })).body.value as ContractorDto;
  const csiContractor = await contractorOf(csiToken, 530_000_001);
  const ifrsContractor = await contractorOf(ifrsToken, 530_000_002);
  await save(csiToken, exampleA(csiContractor.id));
  await save(ifrsToken, { ...exampleB(ifrsContractor.id), accountingStandard: 1 });
  // Not started until 2030: counted as live, worth nothing yet.
  await save(csiToken, { ...exampleA(csiContractor.id), contractNumber: 'A/2030/1', startingDate: '2030-01-01' });
  // Deleted: in no figure.
  const deleted = await save(csiToken, { ...exampleA(csiContractor.id), contractNumber: 'A/DELETED/1' });
  await t.call('DELETE', `/api/leaseagreements/${deleted.id}`, { token: csiToken });
});
afterAll(async () => t.close());

describe('GET /api/home/figures/agreements', () => {
  it('CSI (example A): the net investment outstanding at today, from N less what is paid plus the interest booked', async () => {
    setToday('2025-02-28');
    expect(await figures(csi)).toEqual({ asOf: '2025-02-28', liveAgreements: 2, liability: 0, netInvestment: 0 });
    setToday('2025-03-01'); // row 1 paid in advance today, its interest booked at the month's end
    expect(await figures(csi)).toEqual({ asOf: '2025-03-01', liveAgreements: 2, liability: 0, netInvestment: 91_500 });
    setToday('2025-03-31'); // closing of row 1
    expect((await figures(csi)).netInvestment).toBe(92_400.72);
    setToday('2026-03-31'); // closing of row 13
    expect((await figures(csi)).netInvestment).toBe(63_801.46);
    setToday('2028-03-31'); // after the last row: nothing outstanding
    expect((await figures(csi)).netInvestment).toBe(0);
  });

  it('IFRS16 (example B): DOMAIN §13’s liability(today)', async () => {
    setToday('2024-12-31');
    expect(await figures(ifrs)).toEqual({ asOf: '2024-12-31', liveAgreements: 1, liability: 0, netInvestment: 0 });
    setToday('2025-01-01');
    expect((await figures(ifrs)).liability).toBe(517_595.22);
    setToday('2025-01-31'); // closing of row 1
    expect((await figures(ifrs)).liability).toBe(520_183.2);
    setToday('2029-12-31');
    expect((await figures(ifrs)).liability).toBe(0);
  });

  it('today is the Polish calendar date: 23:30 UTC on 31 January is already 1 February in Warsaw', async () => {
    t.clock.advance(Date.parse('2025-01-31T23:30:00Z') - t.clock().getTime());
    expect((await figures(ifrs)).asOf).toBe('2025-02-01');
  });

  it('matches the schedules summed row by row for the demo tenants, and never counts another tenant’s agreements', async () => {
    for (const [tenantId, date] of [
      [demoCsi, '2025-11-15'],
      [demoIfrs, '2025-11-15'],
      [demoIfrs, '2026-06-30'],
    ] as const) {
      setToday(date);
      const token = await tokenOf(tenantId);
      const list = (await t.call<{ items: { id: number; accountingStandard: number; startingDate: string }[] }>('GET', '/api/leaseagreements/1/100/contractors/all', { token })).body.value?.items ?? [];
      let liability = 0;
      let netInvestment = 0;
      for (const agreement of list) {
        if (agreement.startingDate > date) continue;
        const record = (await t.call<LeaseAgreementDto>('GET', `/api/leaseagreements/${agreement.id}`, { token })).body.value as LeaseAgreementDto;
        const rows = (await t.call<LeaseAmortizationRow[]>('GET', `/api/leaseagreements/${agreement.id}/leaseamortizations`, { token })).body.value ?? [];
        const cents = (value: number) => Math.round(value * 100);
        let balance = cents(record.leaseCalculation?.totalPresentValueOfLeasePayments ?? 0);
        for (const row of rows) {
          if (row.generalLedgerIncomeDate <= date) balance += cents(row.interestAmount);
          if (row.paymentDate <= date) balance -= cents(row.paymentAmount);
        }
        if (agreement.accountingStandard === 1) liability += balance;
        else netInvestment += balance;
      }
      expect(await figures(tenantId), `${date}`).toEqual({ asOf: date, liveAgreements: list.length, liability: liability / 100, netInvestment: netInvestment / 100 });
    }
    setToday('2025-06-15');
    expect(await figures(empty)).toEqual({ asOf: '2025-06-15', liveAgreements: 0, liability: 0, netInvestment: 0 });
  });
});

describe('GET /api/home/figures/payments', () => {
  it('sums the payments after today and up to today + 30 days', async () => {
    setToday('2025-02-28'); // (28 Feb, 30 Mar]: row 1 of A on 1 March
    expect(await payments(csi)).toEqual({ asOf: '2025-02-28', until: '2025-03-30', paymentsDue: 9_500, payments: 1 });
    setToday('2025-03-01'); // today's payment is no longer due; row 2 carries none
    expect(await payments(csi)).toEqual({ asOf: '2025-03-01', until: '2025-03-31', paymentsDue: 0, payments: 0 });
    setToday('2025-01-30'); // B is rent-free until March
    expect(await payments(ifrs)).toMatchObject({ paymentsDue: 0, payments: 0 });
    setToday('2025-03-31'); // (31 Mar, 30 Apr]: row 4 of B paid on 30 April
    expect(await payments(ifrs)).toEqual({ asOf: '2025-03-31', until: '2025-04-30', paymentsDue: 10_000, payments: 1 });
    setToday('2025-04-01');
    expect(await payments(ifrs)).toMatchObject({ until: '2025-05-01', paymentsDue: 10_000, payments: 1 });
    expect(await payments(empty)).toMatchObject({ paymentsDue: 0, payments: 0 });
  });

  it('answers 401 without a token and 403 to a token without a tenant', async () => {
    expect((await t.call('GET', '/api/home/figures/payments')).status).toBe(401);
    expect((await t.call('GET', '/api/home/figures/agreements', { token: await t.loginUser() })).status).toBe(403);
  });
});
