import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto } from '@leasedesk/contract';
import { startTestApp, type Reply, type TestApp } from '../support/test-app.ts';
import { validTaxId } from '../support/tax-ids.ts';

/**
 * One strict wire date everywhere: a calendar date that exists, 1900-01-01 to 2199-12-31, or a full
 * ISO date-time whose UTC date is taken (DOMAIN §1). What is answered is always YYYY-MM-DD.
 */
let t: TestApp;
let token: string;
let contractor: ContractorDto;
let number = 0;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
  contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name: 'Daty Sp. z o.o.', taxId: validTaxId(814_000_000) } })).body.value as ContractorDto;
});
afterAll(async () => t.close());

const agreement = (fields: Record<string, unknown>) => ({
  contractorId: contractor.id,
  contractNumber: `DATES/${(number += 1)}`,
  scheduleNumber: '1',
  startingDate: '2025-01-01',
  termInMonths: 12,
  rentPaymentAmount: 1000,
  totalEquipmentCost: 11_000,
  accountingStandard: 0,
  ...fields,
});
const save = (fields: Record<string, unknown>) => t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', { token, body: agreement(fields) });

const expectFieldError = (reply: Reply, propertyName: string, message: string) => {
  expect(reply.status, reply.raw).toBe(200);
  expect(reply.body.success).toBe(false);
  expect(reply.body.errors).toContainEqual({ propertyName, message });
};

describe('dates of an agreement', () => {
  it('refuses a transfer-to-factor date of year 0 as a field error (was a 500)', async () => {
    expectFieldError(await save({ transferToFactorDate: '0000-01-01' }), 'transferToFactorDate', 'Enter a date from 01/01/1900 to 31/12/2199');
    expectFieldError(await save({ transferToFactorDate: '2200-01-01' }), 'transferToFactorDate', 'Enter a date from 01/01/1900 to 31/12/2199');
  });

  it('refuses closing dates that do not exist, though the closing date is recomputed', async () => {
    for (const closingDate of ['2025-02-30', '2025-13-01', '2025-01-01T25:99:99Z']) {
      expectFieldError(await save({ closingDate }), 'closingDate', 'Enter an existing date as YYYY-MM-DD');
    }
    expectFieldError(await save({ startingDate: '2025-02-29' }), 'startingDate', 'Enter an existing date as YYYY-MM-DD');
    expectFieldError(await save({ startingDate: 'T25:99:99Z' }), 'startingDate', 'Enter a date as YYYY-MM-DD');
  });

  it('takes the UTC date of an ISO date-time and answers YYYY-MM-DD', async () => {
    const reply = await save({ startingDate: '2025-03-01T00:00:00+01:00', closingDate: '2026-02-28T23:00:00.000Z', transferToFactorDate: '2025-06-30T22:00:00.000Z' });
    expect(reply.body.success, reply.raw).toBe(true);
    const dates = { startingDate: '2025-02-28', closingDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), transferToFactorDate: '2025-06-30' };
    expect(reply.body.value).toMatchObject(dates);
    const read = await t.call<LeaseAgreementDto>('GET', `/api/leaseagreements/${reply.body.value?.id}`, { token });
    expect(read.body.value).toMatchObject(dates);
  });

  it('refuses a preview with an impossible starting date as a field error', async () => {
    const reply = await t.call('POST', '/api/leaseagreement/preview', { token, body: agreement({ startingDate: '1899-12-31' }) });
    expectFieldError(reply, 'startingDate', 'Enter a date from 01/01/1900 to 31/12/2199');
    const polish = await t.call('POST', '/api/leaseagreement/preview', { token, body: agreement({ startingDate: '1899-12-31' }), headers: { 'accept-language': 'pl' } });
    expectFieldError(polish, 'startingDate', 'Wpisz datę od 01.01.1900 do 31.12.2199');
  });
});
