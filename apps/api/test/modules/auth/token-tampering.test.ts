import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/db/schema.ts';
import { strongTestPassword } from '../../support/set-password.ts';
import { startTestApp, testJwtSecret, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const sign = (payload: Record<string, unknown>, secret = testJwtSecret) =>
  new SignJWT(payload)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('leasedesk')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));

/** The token is refused everywhere: on a route it would open, and by /api/validatetoken. */
async function expectRejected(token: string, url = '/api/tenants/accountingstandards') {
  const reply = await t.call('GET', url, { token });
  expect(reply.status).toBe(401);
  expect(reply.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Authentication required' }], value: null });
  const check = await t.call('POST', '/api/validatetoken', { body: { token } });
  expect(check.body).toEqual({ success: true, errors: [], value: false });
}

async function createUser(email: string, tenantIds: number[]) {
  const admin = await t.loginAdministrator();
  const reply = await t.call<{ id: number }>('POST', '/api/user', {
    token: admin,
    body: { firstName: 'Token', lastName: 'Tester', email, roleId: 1, tenantIds, password: strongTestPassword, repeatedPassword: strongTestPassword },
  });
  if (!reply.body.value) throw new Error(reply.raw);
  return reply.body.value.id;
}

describe('a valid tenant token', () => {
  it('opens tenant routes and validates', async () => {
    const token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
    expect((await t.call('GET', '/api/tenants/accountingstandards', { token })).body.value).toMatchObject({ accountingStandard: 0 });
    expect((await t.call('POST', '/api/validatetoken', { body: { token } })).body.value).toBe(true);
  });
});

describe('tampered and revoked tokens', () => {
  it('rejects alg "none"', async () => {
    const real = decodeJwt(await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi));
    await expectRejected(`${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(real)}.`);
  });

  it('rejects a token signed with another key', async () => {
    await expectRejected(await sign({ typ: 'tenant', sub: String(t.seed.userId), tid: t.seed.tenantIds.csi, stamp: 'x' }, 'another-secret-another-secret-another-secret'));
  });

  it('rejects an expired token', async () => {
    const token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
    t.clock.advance(t.config.security.tokenTtlSeconds * 1000 + 1000);
    try {
      await expectRejected(token);
    } finally {
      t.clock.advance(-(t.config.security.tokenTtlSeconds * 1000 + 1000));
    }
  });

  it('rejects a token whose tenant claim was changed', async () => {
    const token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
    const [header, , signature] = token.split('.');
    const claims = { ...decodeJwt(token), tid: t.seed.tenantIds.ifrs16 };
    await expectRejected(`${header}.${b64url(claims)}.${signature}`);
  });

  it('rejects a token whose type was changed', async () => {
    const token = await t.loginUser();
    const [header, , signature] = token.split('.');
    await expectRejected(`${header}.${b64url({ ...decodeJwt(token), typ: 'administrator' })}.${signature}`, '/api/users');
  });

  it('rejects a well-signed token with a stamp the user no longer has (forged claims)', async () => {
    await expectRejected(await sign({ typ: 'tenant', sub: String(t.seed.userId), tid: t.seed.tenantIds.csi, stamp: 'not-the-stamp' }));
  });

  it('rejects garbage and a missing Bearer prefix', async () => {
    await expectRejected('not-a-jwt');
    const token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
    const reply = await t.call('GET', '/api/tenants/accountingstandards', { headers: { authorization: token } });
    expect(reply.status).toBe(401);
  });

  it('revokes the tokens of a user removed from the tenant', async () => {
    const userId = await createUser('removed@leasedesk.test', [t.seed.tenantIds.csi, t.seed.tenantIds.ifrs16]);
    const token = await t.tenantToken(await t.login('removed@leasedesk.test', strongTestPassword), t.seed.tenantIds.csi);
    const admin = await t.loginAdministrator();
    const removed = await t.call('DELETE', '/api/users/tenants', { token: admin, body: { userId, tenantIds: [t.seed.tenantIds.csi] } });
    expect(removed.body.success).toBe(true);
    await expectRejected(token);
    // Signing in again, the tenant is no longer offered nor grantable.
    const fresh = await t.login('removed@leasedesk.test', strongTestPassword);
    expect((await t.call<{ id: number }[]>('GET', '/api/users/tenants', { token: fresh })).body.value?.map((x) => x.id)).toEqual([t.seed.tenantIds.ifrs16]);
    expect((await t.call('POST', '/api/tokenwithtenent', { token: fresh, body: { tenantId: t.seed.tenantIds.csi } })).status).toBe(404);
  });

  it('revokes the tokens of a locked-out user', async () => {
    await createUser('locked@leasedesk.test', [t.seed.tenantIds.csi]);
    const token = await t.tenantToken(await t.login('locked@leasedesk.test', strongTestPassword), t.seed.tenantIds.csi);
    for (let i = 0; i < 5; i++) await t.call('POST', '/api/token', { body: { username: 'locked@leasedesk.test', password: 'wrong-password' } });
    await expectRejected(token);
  });

  it('revokes the tokens of a deleted user', async () => {
    const userId = await createUser('deleted@leasedesk.test', [t.seed.tenantIds.csi]);
    const token = await t.tenantToken(await t.login('deleted@leasedesk.test', strongTestPassword), t.seed.tenantIds.csi);
    const admin = await t.loginAdministrator();
    expect((await t.call<{ isDeleted: boolean }>('DELETE', `/api/users/${userId}`, { token: admin })).body.value?.isDeleted).toBe(true);
    await expectRejected(token);
  });

  it('revokes every token on logout', async () => {
    const pretenant = await t.loginUser();
    const token = await t.tenantToken(pretenant, t.seed.tenantIds.csi);
    const [before] = await t.db.select({ stamp: users.securityStamp }).from(users).where(eq(users.id, t.seed.userId));
    const reply = await t.call('POST', '/api/logout', { token });
    expect(reply.body).toEqual({ success: true, errors: [], value: null });
    const [after] = await t.db.select({ stamp: users.securityStamp }).from(users).where(eq(users.id, t.seed.userId));
    expect(after?.stamp).not.toBe(before?.stamp);
    await expectRejected(token);
    await expectRejected(pretenant, '/api/users/tenants');
  });
});

describe('token types are not interchangeable', () => {
  it('refuses a pre-tenant token on tenant routes, and an administrator token on tenant selection', async () => {
    const pretenant = await t.loginUser();
    const onTenantRoute = await t.call('GET', '/api/tenants/accountingstandards', { token: pretenant });
    expect(onTenantRoute.status).toBe(403);
    expect(onTenantRoute.body.success).toBe(false);
    const admin = await t.loginAdministrator();
    const selection = await t.call('POST', '/api/tokenwithtenent', { token: admin, body: { tenantId: t.seed.tenantIds.csi } });
    expect(selection.status).toBe(403);
    expect(selection.body.value).toBeNull();
  });

  it('refuses a user token that claims to be an administrator token, even correctly signed', async () => {
    const [row] = await t.db.select({ stamp: users.securityStamp }).from(users).where(eq(users.id, t.seed.userId));
    const forged = await sign({ typ: 'administrator', sub: String(t.seed.userId), stamp: row?.stamp ?? '' });
    expect((await t.call('GET', '/api/users', { token: forged })).status).toBe(401);
  });
});
