import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto, LeaseAgreementDto, LeaseAgreementListRow, PagedResult } from '@leasedesk/contract';
import { startTestApp, type TestApp } from '../../support/test-app.ts';
import { validTaxId } from '../../support/tax-ids.ts';

/**
 * The tenant-wide agreement list (contractor "all"): paged and sorted on the server by whitelisted
 * keys with a stable tie-break on id, each row with its contractor's name, never another tenant's rows.
 * It runs in a tenant of its own, so the expected orders are exactly these agreements.
 */
let t: TestApp;
let own: string;
let demoCsi: string;
const ids: Record<string, number> = {};

type Planned = { key: string; contractor: string; contractNumber: string; scheduleNumber: string; startingDate: string; termInMonths: number; rentPaymentAmount: number; totalEquipmentCost: number };
// Agreements c and d tie on starting date and cost: the id (creation order) decides.
const planned: Planned[] = [
  { key: 'a', contractor: 'BETA', contractNumber: 'C3', scheduleNumber: 'S1', startingDate: '2025-03-01', termInMonths: 12, rentPaymentAmount: 2800, totalEquipmentCost: 30_000 },
  { key: 'b', contractor: 'GAMMA', contractNumber: 'C1', scheduleNumber: 'S2', startingDate: '2025-01-01', termInMonths: 24, rentPaymentAmount: 500, totalEquipmentCost: 10_000 },
  { key: 'c', contractor: 'ALFA', contractNumber: 'C2', scheduleNumber: 'S3', startingDate: '2025-02-01', termInMonths: 36, rentPaymentAmount: 700, totalEquipmentCost: 20_000 },
  { key: 'd', contractor: 'ALFA', contractNumber: 'C1', scheduleNumber: 'S1', startingDate: '2025-02-01', termInMonths: 12, rentPaymentAmount: 1900, totalEquipmentCost: 20_000 },
];

beforeAll(async () => {
  t = await startTestApp();
  const admin = await t.loginAdministrator();
  const tenant = (await t.call<{ id: number }>('POST', '/api/tenant', { token: admin, body: { name: 'Sort Leasing' } })).body.value;
  if (!tenant) throw new Error('tenant not created');
  await t.call('POST', `/api/users/${t.seed.userId}/tenants`, { token: admin, body: { tenantIds: [tenant.id] } });
  const user = await t.loginUser();
  own = await t.tenantToken(user, tenant.id);
  demoCsi = await t.tenantToken(user, t.seed.tenantIds.csi);
  const contractorIds: Record<string, number> = {};
  for (const [index, name] of ['ALFA', 'BETA', 'GAMMA'].entries()) {
    const made = await t.call<ContractorDto>('POST', '/api/contractor', { token: own, body: { name, taxId: validTaxId(420_000_100 + index) } });
    contractorIds[name] = (made.body.value as ContractorDto).id;
  }
  for (const { key, contractor, ...fields } of planned) {
    const saved = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', {
      token: own,
      body: { ...fields, contractorId: contractorIds[contractor], paymentDue: 0, paymentInterval: 0, accountingStandard: 0 },
    });
    if (!saved.body.success || !saved.body.value) throw new Error(`agreement ${key} not saved: ${saved.raw}`);
    ids[key] = saved.body.value.id;
  }
  // A deleted agreement is not listed.
  const gone = await t.call<LeaseAgreementDto>('POST', '/api/leaseagreement', {
    token: own,
    body: { ...planned[0], contractNumber: 'C0', contractorId: contractorIds['ALFA'], paymentDue: 0, paymentInterval: 0, accountingStandard: 0 },
  });
  await t.call('DELETE', `/api/leaseagreements/${gone.body.value?.id}`, { token: own });
});
afterAll(async () => t.close());

const listed = async (url: string, token = own) => {
  const reply = await t.call<PagedResult<LeaseAgreementListRow>>('GET', url, { token });
  expect(reply.status, url).toBe(200);
  expect(reply.body.success, `${url}: ${reply.raw}`).toBe(true);
  return reply.body.value as PagedResult<LeaseAgreementListRow>;
};
const keysOf = (page: PagedResult<LeaseAgreementListRow>) => page.items.map((row) => Object.keys(ids).find((key) => ids[key] === row.id));

