import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userTenants, users } from '../../../src/db/schema.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

type User = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  userName: string;
  role: { id: number; name: string };
  tenants: { id: number; name: string }[];
  isLockedOut: boolean;
  isDeleted: boolean;
};
type Page<T> = { items: T[]; itemsCount: number; pagesCount: number; pageSize: number; page: number };

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAdministrator();
});
afterAll(async () => t.close());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Nina',
  lastName: 'Nowak',
  email: 'nina@leasedesk.test',
  roleId: 1,
  tenantIds: [t.seed.tenantIds.csi],
  password: 'Tulip-orbit-kettle-2026',
  repeatedPassword: 'Tulip-orbit-kettle-2026',
  ...overrides,
});
const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
const membershipsOf = async (id: number) => (await t.db.select().from(userTenants).where(eq(userTenants.userId, id))).map((m) => m.tenantId).sort();

describe('creating users', () => {
  it('stores the user with a hashed password, role and tenants, who can then sign in', async () => {
    const reply = await t.call<User>('POST', '/api/user', { token: admin, body: newUser({ email: 'Nina@LeaseDesk.test' }) });
    expect(reply.body.success).toBe(true);
    expect(reply.body.value).toMatchObject({
      firstName: 'Nina',
      email: 'nina@leasedesk.test',
      userName: 'nina@leasedesk.test',
      role: { id: 1, name: 'user' },
      tenants: [{ id: t.seed.tenantIds.csi, name: 'Demo Leasing CSI' }],
      isLockedOut: false,
      isDeleted: false,
    });
    const id = reply.body.value?.id ?? 0;
    const row = await rowOf(id);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.passwordHash).not.toContain('Tulip-orbit-kettle-2026');
    expect(await membershipsOf(id)).toEqual([t.seed.tenantIds.csi]);
    expect((await t.login('nina@leasedesk.test', 'Tulip-orbit-kettle-2026')).length).toBeGreaterThan(20);
  });

  it('refuses a taken e-mail, different passwords and unknown tenants, writing nothing', async () => {
    const before = (await t.db.select().from(users)).length;
    const taken = await t.call('POST', '/api/user', { token: admin, body: newUser({ email: 'USER@leasedesk.test' }) });
    expect(taken.body.errors).toEqual([{ propertyName: 'email', message: 'This e-mail is already in use' }]);
    const mismatch = await t.call('POST', '/api/user', { token: admin, body: newUser({ email: 'x1@leasedesk.test', repeatedPassword: 'Different-password-1' }) });
    expect(mismatch.body.errors).toEqual([{ propertyName: 'repeatedPassword', message: 'Passwords must match' }]);
    const tenant = await t.call('POST', '/api/user', { token: admin, body: newUser({ email: 'x2@leasedesk.test', tenantIds: [t.seed.tenantIds.csi, 4242] }) });
    expect(tenant.body.errors).toEqual([{ propertyName: 'tenantIds', message: 'Client 4242 does not exist' }]);
    expect((await t.db.select().from(users)).length).toBe(before);
  });

  it('rejects mass assignment (isDeleted, lockout fields, ids) as unknown properties, one error per field', async () => {
    const reply = await t.call('POST', '/api/user', {
      token: admin,
      body: { ...newUser({ email: 'mass@leasedesk.test', firstName: '' }), isDeleted: true, failedAccessCount: 0, id: 1 },
    });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(false);
    expect(reply.body.errors).toEqual(
      expect.arrayContaining([
        { propertyName: 'isDeleted', message: 'Unknown property' },
        { propertyName: 'failedAccessCount', message: 'Unknown property' },
        { propertyName: 'id', message: 'Unknown property' },
        { propertyName: 'firstName', message: 'Required' },
      ]),
    );
    expect(await t.db.select().from(users).where(eq(users.email, 'mass@leasedesk.test'))).toEqual([]);
  });
});

describe('listing and reading users', () => {
  it('lists live users, filters by query and pages on request', async () => {
    const all = await t.call<User[]>('GET', '/api/users', { token: admin });
    expect(all.body.value?.map((u) => u.email)).toEqual(expect.arrayContaining(['admin@leasedesk.test', 'user@leasedesk.test']));
    const filtered = await t.call<User[]>('GET', '/api/users?query=ULLA', { token: admin });
    expect(filtered.body.value?.map((u) => u.email)).toEqual(['user@leasedesk.test']);
    const page = await t.call<Page<User>>('GET', '/api/users?page=2&pageSize=1', { token: admin });
    const count = all.body.value?.length ?? 0;
    expect(page.body.value).toMatchObject({ itemsCount: count, pagesCount: count, pageSize: 1, page: 2 });
    expect(page.body.value?.items).toEqual([all.body.value?.[1]]);
    const tooBig = await t.call('GET', '/api/users?pageSize=101', { token: admin });
    expect(tooBig.body.errors.map((e) => e.propertyName)).toEqual(['pageSize']);
  });

  it('reads one user, 404 for none', async () => {
    expect((await t.call<User>('GET', `/api/users/${t.seed.userId}`, { token: admin })).body.value?.tenants).toHaveLength(2);
    const missing = await t.call('GET', '/api/users/9999', { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'User not found' }], value: null });
    expect((await t.call<{ id: number; name: string }[]>('GET', `/api/users/${t.seed.userId}/roles`, { token: admin })).body.value).toEqual([{ id: 1, name: 'user' }]);
  });
});

