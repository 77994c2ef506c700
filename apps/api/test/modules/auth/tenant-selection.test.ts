import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimsOf, startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

type UserTenant = { id: number; name: string; logo: string | null; accountingStandard: number };

describe('session flow: sign in, who am I, list tenants, choose one', () => {
  it('answers the signed-in user and role for every token type', async () => {
    const pretenant = await t.loginUser();
    expect((await t.call('GET', '/api/user', { token: pretenant })).body).toEqual({
      success: true,
      errors: [],
      value: { id: t.seed.userId, firstName: 'Ulla', lastName: 'User', email: 'user@leasedesk.test', role: 'user' },
    });
    const admin = await t.loginAdministrator();
    expect((await t.call('GET', '/api/user', { token: admin })).body.value).toMatchObject({ id: t.seed.administratorId, role: 'administrator' });
    expect((await t.call('GET', '/api/users/roles', { token: admin })).body.value).toEqual([{ id: 0, name: 'administrator' }]);
    expect((await t.call('GET', '/api/users/roles', { token: pretenant })).body.value).toEqual([{ id: 1, name: 'user' }]);
  });

  it('lists the user’s tenants with their logos as data URLs', async () => {
    const token = await t.loginUser();
    const reply = await t.call<UserTenant[]>('GET', '/api/users/tenants', { token });
    expect(reply.body.value?.map(({ id, name, accountingStandard }) => ({ id, name, accountingStandard }))).toEqual([
      { id: t.seed.tenantIds.csi, name: 'Demo Leasing CSI', accountingStandard: 0 },
      { id: t.seed.tenantIds.ifrs16, name: 'Demo Lessee IFRS16', accountingStandard: 1 },
    ]);
    for (const tenant of reply.body.value ?? []) {
      // The demo logos are drawn to PNG at seed time: no SVG markup is ever served.
      expect(tenant.logo).toMatch(/^data:image\/png;base64,/);
      expect(Buffer.from(tenant.logo?.split(',')[1] ?? '', 'base64').subarray(1, 4).toString('latin1')).toBe('PNG');
    }
    const admin = await t.loginAdministrator();
    expect((await t.call('GET', '/api/users/tenants', { token: admin })).body.value).toEqual([]);
  });

  it('gives a tenant token for the user’s own tenant, with the tenant to show', async () => {
    const token = await t.loginUser();
    const reply = await t.call<{ token: string; expiration: string; tenant: UserTenant }>('POST', '/api/tokenwithtenent', { token, body: { tenantId: t.seed.tenantIds.ifrs16 } });
    expect(reply.body.success).toBe(true);
    expect(reply.body.value?.tenant).toMatchObject({ id: t.seed.tenantIds.ifrs16, name: 'Demo Lessee IFRS16', accountingStandard: 1 });
    const tenantToken = reply.body.value?.token ?? '';
    expect(claimsOf(tenantToken)).toMatchObject({ typ: 'tenant', tid: t.seed.tenantIds.ifrs16, sub: String(t.seed.userId) });
    const standards = await t.call('GET', '/api/tenants/accountingstandards', { token: tenantToken });
    expect(standards.body.value).toEqual({ accountingStandard: 1, accountingStandards: [{ id: 0, name: 'CSI' }, { id: 1, name: 'IFRS16' }] });
    // A tenant token may switch to another of the user's tenants.
    const switched = await t.call<{ token: string }>('POST', '/api/tokenwithtenent', { token: tenantToken, body: { tenantId: t.seed.tenantIds.csi } });
    expect(claimsOf(switched.body.value?.token ?? '')).toMatchObject({ tid: t.seed.tenantIds.csi });
  });

  it('refuses a tenant the user does not belong to, or one that does not exist, the same way (404)', async () => {
    const admin = await t.loginAdministrator();
    const created = await t.call<{ id: number }>('POST', '/api/tenant', { token: admin, body: { name: 'Foreign Tenant' } });
    const foreignId = created.body.value?.id ?? 0;
    const token = await t.loginUser();
    const foreign = await t.call('POST', '/api/tokenwithtenent', { token, body: { tenantId: foreignId } });
    const missing = await t.call('POST', '/api/tokenwithtenent', { token, body: { tenantId: 99_999 } });
    expect(foreign.status).toBe(404);
    expect(foreign.raw).toBe(missing.raw);
    expect(foreign.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Client not found' }], value: null });
  });

  it('rejects a tenant id in the wrong shape and unknown properties', async () => {
    const token = await t.loginUser();
    const reply = await t.call('POST', '/api/tokenwithtenent', { token, body: { tenantId: 'one', userId: 5 } });
    expect(reply.status).toBe(200);
    expect(reply.body.errors.map((e) => e.propertyName).sort()).toEqual(['tenantId', 'userId']);
  });

  it('stops offering a deleted tenant, also to a member restored after it was deleted', async () => {
    // A tenant with live members cannot be deleted: the member is deleted first, the
    // tenant then, and the member restored; the deleted tenant is neither offered nor selectable.
    const admin = await t.loginAdministrator();
    const tenant = (await t.call<{ id: number }>('POST', '/api/tenant', { token: admin, body: { name: 'Zamknięty klient' } })).body.value as { id: number };
    await t.call('POST', `/api/users/${t.seed.userId}/tenants`, { token: admin, body: { tenantIds: [tenant.id] } });
    const tenantToken = await t.tenantToken(await t.loginUser(), tenant.id);
    expect((await t.call('DELETE', `/api/tenants/${tenant.id}`, { token: admin })).body.success).toBe(false);
    await t.call('DELETE', `/api/users/${t.seed.userId}`, { token: admin });
    expect((await t.call<{ isDeleted: boolean }>('DELETE', `/api/tenants/${tenant.id}`, { token: admin })).body.value?.isDeleted).toBe(true);
    await t.call('DELETE', `/api/users/${t.seed.userId}`, { token: admin });
    expect((await t.call('GET', '/api/tenants/accountingstandards', { token: tenantToken })).status).toBe(401);
    const again = await t.loginUser();
    expect((await t.call<UserTenant[]>('GET', '/api/users/tenants', { token: again })).body.value?.map((x) => x.id).sort()).toEqual([t.seed.tenantIds.csi, t.seed.tenantIds.ifrs16].sort());
    expect((await t.call('POST', '/api/tokenwithtenent', { token: again, body: { tenantId: tenant.id } })).status).toBe(404);
    // Restored by the same toggle.
    expect((await t.call<{ isDeleted: boolean }>('DELETE', `/api/tenants/${tenant.id}`, { token: admin })).body.value?.isDeleted).toBe(false);
    expect((await t.call('POST', '/api/tokenwithtenent', { token: again, body: { tenantId: tenant.id } })).status).toBe(200);
  });
});

describe('POST /api/validatetoken', () => {
  it('answers true for a live token and false for nonsense', async () => {
    const token = await t.loginUser();
    expect((await t.call('POST', '/api/validatetoken', { body: { token } })).body).toEqual({ success: true, errors: [], value: true });
    expect((await t.call('POST', '/api/validatetoken', { body: { token: 'x' } })).body).toEqual({ success: true, errors: [], value: false });
  });
});
