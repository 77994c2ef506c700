import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BorrowingRateResult, LeaseAgreementInput } from '@leasedesk/contract';
import { leaseAgreements, savedReports } from '../../../src/db/schema.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { exampleB, exampleC } from './support.ts';

/**
 * POST /api/leaseagreement/borrowingrate (DOMAIN §9): the rate at which the payments' present value is
 * totalEquipmentCost. DOMAIN §12 B and C with their own L0 as the fair value give back their own rates; no rate is
 * a field error on the field at fault; nothing is stored. The body is the agreement input with contractor and
 * numbers optional.
 */
let t: TestApp;
let ifrs: string;
let csi: string;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  csi = await t.tenantToken(user, t.seed.tenantIds.csi);
});
afterAll(async () => t.close());

/** Amounts group thousands with a no-break space, as percents are written (DESIGN §5): `~` stands for it here. */
const nbsp = (text: string) => text.replace(/~/g, '\u00a0');
const ENGLISH_BELOW = nbsp("The payments total 607~096,32, less than the asset's fair value (700~000,00): no interest rate of 0~% or more exists. Raise the payments or lower the amount financed.");
const POLISH_BELOW = nbsp('Płatności wynoszą łącznie 607~096,32, mniej niż wartość godziwa przedmiotu (700~000,00): nie istnieje stopa procentowa równa 0~% lub wyższa. Zwiększ płatności albo zmniejsz finansowaną kwotę.');

/** The agreement as the form has it before a contractor or numbers are chosen. */
function typed(input: LeaseAgreementInput, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const { contractorId: _contractorId, contractNumber: _contractNumber, scheduleNumber: _scheduleNumber, ...rest } = input;
  return { ...rest, ...changes };
}
const calculate = (body: unknown, headers: Record<string, string> = {}, token = ifrs) => t.call<BorrowingRateResult>('POST', '/api/leaseagreement/borrowingrate', { token, body, headers });

describe('a rate that exists', () => {
  it('B (nominal, monthly) with fair value = its L0 517 595.22 gives 6 % a year, 0.5 % a month', async () => {
    const reply = await calculate(typed(exampleB(0), { totalEquipmentCost: 517_595.22 }));
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    expect(reply.body.errors).toEqual([]);
    const rate = reply.body.value as BorrowingRateResult;
    expect(Object.keys(rate).sort()).toEqual(['borrowingRate', 'monthlyRate']);
    expect(Math.abs(rate.borrowingRate - 0.06)).toBeLessThan(1e-6);
    expect(Math.abs(rate.monthlyRate - 0.005)).toBeLessThan(1e-7);
  });

  it('C (effective, yearly in advance) with fair value = its L0 405 391.08 gives 5 % effective', async () => {
    const reply = await calculate(typed(exampleC(0), { totalEquipmentCost: 405_391.08 }));
    const rate = reply.body.value as BorrowingRateResult;
    expect(Math.abs(rate.borrowingRate - 0.05)).toBeLessThan(1e-6);
    // Effective: j = 1.05^(1/12) − 1.
    expect(Math.abs(rate.monthlyRate - (1.05 ** (1 / 12) - 1))).toBeLessThan(1e-8);
  });

  it('contractor and numbers may be given too, and the rate typed in the form does not matter', async () => {
    const reply = await calculate({ ...exampleB(123_456), totalEquipmentCost: 517_595.22, incrementalBorrowingRate: 0.11, shouldRateBeCalculated: true });
    expect(Math.abs((reply.body.value as BorrowingRateResult).borrowingRate - 0.06)).toBeLessThan(1e-6);
  });

  it('stores nothing', async () => {
    const agreementsBefore = (await t.db.select({ n: count() }).from(leaseAgreements))[0]?.n;
    const runsBefore = (await t.db.select({ n: count() }).from(savedReports))[0]?.n;
    await calculate({ ...exampleB(0), contractNumber: 'NEVER-STORED', totalEquipmentCost: 517_595.22 });
    expect((await t.db.select({ n: count() }).from(leaseAgreements))[0]?.n).toBe(agreementsBefore);
    expect((await t.db.select({ n: count() }).from(savedReports))[0]?.n).toBe(runsBefore);
    expect(await t.db.select().from(leaseAgreements).where(eq(leaseAgreements.contractNumber, 'NEVER-STORED'))).toEqual([]);
  });
});

describe('no rate', () => {
  it('a fair value of 0 is a field error on totalEquipmentCost, in English and Polish', async () => {
    const english = await calculate(typed(exampleB(0), { totalEquipmentCost: 0 }));
    expect(english.body).toEqual({
      success: false,
      errors: [{ propertyName: 'totalEquipmentCost', message: "To calculate the rate implicit in the lease, enter the asset's fair value as the total equipment cost (it must be above 0)." }],
      value: null,
    });
    const polish = await calculate(typed(exampleB(0), { totalEquipmentCost: 0 }), { 'accept-language': 'pl' });
    expect(polish.body.errors).toEqual([
      { propertyName: 'totalEquipmentCost', message: 'Aby obliczyć stopę procentową leasingu, wpisz wartość godziwą przedmiotu jako całkowity koszt przedmiotu (musi być większa od 0).' },
    ]);
  });

  it('a fair value above the sum of the payments (607 096.32 for B) is lease-math’s error on rentPaymentAmount', async () => {
    const english = await calculate(typed(exampleB(0), { totalEquipmentCost: 700_000 }));
    expect(english.body.success).toBe(false);
    expect(english.body.errors).toEqual([{ propertyName: 'rentPaymentAmount', message: ENGLISH_BELOW }]);
    const polish = await calculate(typed(exampleB(0), { totalEquipmentCost: 700_000 }), { 'accept-language': 'pl' });
    expect(polish.body.errors).toEqual([{ propertyName: 'rentPaymentAmount', message: POLISH_BELOW }]);
  });
});

describe('refusals before any calculation', () => {
  it('shape errors and lease-math’s input rules come all at once', async () => {
    const reply = await calculate(typed(exampleB(0), { termInMonths: 'sixty', paymentInterval: 7, residualValue: -1, contractorId: 'x', unknownField: 1 }));
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors.map((error) => error.propertyName).sort()).toEqual(['contractorId', 'paymentInterval', 'residualValue', 'termInMonths', 'unknownField']);
  });

  it('a standard other than the tenant’s is refused on accountingStandard, as the preview refuses it', async () => {
    const body = typed(exampleB(0), { totalEquipmentCost: 517_595.22, accountingStandard: 0 });
    const reply = await calculate(body);
    const preview = await t.call('POST', '/api/leaseagreement/preview', { token: ifrs, body });
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors).toEqual(preview.body.errors);
    expect(reply.body.errors.map((error) => error.propertyName)).toEqual(['accountingStandard']);
    const underCsi = await calculate(typed(exampleB(0), { totalEquipmentCost: 517_595.22 }), {}, csi);
    expect(underCsi.body.errors.map((error) => error.propertyName)).toEqual(['accountingStandard']);
  });

  it('needs a tenant token', async () => {
    expect((await calculate(typed(exampleB(0)), {}, '')).status).toBe(401);
    expect((await calculate(typed(exampleB(0)), {}, await t.loginUser())).status).toBe(403);
  });
});
