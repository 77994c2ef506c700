import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';

/**
 * No input to the analysis and impairment routes, however hostile, gets a 500: every body below is answered
 * with the envelope (a field error, a 404, or figures), and the tenant's questionnaires hold only what a valid
 * request stored.
 */
let t: TestApp;
let token: string;
let agreement: LeaseAgreementDto;

beforeAll(async () => {
  t = await startTestApp();
  const user = await t.loginUser();
  token = await t.tenantToken(user, t.seed.tenantIds.ifrs16);
  const contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name: 'Wrogi Sp. z o.o.', taxId: validTaxId(914_000_000) } })).body.value as ContractorDto;
  agreement = (
    await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', {
      token,
      body: { contractorId: contractor.id, contractNumber: 'WROGA/1', scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 1000, incrementalBorrowingRate: 0.05, paymentDue: 1, accountingStandard: 1 },
    })
  ).body.value as LeaseAgreementDto;
  if (!agreement) throw new Error('the agreement was not created');
});
afterAll(async () => t.close());

const deep = (depth: number): unknown => (depth === 0 ? 1 : { a: deep(depth - 1) });
const hostileValues: unknown[] = [null, 'x', '', '8', -1, 0, 1e308, -1e308, 5e-324, 2 ** 31, 2 ** 53 + 1, true, [], {}, [1], { a: 1 }, '\u0000', 'a'.repeat(10_000), deep(50)];
const agreementInput = () => ({ startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 1000, totalEquipmentCost: 11_000, accountingStandard: 1 });

type Probe = { method: 'GET' | 'POST' | 'PUT'; url: () => string; bodies: () => unknown[] };

/** Every field of a valid body replaced by each hostile value in turn, plus hostile whole bodies. */
function fieldByField(valid: () => Record<string, unknown>, extraFields: string[] = []): () => unknown[] {
  return () => {
    const base = valid();
    const bodies: unknown[] = [null, [], 'x', 42, {}, { ...base, unexpected: 1 }];
    for (const field of [...Object.keys(base), ...extraFields]) for (const value of hostileValues) bodies.push({ ...base, [field]: value });
    return bodies;
  };
}

const probes: Probe[] = [
  { method: 'POST', url: () => '/api/sensitivityanalisys', bodies: fieldByField(() => ({ leaseAgreementId: agreement.id, auditorRate: 0.08 })) },
  { method: 'POST', url: () => '/api/sensitivityanalisys/portfolio', bodies: fieldByField(() => ({ contractorIds: [agreement.contractorId], auditorRate: 0.08 })) },
  {
    method: 'POST',
    url: () => '/api/sensitivityanalisys/portfolio',
    bodies: () => [{ contractorIds: Array.from({ length: 1001 }, (_, i) => i + 1), auditorRate: 0.08 }, { contractorIds: [2 ** 31], auditorRate: 0.08 }, { auditorRate: 1 }],
  },
  {
    method: 'POST',
    url: () => '/api/leaseagreement/borrowingrate',
    bodies: fieldByField(agreementInput, ['residualValue', 'paymentInterval', 'paymentDue', 'rateConvention', 'rentFreePeriodInMonths', 'indexationRate', 'shouldRateBeCalculated']),
  },
  {
    method: 'POST',
    url: () => '/api/leaseagreement/borrowingrate',
    bodies: () => [
      { ...agreementInput(), startingDate: '2199-12-01', termInMonths: 1200 },
      { ...agreementInput(), termInMonths: 1_000_000 },
      { ...agreementInput(), rentPaymentAmount: 9_999_999_999_999.99, totalEquipmentCost: 0.01 },
      { ...agreementInput(), rentPaymentAmount: 0.01, totalEquipmentCost: 9_999_999_999_999.99 },
      { ...agreementInput(), indexationRate: 1000, residualValue: 9_999_999_999_999.99 },
    ],
  },
  {
    method: 'PUT',
    url: () => `/api/leaseagreements/${agreement.id}/impairmentprocedure`,
    bodies: fieldByField(() => ({ accountingYearEnd: '2025-12-31', answers: [{ sequence: 1, answer: true }] })),
  },
  {
    method: 'PUT',
    url: () => `/api/leaseagreements/${agreement.id}/impairmentprocedure`,
    bodies: () => [
      { accountingYearEnd: '2199-12-31', answers: [] },
      { accountingYearEnd: '1900-01-01', answers: [] },
      { accountingYearEnd: '2025-02-30', answers: [] },
      { accountingYearEnd: '2025-12-31T23:59:59+14:00', answers: [] },
      { accountingYearEnd: '2025-12-31', answers: Array.from({ length: 101 }, (_, i) => ({ sequence: (i % 100) + 1, answer: true })) },
      { accountingYearEnd: '2025-12-31', answers: Array.from({ length: 100 }, (_, i) => ({ sequence: i + 1, answer: null })) },
      { accountingYearEnd: '2025-12-31', answers: hostileValues.map((value) => ({ sequence: value, answer: value })) },
    ],
  },
  {
    method: 'GET',
    url: () => `/api/leaseagreements/${agreement.id}/impairmentprocedure?accountingYearEnd=`,
    bodies: () => [undefined],
  },
];
const hostileQueries = ['x', '2025-02-30', '%00', '9999-12-31', '2025-12-31&accountingYearEnd=2026-12-31', 'a'.repeat(5000)];

describe('hostile input to the analysis and impairment routes', () => {
  it('never answers 500, always the envelope', async () => {
    let sent = 0;
    for (const probe of probes) {
      for (const body of probe.bodies()) {
        const urls = probe.method === 'GET' ? hostileQueries.map((query) => `${probe.url()}${query}`) : [probe.url()];
        for (const url of urls) {
          const reply = await t.call(probe.method, url, { token, body });
          const label = `${probe.method} ${url} ${JSON.stringify(body)?.slice(0, 200)}`;
          expect(reply.status, label).toBeLessThan(500);
          expect(typeof reply.body?.success, label).toBe('boolean');
          sent++;
        }
      }
    }
    expect(sent).toBeGreaterThan(300);
  });
});
