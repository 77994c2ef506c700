import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserDto } from '@leasedesk/contract';
import { users } from '../../../src/db/schema.ts';
import { auditEntriesAfter, auditMark, type StoredAuditEntry } from '../../support/audit-trail.ts';
import { demoAccounts, startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
let admin: string;
let csi: number;
let ifrs16: number;

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAdministrator();
  csi = t.seed.tenantIds.csi;
  ifrs16 = t.seed.tenantIds.ifrs16;
});
afterAll(async () => t.close());

const password = 'Tulip-orbit-kettle-2026';
const newUser = (email: string, tenantIds: number[]) => ({ firstName: 'Tina', lastName: 'Trail', email, roleId: 1, tenantIds, password, repeatedPassword: password });
const createUser = async (email: string, tenantIds: number[] = [csi]) =>
  (await t.call<UserDto>('POST', '/api/user', { token: admin, body: newUser(email, tenantIds) })).body.value?.id as number;
const idsText = (...ids: number[]) => [...ids].sort((a, b) => a - b).join(',');

/** Who, what and where of each entry: the administrator acting, in administration's trail (no tenant). */
const headsOf = (entries: StoredAuditEntry[]) => entries.map((e) => [e.action, e.entity, e.entityId, e.label, e.tenantId, e.userId, e.userName]);
const byAdministrator = (action: string, entity: string, id: number, label: string) => [action, entity, String(id), label, null, t.seed.administratorId, demoAccounts.administrator.email];

/** Neither a password nor what is stored of it reaches the trail. */
async function expectNoSecrets(entries: StoredAuditEntry[], userId: number, ...passwords: string[]) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  const text = JSON.stringify(entries);
  for (const secret of [...passwords, row?.passwordHash, row?.securityStamp]) {
    expect(secret).toBeTruthy();
    expect(text).not.toContain(secret);
  }
}

