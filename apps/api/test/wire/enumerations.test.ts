import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto, LookupEntry } from '@leasedesk/contract';
import { leaseAgreements } from '../../src/db/schema.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';
import { validTaxId } from '../support/tax-ids.ts';

/**
 * Every enumeration of an agreement is one of its list's values (0-based); anything else is a field
 * error and nothing is stored. The lookup routes list exactly the values that are accepted.
 */
let t: TestApp;
let token: string;
let contractor: ContractorDto;
let number = 0;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.ifrs16);
  contractor = (await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name: 'Enum Sp. z o.o.', taxId: validTaxId(815_000_000) } })).body.value as ContractorDto;
});
afterAll(async () => t.close());

const save = (fields: Record<string, unknown>) =>
  t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', {
    token,
    body: { contractorId: contractor.id, contractNumber: `ENUM/${(number += 1)}`, scheduleNumber: '1', startingDate: '2025-01-01', termInMonths: 12, rentPaymentAmount: 1000, totalEquipmentCost: 11_000, incrementalBorrowingRate: 0.05, ...fields },
  });
const storedCount = async () => (await t.db.select({ n: count() }).from(leaseAgreements))[0]?.n ?? 0;

describe('enumerations of an agreement', () => {
  const outOfRange: [string, number][] = [
    ['assetCategory', 99],
    ['assetCategory', 5],
    ['leaseType', 99],
    ['leaseType', 2],
    ['paymentDue', 2],
    ['paymentInterval', 4],
    ['residualValueSettlement', 2],
    ['depreciationMethod', 2],
    ['rateConvention', 2],
    ['accountingStandard', 2],
    ['assetCategory', -1],
    ['assetCategory', 1.5],
  ];
  it.each(outOfRange)('%s %d is a field error and stores nothing', async (field, value) => {
    const before = await storedCount();
    const reply = await save({ [field]: value });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors.map((error) => error.propertyName), reply.raw).toEqual([field]);
    expect(reply.body.errors[0]?.message).toMatch(/^Choose one of: 0, 1/);
    expect(await storedCount()).toBe(before);
  });

  it('accepts both lease types (0 and 1) and stores them', async () => {
    for (const leaseType of [0, 1]) {
      const reply = await save({ leaseType });
      expect(reply.body.value?.leaseType, reply.raw).toBe(leaseType);
    }
  });

  const lookups: [string, string][] = [
    ['/api/leaseassetcategories', 'assetCategory'],
    ['/api/depreciationmethods', 'depreciationMethod'],
  ];
  it.each(lookups)('accepts every id %s lists for %s, and refuses the next one', async (url, field) => {
    const entries = (await t.call<LookupEntry[]>('GET', url, { token })).body.value ?? [];
    expect(entries.length).toBeGreaterThan(1);
    for (const entry of entries) {
      const reply = await save({ [field]: entry.id });
      expect(reply.body.success, `${field} ${entry.id}: ${reply.raw}`).toBe(true);
      expect((reply.body.value as unknown as Record<string, unknown>)[field]).toBe(entry.id);
    }
    const next = Math.max(...entries.map((entry) => entry.id)) + 1;
    expect((await save({ [field]: next })).body.errors.map((error) => error.propertyName)).toEqual([field]);
  });

  it('lists both standards; the tenant’s is accepted, the other is refused as not the tenant’s', async () => {
    const entries = (await t.call<LookupEntry[]>('GET', '/api/accountingstandards', { token })).body.value ?? [];
    expect(entries.map((entry) => entry.id)).toEqual([0, 1]);
    expect((await save({ accountingStandard: 1 })).body.value?.accountingStandard).toBe(1);
    const other = await save({ accountingStandard: 0 });
    expect(other.body.errors).toEqual([{ propertyName: 'accountingStandard', message: expect.stringMatching(/under IFRS16/) }]);
  });
});
