import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TenantDto } from '@leasedesk/contract';
import { tenants } from '../../../src/db/schema.ts';
import { auditEntriesAfter, auditMark, type StoredAuditEntry } from '../../support/audit-trail.ts';
import { solidPng } from '../../support/images.ts';
import { multipartFile } from '../../support/multipart.ts';
import { demoAccounts, startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAdministrator();
});
afterAll(async () => t.close());

const createTenant = async (name: string, accountingStandard = 0) =>
  (await t.call<TenantDto>('POST', '/api/tenant', { token: admin, body: { name, accountingStandard } })).body.value as TenantDto;
const uploadLogo = (tenantId: number, filename: string, contentType: string, content: Buffer) => {
  const { body, headers } = multipartFile('file', filename, contentType, content);
  return t.call<TenantDto>('PUT', `/api/tenants/${tenantId}/logo`, { token: admin, body, headers });
};
const storedLogoOf = async (tenantId: number) => (await t.db.select({ logo: tenants.logo }).from(tenants).where(eq(tenants.id, tenantId)))[0]?.logo;

const headsOf = (entries: StoredAuditEntry[]) => entries.map((e) => [e.action, e.entity, e.entityId, e.label, e.tenantId, e.userId, e.userName]);
const byAdministrator = (action: string, entity: string, id: number, label: string) => [action, entity, String(id), label, null, t.seed.administratorId, demoAccounts.administrator.email];

describe('the tenants’ trail', () => {
  it('records create, update, delete and restore once each, by the administrator, in administration’s trail', async () => {
    const mark = await auditMark(t.db);
    const created = await createTenant('Trail Leasing', 1);
    const updated = await t.call('PUT', `/api/tenants/${created.id}`, { token: admin, body: { name: 'Trail Finance', accountingStandard: 1 } });
    expect(updated.body.success).toBe(true);
    expect((await t.call<TenantDto>('DELETE', `/api/tenants/${created.id}`, { token: admin })).body.value?.isDeleted).toBe(true);
    expect((await t.call<TenantDto>('DELETE', `/api/tenants/${created.id}`, { token: admin })).body.value?.isDeleted).toBe(false);

    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([
      byAdministrator('create', 'tenant', created.id, 'Trail Leasing'),
      byAdministrator('update', 'tenant', created.id, 'Trail Finance'),
      byAdministrator('delete', 'tenant', created.id, 'Trail Finance'),
      byAdministrator('restore', 'tenant', created.id, 'Trail Finance'),
    ]);
    expect(entries.map((e) => e.changes)).toEqual([
      [
        { field: 'name', before: null, after: 'Trail Leasing' },
        { field: 'accountingStandard', before: null, after: 1 },
      ],
      [{ field: 'name', before: 'Trail Leasing', after: 'Trail Finance' }],
      [{ field: 'isDeleted', before: false, after: true }],
      [{ field: 'isDeleted', before: true, after: false }],
    ]);
    expect(new Set(entries.map((e) => e.correlationId)).size).toBe(4);
  });

  it('records a logo stored, replaced and removed as tenantLogo updates: whether there is one and its size, never the image', async () => {
    const tenant = await createTenant('Logo Trail');
    const mark = await auditMark(t.db);
    expect((await uploadLogo(tenant.id, 'logo.png', 'image/png', solidPng(40, 20, [200, 30, 30]))).status).toBe(200);
    const first = await storedLogoOf(tenant.id);
    expect((await uploadLogo(tenant.id, 'other.png', 'image/png', solidPng(30, 30, [0, 90, 200]))).status).toBe(200);
    const second = await storedLogoOf(tenant.id);
    expect((await t.call('DELETE', `/api/tenants/${tenant.id}/logo`, { token: admin })).status).toBe(200);

    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([
      byAdministrator('update', 'tenantLogo', tenant.id, 'Logo Trail'),
      byAdministrator('update', 'tenantLogo', tenant.id, 'Logo Trail'),
      byAdministrator('update', 'tenantLogo', tenant.id, 'Logo Trail'),
    ]);
    expect(entries.map((e) => [e.changes, e.counts])).toEqual([
      [[{ field: 'logo', before: null, after: 'present' }], { bytes: first?.length }],
      [[], { bytes: second?.length }],
      [[{ field: 'logo', before: 'present', after: null }], {}],
    ]);
    const text = JSON.stringify(entries);
    for (const logo of [first, second]) {
      expect(logo?.length).toBeGreaterThan(0);
      expect(text).not.toContain(logo?.toString('base64').slice(0, 40));
    }
    // The PNG signature in base64: no image at all, in any form the trail could hold.
    expect(text).not.toContain('iVBORw0KGgo');
  });

  it('records nothing for refused or failed calls', async () => {
    const tenant = await createTenant('Refusals');
    const mark = await auditMark(t.db);
    const refusals = [
      await t.call('POST', '/api/tenant', { token: admin, body: { name: ' ', accountingStandard: 2 } }),
      await t.call('PUT', '/api/tenants/9999', { token: admin, body: { name: 'Nobody' } }),
      await t.call('PUT', `/api/tenants/${tenant.id}`, { token: admin, body: { name: '' } }),
      // The demo tenant has members and contractors: deleting it is refused.
      await t.call('DELETE', `/api/tenants/${t.seed.tenantIds.csi}`, { token: admin }),
      await t.call('DELETE', '/api/tenants/9999', { token: admin }),
      await uploadLogo(tenant.id, 'notes.png', 'image/png', Buffer.from('just some text, not an image\n')),
      await uploadLogo(9999, 'logo.png', 'image/png', solidPng(4, 4, [1, 2, 3])),
      await t.call('DELETE', '/api/tenants/9999/logo', { token: admin }),
    ];
    for (const reply of refusals) expect(reply.body.success).toBe(false);
    expect(await auditEntriesAfter(t.db, mark)).toEqual([]);
  });
});