describe('the users’ trail', () => {
  it('records an administrator setting only a user’s password as “password set”, with no field and never the password', async () => {
    const id = await createUser('pia@leasedesk.test');
    const mark = await auditMark(t.db);
    const newPassword = 'Copper-meadow-violin-2026';
    const updated = await t.call('PUT', `/api/users/${id}`, {
      token: admin,
      body: { firstName: 'Tina', lastName: 'Trail', email: 'pia@leasedesk.test', roleId: 1, tenantIds: [csi], password: newPassword, repeatedPassword: newPassword },
    });
    expect(updated.body.success).toBe(true);
    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([byAdministrator('passwordSet', 'user', id, 'pia@leasedesk.test')]);
    expect(entries[0]).toMatchObject({ changes: [], counts: {} });
    await expectNoSecrets(entries, id, newPassword);
  });

  it('records create, update, delete and restore once each, by the administrator, with the changed fields and no password', async () => {
    const mark = await auditMark(t.db);
    const id = await createUser('tina@leasedesk.test');
    const newPassword = 'Brand-new-password-1';
    const updated = await t.call('PUT', `/api/users/${id}`, {
      token: admin,
      body: { firstName: 'Tamara', lastName: 'Trail', email: 'tamara@leasedesk.test', roleId: 1, tenantIds: [ifrs16, csi], password: newPassword, repeatedPassword: newPassword },
    });
    expect(updated.body.success).toBe(true);
    await t.call('DELETE', `/api/users/${id}`, { token: admin });
    await t.call('DELETE', `/api/users/${id}`, { token: admin });

    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([
      byAdministrator('create', 'user', id, 'tina@leasedesk.test'),
      byAdministrator('passwordSet', 'user', id, 'tamara@leasedesk.test'),
      byAdministrator('delete', 'user', id, 'tamara@leasedesk.test'),
      byAdministrator('restore', 'user', id, 'tamara@leasedesk.test'),
    ]);
    expect(entries[0]?.changes).toEqual([
      { field: 'firstName', before: null, after: 'Tina' },
      { field: 'lastName', before: null, after: 'Trail' },
      { field: 'email', before: null, after: 'tina@leasedesk.test' },
      { field: 'role', before: null, after: 'user' },
      { field: 'tenantIds', before: null, after: String(csi) },
    ]);
    expect(entries[1]?.changes).toEqual([
      { field: 'firstName', before: 'Tina', after: 'Tamara' },
      { field: 'email', before: 'tina@leasedesk.test', after: 'tamara@leasedesk.test' },
      { field: 'tenantIds', before: String(csi), after: idsText(csi, ifrs16) },
    ]);
    // A new password is told as set (the entry's action), never shown.
    expect(entries[2]?.changes).toEqual([{ field: 'isDeleted', before: false, after: true }]);
    expect(entries[3]?.changes).toEqual([{ field: 'isDeleted', before: true, after: false }]);
    expect(new Set(entries.map((e) => e.correlationId)).size).toBe(4);
    await expectNoSecrets(entries, id, password, newPassword);
  });

  it('records an update that changes nothing as one entry without changes', async () => {
    const id = await createUser('same@leasedesk.test');
    const mark = await auditMark(t.db);
    await t.call('PUT', `/api/users/${id}`, { token: admin, body: { firstName: 'Tina', lastName: 'Trail', email: 'same@leasedesk.test', password: '' } });
    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([byAdministrator('update', 'user', id, 'same@leasedesk.test')]);
    expect(entries[0]).toMatchObject({ changes: [], counts: {} });
  });

  it('records the role set and taken away as userRole assign and unassign', async () => {
    const id = await createUser('role@leasedesk.test');
    const mark = await auditMark(t.db);
    expect((await t.call('POST', '/api/roles/user', { token: admin, body: { userId: id, roleId: 0 } })).body.success).toBe(true);
    expect((await t.call('DELETE', `/api/users/${id}/role`, { token: admin, body: { userId: id, roleId: 0 } })).body.success).toBe(true);
    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([
      byAdministrator('assign', 'userRole', id, 'role@leasedesk.test'),
      byAdministrator('unassign', 'userRole', id, 'role@leasedesk.test'),
    ]);
    expect(entries.map((e) => e.changes)).toEqual([
      [{ field: 'role', before: 'user', after: 'administrator' }],
      [{ field: 'role', before: 'administrator', after: 'user' }],
    ]);
    await expectNoSecrets(entries, id, password);
  });

  it('records memberships added to several users as one entry per user, and removed ones', async () => {
    const a = await createUser('member-a@leasedesk.test', []);
    const b = await createUser('member-b@leasedesk.test', [csi]);
    const mark = await auditMark(t.db);
    const added = await t.call('POST', `/api/users/${a},${b}/tenants`, { token: admin, body: { tenantIds: [ifrs16, csi] } });
    expect(added.body.success).toBe(true);
    const removed = await t.call('DELETE', '/api/users/tenants', { token: admin, body: { userId: a, tenantIds: [csi] } });
    expect(removed.body.success).toBe(true);
    const entries = await auditEntriesAfter(t.db, mark);
    expect(headsOf(entries)).toEqual([
      byAdministrator('assign', 'userTenants', a, 'member-a@leasedesk.test'),
      byAdministrator('assign', 'userTenants', b, 'member-b@leasedesk.test'),
      byAdministrator('unassign', 'userTenants', a, 'member-a@leasedesk.test'),
    ]);
    expect(entries.map((e) => e.changes)).toEqual([
      [{ field: 'tenantIds', before: '', after: idsText(csi, ifrs16) }],
      [{ field: 'tenantIds', before: String(csi), after: idsText(csi, ifrs16) }],
      [{ field: 'tenantIds', before: idsText(csi, ifrs16), after: String(ifrs16) }],
    ]);
    // One call, one request: the two users' entries share its correlation id.
    expect(entries[0]?.correlationId).toBe(entries[1]?.correlationId);
  });

  it('records nothing for refused or failed calls', async () => {
    const id = await createUser('refused@leasedesk.test');
    const mark = await auditMark(t.db);
    const refusals = [
      await t.call('POST', '/api/user', { token: admin, body: newUser('USER@leasedesk.test', []) }),
      await t.call('POST', '/api/user', { token: admin, body: { ...newUser('x@leasedesk.test', []), repeatedPassword: 'Other-password-12' } }),
      await t.call('POST', '/api/user', { token: admin, body: newUser('y@leasedesk.test', [4242]) }),
      await t.call('PUT', '/api/users/9999', { token: admin, body: { firstName: 'A', lastName: 'B', email: 'ghost@leasedesk.test' } }),
      await t.call('PUT', `/api/users/${id}`, { token: admin, body: { firstName: 'A', lastName: 'B', email: demoAccounts.user.email } }),
      await t.call('DELETE', `/api/users/${t.seed.administratorId}`, { token: admin }),
      await t.call('DELETE', '/api/users/9999', { token: admin }),
      await t.call('POST', '/api/roles/user', { token: admin, body: { userId: t.seed.administratorId, roleId: 1 } }),
      await t.call('POST', '/api/roles/user', { token: admin, body: { userId: 9999, roleId: 0 } }),
      await t.call('DELETE', `/api/users/${id}/role`, { token: admin, body: { userId: id, roleId: 0 } }),
      await t.call('DELETE', `/api/users/${id}/role`, { token: admin, body: { userId: id, roleId: 1 } }),
      await t.call('POST', `/api/users/${id},9999/tenants`, { token: admin, body: { tenantIds: [csi] } }),
      await t.call('POST', `/api/users/${id}/tenants`, { token: admin, body: { tenantIds: [4242] } }),
      await t.call('DELETE', '/api/users/tenants', { token: admin, body: { userId: 9999, tenantIds: [csi] } }),
      // Not an administrator: refused before anything runs.
      await t.call('POST', '/api/user', { token: await t.loginUser(), body: newUser('z@leasedesk.test', []) }),
    ];
    for (const reply of refusals) expect(reply.body.success).toBe(false);
    // The user's sign-in above is the only entry: none of the refusals left one.
    expect((await auditEntriesAfter(t.db, mark)).map((e) => [e.action, e.entity])).toEqual([['signIn', 'session']]);
  });
});