describe('GET /api/leaseagreements/{page}/{pageSize}/contractors/all', () => {
  it('lists every live agreement of the tenant with its contractor’s name, by contract and schedule number by default', async () => {
    const page = await listed('/api/leaseagreements/1/100/contractors/all');
    expect(keysOf(page)).toEqual(['d', 'b', 'c', 'a']);
    expect(page).toMatchObject({ itemsCount: 4, pagesCount: 1, pageSize: 100, page: 1 });
    expect(page.items[0]).toMatchObject({ contractNumber: 'C1', scheduleNumber: 'S1', contractorName: 'ALFA', startingDate: '2025-02-01', closingDate: '2026-01-31', totalEquipmentCost: 20_000, accountingStandard: 0 });
    expect(page.items.map((row) => row.contractorName)).toEqual(['ALFA', 'GAMMA', 'ALFA', 'BETA']);
  });

  it.each([
    ['contractNumber', ['b', 'd', 'c', 'a']],
    ['scheduleNumber', ['a', 'd', 'b', 'c']],
    ['contractorName', ['c', 'd', 'a', 'b']],
    ['startingDate', ['b', 'c', 'd', 'a']],
    ['closingDate', ['d', 'a', 'b', 'c']],
    ['totalEquipmentCost', ['b', 'c', 'd', 'a']],
  ])('sorts by %s, ties by id, and descending is the exact reverse', async (sort, ascending) => {
    expect(keysOf(await listed(`/api/leaseagreements/1/100/contractors/all?sort=${sort}`))).toEqual(ascending);
    expect(keysOf(await listed(`/api/leaseagreements/1/100/contractors/all?sort=${sort}&direction=asc`))).toEqual(ascending);
    expect(keysOf(await listed(`/api/leaseagreements/1/100/contractors/all?sort=${sort}&direction=desc`))).toEqual([...ascending].reverse());
  });

  it('pages the sorted list: each row on exactly one page, counts of the whole list', async () => {
    const first = await listed('/api/leaseagreements/1/3/contractors/all?sort=totalEquipmentCost&direction=desc');
    const second = await listed('/api/leaseagreements/2/3/contractors/all?sort=totalEquipmentCost&direction=desc');
    expect([...keysOf(first), ...keysOf(second)]).toEqual(['a', 'd', 'c', 'b']);
    expect(first).toMatchObject({ itemsCount: 4, pagesCount: 2, pageSize: 3, page: 1 });
    expect(second).toMatchObject({ itemsCount: 4, pagesCount: 2, pageSize: 3, page: 2 });
    expect((await listed('/api/leaseagreements/3/3/contractors/all')).items).toEqual([]);
  });

  it('refuses a page size over 100, and a sort key or direction off the whitelist, as field errors', async () => {
    for (const url of [
      '/api/leaseagreements/1/101/contractors/all',
      '/api/leaseagreements/0/10/contractors/all',
      '/api/leaseagreements/1/10/contractors/all?sort=tenant_id',
      '/api/leaseagreements/1/10/contractors/all?sort=contractNumber;drop%20table%20tenants',
      '/api/leaseagreements/1/10/contractors/all?sort=contractNumber&direction=sideways',
    ]) {
      const reply = await t.call('GET', url, { token: own });
      expect(reply.status, url).toBe(200);
      expect(reply.body.success, url).toBe(false);
      expect(reply.body.errors.length, url).toBeGreaterThan(0);
    }
    const badSort = await t.call('GET', '/api/leaseagreements/1/10/contractors/all?sort=tenant_id', { token: own });
    expect(badSort.body.errors.map((error) => error.propertyName)).toEqual(['sort']);
  });

  it('never lists another tenant’s agreements, either way', async () => {
    const ours = new Set(Object.values(ids));
    const theirs = await listed('/api/leaseagreements/1/100/contractors/all', demoCsi);
    expect(theirs.itemsCount).toBeGreaterThan(0);
    expect(theirs.items.some((row) => ours.has(row.id))).toBe(false);
    expect(JSON.stringify(theirs)).not.toMatch(/"(ALFA|BETA|GAMMA)"/);
    const mine = await listed('/api/leaseagreements/1/100/contractors/all');
    expect(mine.items.every((row) => ours.has(row.id))).toBe(true);
  });
});

describe('the per-contractor list (SPEC §7) keeps working, and sorts too', () => {
  it('lists one contractor’s agreements by contract and schedule number, or by a sort key', async () => {
    const alfa = (await listed('/api/leaseagreements/1/100/contractors/all')).items.find((row) => row.contractorName === 'ALFA');
    const [contractor] = (await t.call<ContractorDto[]>('GET', '/api/contractors?query=ALFA', { token: own })).body.value ?? [];
    expect(alfa && contractor).toBeTruthy();
    const byNumber = await listed(`/api/leaseagreements/1/10/contractors/${contractor?.id}`);
    expect(keysOf(byNumber)).toEqual(['d', 'c']);
    expect(byNumber.itemsCount).toBe(2);
    expect(keysOf(await listed(`/api/leaseagreements/1/10/contractors/${contractor?.id}?sort=closingDate&direction=desc`))).toEqual(['c', 'd']);
  });
});