describe('updating users', () => {
  it('updates names, e-mail, role and tenants; removing a tenant revokes the user’s tokens', async () => {
    const created = (await t.call<User>('POST', '/api/user', { token: admin, body: newUser({ email: 'upd@leasedesk.test', tenantIds: [t.seed.tenantIds.csi, t.seed.tenantIds.ifrs16] }) })).body.value;
    const id = created?.id ?? 0;
    const session = await t.login('upd@leasedesk.test', 'Tulip-orbit-kettle-2026');
    const reply = await t.call<User>('PUT', `/api/users/${id}`, {
      token: admin,
      body: { firstName: 'Nora', lastName: 'Nowak', email: 'nora@leasedesk.test', roleId: 1, tenantIds: [t.seed.tenantIds.ifrs16], password: '' },
    });
    expect(reply.body.value).toMatchObject({ firstName: 'Nora', email: 'nora@leasedesk.test', tenants: [{ id: t.seed.tenantIds.ifrs16 }] });
    expect(await membershipsOf(id)).toEqual([t.seed.tenantIds.ifrs16]);
    expect((await t.call('GET', '/api/user', { token: session })).status).toBe(401);
    // The empty password kept the old one.
    expect((await t.login('nora@leasedesk.test', 'Tulip-orbit-kettle-2026')).length).toBeGreaterThan(20);
  });

  it('sets a new password when given (and checks the repetition)', async () => {
    const id = (await t.call<User>('POST', '/api/user', { token: admin, body: newUser({ email: 'pw@leasedesk.test' }) })).body.value?.id ?? 0;
    const base = { firstName: 'P', lastName: 'W', email: 'pw@leasedesk.test', roleId: 1, tenantIds: [] };
    const mismatch = await t.call('PUT', `/api/users/${id}`, { token: admin, body: { ...base, password: 'Brand-new-password-1', repeatedPassword: 'nope' } });
    expect(mismatch.body.errors).toEqual([{ propertyName: 'repeatedPassword', message: 'Passwords must match' }]);
    const done = await t.call('PUT', `/api/users/${id}`, { token: admin, body: { ...base, password: 'Brand-new-password-1', repeatedPassword: 'Brand-new-password-1' } });
    expect(done.body.success).toBe(true);
    expect((await t.login('pw@leasedesk.test', 'Brand-new-password-1')).length).toBeGreaterThan(20);
    expect(await membershipsOf(id)).toEqual([]);
  });

  it('answers 404 for an unknown user and refuses the administrator’s own demotion', async () => {
    const body = { firstName: 'A', lastName: 'B', email: 'ghost@leasedesk.test', roleId: 1, tenantIds: [] };
    expect((await t.call('PUT', '/api/users/9999', { token: admin, body })).status).toBe(404);
    const self = await t.call('PUT', `/api/users/${t.seed.administratorId}`, { token: admin, body: { ...body, email: 'admin@leasedesk.test' } });
    expect(self.body.errors).toEqual([{ propertyName: 'roleId', message: 'You cannot change your own role' }]);
    expect((await rowOf(t.seed.administratorId))?.role).toBe(0);
  });
});

