import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { claimsOf, demoAccounts, demoPassword, startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const change = (token: string, body: Record<string, unknown>) => t.call<{ token: string; expiration: string }>('PUT', '/api/users/changepassword', { token, body });

describe('PUT /api/users/changepassword', () => {
  it('needs the current password and counts a wrong one toward lockout', async () => {
    const token = await t.loginUser();
    const reply = await change(token, { currentPassword: 'not-my-password', newPassword: 'Another-password-1', repeatedPassword: 'Another-password-1' });
    expect(reply.body).toEqual({ success: false, errors: [{ propertyName: 'currentPassword', message: 'The current password is incorrect' }], value: null });
    const [row] = await t.db.select().from(users).where(eq(users.id, t.seed.userId));
    expect(row?.failedAccessCount).toBe(1);
    expect((await t.call('POST', '/api/token', { body: { username: demoAccounts.user.email, password: 'Another-password-1' } })).body.success).toBe(false);
  });

  it('refuses different repeated password, a too short one and unknown fields, one error per field', async () => {
    const token = await t.loginUser();
    const mismatch = await change(token, { currentPassword: demoPassword, newPassword: 'Another-password-1', repeatedPassword: 'Another-password-2' });
    expect(mismatch.body.errors).toEqual([{ propertyName: 'repeatedPassword', message: 'Passwords must match' }]);
    const invalid = await change(token, { currentPassword: demoPassword, newPassword: 'short', repeatedPassword: 'short', userId: 1 });
    expect(invalid.body.errors).toEqual(
      expect.arrayContaining([
        { propertyName: 'newPassword', message: 'Password must be at least 12 characters long' },
        { propertyName: 'userId', message: 'Unknown property' },
      ]),
    );
  });

  it('changes it, keeps this session with a fresh token of the same kind and revokes the others', async () => {
    const pretenant = await t.loginUser();
    const other = await t.tenantToken(pretenant, t.seed.tenantIds.ifrs16);
    const session = await t.tenantToken(pretenant, t.seed.tenantIds.csi);
    const reply = await change(session, { currentPassword: demoPassword, newPassword: 'Changed-password-2026', repeatedPassword: 'Changed-password-2026' });
    expect(reply.body.success).toBe(true);
    const fresh = reply.body.value?.token ?? '';
    expect(claimsOf(fresh)).toMatchObject({ typ: 'tenant', tid: t.seed.tenantIds.csi });
    expect((await t.call('GET', '/api/tenants/accountingstandards', { token: fresh })).status).toBe(200);
    for (const old of [pretenant, other, session]) expect((await t.call('GET', '/api/user', { token: old })).status).toBe(401);
    expect((await t.call('POST', '/api/token', { body: { username: demoAccounts.user.email, password: demoPassword } })).body.success).toBe(false);
    expect((await t.call('POST', '/api/token', { body: { username: demoAccounts.user.email, password: 'Changed-password-2026' } })).body.success).toBe(true);
    const [row] = await t.db.select().from(users).where(eq(users.id, t.seed.userId));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});
