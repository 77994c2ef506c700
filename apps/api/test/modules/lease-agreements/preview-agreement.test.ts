import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementPreview } from '@leasedesk/contract';
import { leaseAgreements, leaseAmortizations } from '../../../src/db/schema.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { exampleA, exampleB } from './support.ts';

let t: TestApp;
let csi: string;
let ifrs: string;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  csi = await t.tenantToken(user, t.seed.tenantIds.csi);
  ifrs = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
});
afterAll(async () => t.close());

const stored = async () => ({
  agreements: (await t.db.select({ n: count() }).from(leaseAgreements))[0]?.n,
  rows: (await t.db.select({ n: count() }).from(leaseAmortizations))[0]?.n,
});

describe('POST /api/leaseagreement/preview', () => {
  it('answers example A’s figures before a contractor or numbers are chosen, and stores nothing', async () => {
    const before = await stored();
    const { contractorId: _c, contractNumber: _n, scheduleNumber: _s, ...values } = exampleA(1);
    const answer = await t.call<AgreementPreview>('POST', '/api/leaseagreement/preview', { token: csi, body: { ...values, contractNumber: '' } });
    expect(answer.body.errors).toEqual([]);
    const preview = answer.body.value as AgreementPreview;
    expect(preview.leaseCalculation).toMatchObject({ presentValueOfRent: 97_485.88, ninetyPercenatageTest: 0.9749, leaseClassification: 'finance' });
    expect(preview.leaseAmortizations).toHaveLength(37);
    expect(preview.leaseAmortizations[0]).toMatchObject({ periodNumber: 1, interestAmount: 900.72, closingBalance: 92_400.72 });
    expect(preview.leaseAmortizations[36]).toMatchObject({ openingBalance: 5000.02, interestAmount: -0.02, closingBalance: 0 });
    expect(preview.depraciations).toEqual([]);
    expect(await stored()).toEqual(before);
  });

  it('takes the tenant’s standard when none is sent (IFRS16: depreciation included)', async () => {
    const answer = await t.call<AgreementPreview>('POST', '/api/leaseagreement/preview', { token: ifrs, body: exampleB(1) });
    const preview = answer.body.value as AgreementPreview;
    expect(preview.leaseAmortizations[12]).toMatchObject({ paymentAmount: 10_300, increaseRate: 0.03, interestAmount: 2288.49, closingBalance: 449_686.71 });
    expect(preview.depraciations).toHaveLength(60);
    expect(preview.depraciations[0]?.depraciationCharge).toBe(8876.59);
    expect(preview.depraciations[59]?.depraciationCharge).toBe(8876.41);
  });

  it('answers lease-math’s field errors and unknown fields like a save would', async () => {
    const { contractorId: _c, ...values } = exampleA(1);
    const badTerm = await t.call('POST', '/api/leaseagreement/preview', { token: csi, body: { ...values, termInMonths: 35 } });
    expect(badTerm.status).toBe(200);
    expect(badTerm.body.success).toBe(false);
    expect(badTerm.body.errors.map((error) => error.propertyName)).toContain('termInMonths');
    const unknown = await t.call('POST', '/api/leaseagreement/preview', { token: csi, body: { ...values, tenantId: 2 } });
    expect(unknown.body.success).toBe(false);
    expect(unknown.body.errors.map((error) => error.propertyName)).toContain('tenantId');
  });

  it('needs a tenant token', async () => {
    const answer = await t.call('POST', '/api/leaseagreement/preview', { body: exampleA(1) });
    expect(answer.status).toBe(401);
    expect(answer.body.success).toBe(false);
  });
});