describe('roles', () => {
  it('lists the roles, 0-based, filtered by query', async () => {
    expect((await t.call('GET', '/api/roles', { token: admin })).body.value).toEqual([
      { id: 0, name: 'administrator' },
      { id: 1, name: 'user' },
    ]);
    expect((await t.call('GET', '/api/roles?query=adm', { token: admin })).body.value).toEqual([{ id: 0, name: 'administrator' }]);
  });

  it('promotes with POST /api/roles/user (new token type needed) and demotes with DELETE /api/users/{id}/role', async () => {
    const id = (await t.call<User>('POST', '/api/user', { token: admin, body: newUser({ email: 'promo@leasedesk.test' }) })).body.value?.id ?? 0;
    const userToken = await t.login('promo@leasedesk.test', 'Tulip-orbit-kettle-2026');
    const promoted = await t.call<User>('POST', '/api/roles/user', { token: admin, body: { userId: id, roleId: 0 } });
    expect(promoted.body.value?.role).toEqual({ id: 0, name: 'administrator' });
    expect((await rowOf(id))?.role).toBe(0);
    expect((await t.call('GET', '/api/user', { token: userToken })).status).toBe(401);
    const adminToken = await t.login('promo@leasedesk.test', 'Tulip-orbit-kettle-2026');
    expect((await t.call('GET', '/api/users', { token: adminToken })).status).toBe(200);

    const wrongPath = await t.call('DELETE', `/api/users/${t.seed.userId}/role`, { token: admin, body: { userId: id, roleId: 0 } });
    expect(wrongPath.body.errors).toEqual([{ propertyName: 'userId', message: 'Must be the user of the path' }]);
    const demoted = await t.call<User>('DELETE', `/api/users/${id}/role`, { token: admin, body: { userId: id, roleId: 0 } });
    expect(demoted.body.value?.role).toEqual({ id: 1, name: 'user' });
    expect((await t.call('GET', '/api/users', { token: adminToken })).status).toBe(401);
    const keep = await t.call('DELETE', `/api/users/${id}/role`, { token: admin, body: { userId: id, roleId: 1 } });
    expect(keep.body.errors).toEqual([{ propertyName: 'roleId', message: 'Every account keeps the user role' }]);
  });
});

describe('tenant memberships', () => {
  it('adds tenants to several users at once (POST /api/users/{ids}/tenants) and removes them', async () => {
    const a = (await t.call<User>('POST', '/api/user', { token: admin, body: newUser({ email: 'a@leasedesk.test', tenantIds: [] }) })).body.value?.id ?? 0;
    const b = (await t.call<User>('POST', '/api/user', { token: admin, body: newUser({ email: 'b@leasedesk.test', tenantIds: [t.seed.tenantIds.csi] }) })).body.value?.id ?? 0;
    const added = await t.call<User[]>('POST', `/api/users/${a},${b}/tenants`, { token: admin, body: { tenantIds: [t.seed.tenantIds.csi, t.seed.tenantIds.ifrs16] } });
    expect(added.body.value?.map((u) => u.id)).toEqual([a, b]);
    expect(await membershipsOf(a)).toEqual([t.seed.tenantIds.csi, t.seed.tenantIds.ifrs16].sort());
    expect(await membershipsOf(b)).toEqual([t.seed.tenantIds.csi, t.seed.tenantIds.ifrs16].sort());
    const removed = await t.call<User>('DELETE', '/api/users/tenants', { token: admin, body: { userId: a, tenantIds: [t.seed.tenantIds.csi] } });
    expect(removed.body.value?.tenants.map((x) => x.id)).toEqual([t.seed.tenantIds.ifrs16]);
    expect(await membershipsOf(a)).toEqual([t.seed.tenantIds.ifrs16]);
    const badIds = await t.call('POST', '/api/users/1;2/tenants', { token: admin, body: { tenantIds: [] } });
    expect(badIds.body.errors.map((e) => e.propertyName)).toEqual(['ids']);
  });
});

describe('soft delete', () => {
  it('toggles isDeleted: the user leaves the list and cannot sign in; a second DELETE restores', async () => {
    const id = (await t.call<User>('POST', '/api/user', { token: admin, body: newUser({ email: 'gone@leasedesk.test' }) })).body.value?.id ?? 0;
    const deleted = await t.call<User>('DELETE', `/api/users/${id}`, { token: admin });
    expect(deleted.body.value?.isDeleted).toBe(true);
    expect((await rowOf(id))?.isDeleted).toBe(true);
    expect((await t.call<User[]>('GET', '/api/users', { token: admin })).body.value?.map((u) => u.id)).not.toContain(id);
    const login = await t.call('POST', '/api/token', { body: { username: 'gone@leasedesk.test', password: 'Tulip-orbit-kettle-2026' } });
    expect(login.body.errors[0]?.message).toBe('Incorrect credentials');
    expect((await t.call<User>('DELETE', `/api/users/${id}`, { token: admin })).body.value?.isDeleted).toBe(false);
    expect((await t.call<User[]>('GET', '/api/users', { token: admin })).body.value?.map((u) => u.id)).toContain(id);
  });

  it('refuses deleting oneself and answers 404 for none', async () => {
    const self = await t.call('DELETE', `/api/users/${t.seed.administratorId}`, { token: admin });
    expect(self.body.errors).toEqual([{ propertyName: 'id', message: 'You cannot delete your own account' }]);
    expect((await t.call('DELETE', '/api/users/9999', { token: admin })).status).toBe(404);
  });
});
