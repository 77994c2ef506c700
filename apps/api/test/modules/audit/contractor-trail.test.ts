import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorDto } from '@leasedesk/contract';
import { auditEntriesAfter, auditMark } from '../../support/audit-trail.ts';
import { validTaxId } from '../../support/tax-ids.ts';
import { demoAccounts, startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let token: string;
let csi: number;

beforeAll(async () => {
  t = await startTestApp();
  csi = t.seed.tenantIds.csi;
  token = await t.tenantToken(await t.loginUser(), csi);
});
afterAll(async () => t.close());

describe('the contractors’ trail', () => {
  it('records create, update, delete and restore once each, with the user, the request’s correlation id and the values', async () => {
    const mark = await auditMark(t.db);
    const taxId = validTaxId(410_000_000);
    const created = await t.call<ContractorDto>('POST', '/api/contractor', { token, body: { name: 'Audyt Sp. z o.o.', taxId } });
    const id = created.body.value?.id as number;
    await t.call('PUT', `/api/contractors/${id}`, { token, body: { name: 'Audyt S.A.', taxId, code: 'AUD' } });
    await t.call('DELETE', `/api/contractors/${id}`, { token });
    const restored = await t.call('DELETE', `/api/contractors/${id}`, { token });
    const entries = await auditEntriesAfter(t.db, mark);
    expect(entries.map((e) => [e.action, e.entity, e.entityId, e.tenantId, e.userId, e.userName])).toEqual([
      ['create', 'contractor', String(id), csi, t.seed.userId, demoAccounts.user.email],
      ['update', 'contractor', String(id), csi, t.seed.userId, demoAccounts.user.email],
      ['delete', 'contractor', String(id), csi, t.seed.userId, demoAccounts.user.email],
      ['restore', 'contractor', String(id), csi, t.seed.userId, demoAccounts.user.email],
    ]);
    expect(entries[0]?.changes).toEqual([
      { field: 'name', before: null, after: 'Audyt Sp. z o.o.' },
      { field: 'taxId', before: null, after: taxId },
      { field: 'code', before: null, after: '' },
    ]);
    expect(entries[1]?.changes).toEqual([
      { field: 'name', before: 'Audyt Sp. z o.o.', after: 'Audyt S.A.' },
      { field: 'code', before: '', after: 'AUD' },
    ]);
    expect(entries[3]?.changes).toEqual([{ field: 'isDeleted', before: true, after: false }]);
    expect(new Set(entries.map((e) => e.correlationId)).size).toBe(4);
    expect(entries[3]?.correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(restored.status).toBe(200);
  });

  it('records nothing for a refused write', async () => {
    const mark = await auditMark(t.db);
    const refused = await t.call('POST', '/api/contractor', { token, body: { name: 'Zły NIP', taxId: '1234567891' } });
    expect(refused.body.errors).toEqual([{ propertyName: 'taxId', message: expect.any(String) }]);
    expect(await t.call('PUT', '/api/contractors/999999', { token, body: { name: 'Nikt', taxId: validTaxId(410_001_000) } })).toMatchObject({ status: 404 });
    expect(await auditEntriesAfter(t.db, mark)).toEqual([]);
  });
});
