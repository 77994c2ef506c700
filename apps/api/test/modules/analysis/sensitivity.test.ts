import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaseAgreementDto, SensitivityResult } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { createAgreement, createContractor, deleteAgreement, exampleA, exampleB, exampleC, figures, noBreak, underStandard } from './support.ts';

/**
 * POST /api/sensitivityanalisys (DOMAIN §8): DOMAIN §12 B and C at two auditor's rates each, against
 * figures worked out independently of lease-math (support.ts), every field of the answer; CSI (§12 A); errors in
 * the caller's language; another tenant's or a deleted agreement is the agreement's 404.
 */
let t: TestApp;
let ifrs: string;
let csi: string;
let b: LeaseAgreementDto;
let c: LeaseAgreementDto;
let a: LeaseAgreementDto;
let deleted: LeaseAgreementDto;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  csi = await t.tenantToken(user, t.seed.tenantIds.csi);
  const contractor = await createContractor(t, ifrs, 'Czuły Analityk Sp. z o.o.', 630_000_001);
  b = await createAgreement(t, ifrs, exampleB(contractor.id));
  c = await createAgreement(t, ifrs, exampleC(contractor.id));
  deleted = await createAgreement(t, ifrs, exampleB(contractor.id, 'SENS-DELETED'));
  await deleteAgreement(t, ifrs, deleted.id);
  const csiContractor = await createContractor(t, csi, 'Leasingodawca Wrażliwy S.A.', 630_000_002);
  a = await createAgreement(t, csi, exampleA(csiContractor.id));
});
afterAll(async () => t.close());

const analyse = (token: string, body: unknown, headers: Record<string, string> = {}) => t.call<SensitivityResult>('POST', '/api/sensitivityanalisys', { token, body, headers });

/** The whole answer from the two independent (value, cost) pairs: every variance is auditor − tenant. */
function expected(tenantRate: number, auditorRate: number, rateVariance: number, atTenant: { value: number; cost: number }, atAuditor: { value: number; cost: number }, valueVariance: number, costVariance: number) {
  return {
    success: true,
    errors: [],
    value: {
      rate: { tenantRate, auditorRate, variance: rateVariance },
      initialValue: { valueAtTenantRate: atTenant.value, valueAtAuditorRate: atAuditor.value, variance: valueVariance },
      financialCost: { financialCostAtTenantRate: atTenant.cost, financialCostAtAuditorRate: atAuditor.cost, variance: costVariance },
    },
  };
}

describe('DOMAIN §12 B and C at two auditor’s rates', () => {
  it('B (nominal 6 %) at 8 %: L0 falls by 25 981.81 and the interest rises by as much', async () => {
    const reply = await analyse(ifrs, { leaseAgreementId: b.id, auditorRate: 0.08 });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(expected(0.06, 0.08, 0.02, figures.B['0.06'], figures.B['0.08'], -25_981.81, 25_981.81));
  });

  it('B at 4.5 %: L0 rises by 20 676.15', async () => {
    const reply = await analyse(ifrs, { leaseAgreementId: b.id, auditorRate: 0.045 });
    expect(reply.body).toEqual(expected(0.06, 0.045, -0.015, figures.B['0.06'], figures.B['0.045'], 20_676.15, -20_676.15));
  });

  it('C (effective 5 %, yearly in advance) at 7 %: L0 falls by 29 629.47', async () => {
    const reply = await analyse(ifrs, { leaseAgreementId: c.id, auditorRate: 0.07 });
    expect(reply.body).toEqual(expected(0.05, 0.07, 0.02, figures.C['0.05'], figures.C['0.07'], -29_629.47, 29_629.47));
  });

  it('C at 3.5 %: L0 rises by 24 993.25', async () => {
    const reply = await analyse(ifrs, { leaseAgreementId: c.id, auditorRate: 0.035 });
    expect(reply.body).toEqual(expected(0.05, 0.035, -0.015, figures.C['0.05'], figures.C['0.035'], 24_993.25, -24_993.25));
  });

  it('at the tenant’s own rate every variance is 0', async () => {
    const reply = await analyse(ifrs, { leaseAgreementId: b.id, auditorRate: 0.06 });
    expect(reply.body).toEqual(expected(0.06, 0.06, 0, figures.B['0.06'], figures.B['0.06'], 0, 0));
  });

  it('reads the agreement as stored: after an update to 8 %, 8 % is the tenant’s rate', async () => {
    const contractor = await createContractor(t, ifrs, 'Zmienny Analityk', 630_000_003);
    const changed = await createAgreement(t, ifrs, exampleB(contractor.id, 'SENS-B-UPDATED'));
    const update = await t.call('PUT', `/api/leaseagreements/${changed.id}`, { token: ifrs, body: { ...exampleB(contractor.id, 'SENS-B-UPDATED'), incrementalBorrowingRate: 0.08 } });
    expect(update.body.success).toBe(true);
    const reply = await analyse(ifrs, { leaseAgreementId: changed.id, auditorRate: 0.06 });
    expect(reply.body).toEqual(expected(0.08, 0.06, -0.02, figures.B['0.08'], figures.B['0.06'], 25_981.81, -25_981.81));
  });
});

