import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { claimsOf, demoAccounts, demoPassword, startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const userRow = async (email: string) => {
  const [row] = await t.db.select().from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row;
};

const attempt = (username: string, password: string) => t.call<{ token: string; expiration: string }>('POST', '/api/token', { body: { username, password } });

describe('POST /api/token', () => {
  it('gives an administrator an administrator token', async () => {
    const reply = await attempt(demoAccounts.administrator.email, demoPassword);
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(true);
    const claims = claimsOf(reply.body.value?.token ?? '');
    expect(claims).toMatchObject({ typ: 'administrator', sub: String(t.seed.administratorId) });
    expect(claims['tid']).toBeUndefined();
    expect(new Date(reply.body.value?.expiration ?? '').getTime()).toBe(Number(claims['exp']) * 1000);
  });

  it('gives a user a pre-tenant token (no tenant yet), matching the e-mail case-insensitively', async () => {
    const reply = await attempt('  USER@LeaseDesk.test ', demoPassword);
    expect(reply.body.success).toBe(true);
    expect(claimsOf(reply.body.value?.token ?? '')).toMatchObject({ typ: 'pretenant', sub: String(t.seed.userId) });
  });

  it('answers the same message for a wrong password and an unknown e-mail, and counts the failure', async () => {
    const wrong = await attempt(demoAccounts.user.email, 'not-the-password');
    const unknown = await attempt('nobody@leasedesk.test', 'whatever-password');
    for (const reply of [wrong, unknown]) {
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Incorrect credentials' }], value: null });
    }
    expect((await userRow(demoAccounts.user.email)).failedAccessCount).toBe(1);
    // A success starts the count over.
    expect((await attempt(demoAccounts.user.email, demoPassword)).body.success).toBe(true);
    expect((await userRow(demoAccounts.user.email)).failedAccessCount).toBe(0);
  });

  it('answers one error per field and rejects unknown properties', async () => {
    const reply = await t.call('POST', '/api/token', { body: { username: '', tenantId: 2 } });
    expect(reply.status).toBe(200);
    expect(reply.body.success).toBe(false);
    const fields = reply.body.errors.map((e) => e.propertyName).sort();
    expect(fields).toEqual(['password', 'tenantId', 'username']);
    expect(reply.body.errors.find((e) => e.propertyName === 'tenantId')?.message).toBe('Unknown property');
    expect(reply.body.errors.find((e) => e.propertyName === 'password')?.message).toBe('Required');
  });
});

describe('lockout', () => {
  const email = 'lockme@leasedesk.test';
  const password = 'Quiet-harbor-lantern-2026';

  beforeAll(async () => {
    const admin = await t.loginAdministrator();
    const created = await t.call('POST', '/api/user', {
      token: admin,
      body: { firstName: 'Lock', lastName: 'Me', email, roleId: 1, tenantIds: [t.seed.tenantIds.csi], password, repeatedPassword: password },
    });
    expect(created.body.success).toBe(true);
  });

  it('locks the account after 5 failures for 15 minutes with the same message, revoking its tokens, then lets it in again', async () => {
    const token = await t.login(email, password);
    const stampBefore = (await userRow(email)).securityStamp;
    for (let i = 1; i <= 4; i++) {
      expect((await attempt(email, `wrong-${i}`)).body.errors[0]?.message).toBe('Incorrect credentials');
      expect((await userRow(email)).failedAccessCount).toBe(i);
    }
    expect((await userRow(email)).lockoutEnd).toBeNull();
    await attempt(email, 'wrong-5');

    const locked = await userRow(email);
    expect(locked.lockoutEnd?.getTime()).toBe(t.clock().getTime() + 15 * 60_000);
    expect(locked.securityStamp).not.toBe(stampBefore);
    // The right password is refused with the very same answer while locked.
    const refused = await attempt(email, password);
    expect(refused.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Incorrect credentials' }], value: null });
    // The session from before the lockout is gone.
    expect((await t.call('GET', '/api/user', { token })).status).toBe(401);

    t.clock.advance(14 * 60_000);
    expect((await attempt(email, password)).body.success).toBe(false);
    t.clock.advance(60_000 + 1000);
    const after = await attempt(email, password);
    expect(after.body.success).toBe(true);
    const reset = await userRow(email);
    expect(reset.failedAccessCount).toBe(0);
    expect(reset.lockoutEnd).toBeNull();
  });

  it('shows the lockout to administrators', async () => {
    for (let i = 0; i < 5; i++) await attempt(email, 'wrong');
    const admin = await t.loginAdministrator();
    const list = await t.call<{ email: string; isLockedOut: boolean }[]>('GET', '/api/users', { token: admin });
    expect(list.body.value?.find((u) => u.email === email)?.isLockedOut).toBe(true);
  });
});