describe('CSI (DOMAIN §12 A): the implicit rate and N', () => {
  it('values N = 101 000.00 at the implicit rate and 103 602.76 at 10 %', async () => {
    const reply = await analyse(csi, { leaseAgreementId: a.id, auditorRate: 0.1 });
    const value = reply.body.value as SensitivityResult;
    expect(value.rate.tenantRate).toBeCloseTo(0.119294, 6);
    expect(value.rate.auditorRate).toBe(0.1);
    expect(value.rate.variance).toBeCloseTo(0.1 - 0.119294, 6);
    expect(value.initialValue).toEqual({ valueAtTenantRate: 101_000, valueAtAuditorRate: 103_602.76, variance: 2602.76 });
    expect(value.financialCost).toEqual({ financialCostAtTenantRate: 18_000, financialCostAtAuditorRate: 15_397.24, variance: -2602.76 });
  });

  it('a CSI agreement stored under an IFRS16 tenant (before it moved) is analysed under CSI', async () => {
    const contractor = await createContractor(t, ifrs, 'Dawny Leasingodawca', 630_000_004);
    const old = await underStandard(t, t.seed.tenantIds.ifrs16, 0, (token) => createAgreement(t, token, exampleA(contractor.id, 'SENS-A-OLD')));
    const reply = await analyse(ifrs, { leaseAgreementId: old.id, auditorRate: 0.1 });
    expect((reply.body.value as SensitivityResult).initialValue).toEqual({ valueAtTenantRate: 101_000, valueAtAuditorRate: 103_602.76, variance: 2602.76 });
  });
});

describe('errors', () => {
  it('an auditor’s rate out of range is a field error on auditorRate, in the caller’s language', async () => {
    for (const auditorRate of [-0.01, 2]) {
      const english = await analyse(ifrs, { leaseAgreementId: b.id, auditorRate });
      expect(english.status).toBe(200);
      expect(english.body.success).toBe(false);
      expect(english.body.value).toBeNull();
      const got = auditorRate === 2 ? '200,00 %' : '-1,00 %';
      expect(english.body.errors).toEqual([{ propertyName: 'auditorRate', message: noBreak(`The auditor's rate must be between 0 % and 100,00 % a year (got ${got}).`) }]);
      const polish = await analyse(ifrs, { leaseAgreementId: b.id, auditorRate }, { 'accept-language': 'pl' });
      expect(polish.body.errors).toEqual([{ propertyName: 'auditorRate', message: noBreak(`Stopa audytora musi mieścić się w przedziale od 0 % do 100,00 % rocznie (podano ${got}).`) }]);
    }
  });

  it('the body’s shape errors come all at once', async () => {
    const reply = await analyse(ifrs, { leaseAgreementId: 'x', auditorRate: '6%', extra: true });
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors.map((error) => error.propertyName).sort()).toEqual(['auditorRate', 'extra', 'leaseAgreementId']);
  });

  it('another tenant’s agreement, a deleted one and an unknown id are the agreement’s 404', async () => {
    const notFound = { success: false, errors: [{ propertyName: '', message: 'Lease agreement not found' }], value: null };
    for (const [token, id] of [[csi, b.id], [ifrs, a.id], [ifrs, deleted.id], [ifrs, 2_147_483_647]] as const) {
      const reply = await analyse(token, { leaseAgreementId: id, auditorRate: 0.07 });
      expect(reply.status, `agreement ${id}`).toBe(404);
      expect(reply.body, `agreement ${id}`).toEqual(notFound);
    }
    // Even with a bad rate: nothing about another tenant's agreement is calculated.
    expect((await analyse(csi, { leaseAgreementId: b.id, auditorRate: 5 })).status).toBe(404);
  });

  it('needs a tenant token', async () => {
    expect((await analyse('', { leaseAgreementId: b.id, auditorRate: 0.07 })).status).toBe(401);
    expect((await analyse(await t.loginUser(), { leaseAgreementId: b.id, auditorRate: 0.07 })).status).toBe(403);
  });
});
