import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdministrator } from '../../../src/db/create-administrator.ts';
import { users } from '../../../src/db/schema.ts';
import type { RouteEntry } from '../../../src/lib/auth/access-control.ts';
import { demoAccounts, startTestApp, type TestApp } from '../../support/test-app.ts';

/** A generated password (npm run create-admin) opens nothing but its own replacement until it is changed. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

type SignIn = { token: string; expiration: string; mustChangePassword: boolean };
const signIn = (username: string, password: string) => t.call<SignIn>('POST', '/api/token', { body: { username, password } });
const openBeforeChange = new Set(['PUT /api/users/changepassword', 'GET /api/user', 'POST /api/logout']);
const urlOf = (route: RouteEntry) => route.url.replace(':ids', String(t.seed.userId)).replace(':id', String(t.seed.userId));

async function newAdministrator(email: string): Promise<{ userId: number; password: string }> {
  const created = await createAdministrator(t.db, email);
  if (created.kind !== 'created') throw new Error(`${email} exists`);
  return created;
}

describe('a generated password', () => {
  it('signs in with mustChangePassword true; the demo accounts sign in with it false', async () => {
    const { password } = await newAdministrator('first.admin@firma.pl');
    expect((await signIn('first.admin@firma.pl', password)).body.value?.mustChangePassword).toBe(true);
    expect((await signIn(demoAccounts.administrator.email, 'LeaseDesk-demo-2026')).body.value?.mustChangePassword).toBe(false);
    expect((await signIn(demoAccounts.user.email, 'LeaseDesk-demo-2026')).body.value?.mustChangePassword).toBe(false);
  });

  it('answers 403 with the reason, in English and Polish, on every route but the password change, GET /api/user and sign-out', async () => {
    const { password } = await newAdministrator('refused.admin@firma.pl');
    const token = (await signIn('refused.admin@firma.pl', password)).body.value?.token ?? '';
    const guarded = t.app.routeTable.filter((route) => route.access !== 'public' && !openBeforeChange.has(`${route.method} ${route.url}`));
    expect(guarded.length).toBeGreaterThan(25);
    for (const route of guarded) {
      const reply = await t.call(route.method as 'GET', urlOf(route), { token });
      expect(reply.status, `${route.method} ${route.url}`).toBe(403);
      if (route.access === 'administrator') {
        expect(reply.body.errors).toEqual([{ propertyName: '', message: 'Change your password first: the one you signed in with was generated for you' }]);
      }
    }
    const polish = await t.call('GET', '/api/tenants', { token, headers: { 'accept-language': 'pl' } });
    expect(polish.body.errors).toEqual([{ propertyName: '', message: 'Najpierw zmień hasło: to, którym się zalogowano, zostało wygenerowane dla Ciebie' }]);
    const me = await t.call<{ email: string }>('GET', '/api/user', { token });
    expect(me.status).toBe(200);
    expect(me.body.value?.email).toBe('refused.admin@firma.pl');
    expect((await t.call<boolean>('POST', '/api/validatetoken', { body: { token } })).body.value).toBe(true);
    expect((await t.call('POST', '/api/logout', { token })).status).toBe(200);
    expect((await t.call('GET', '/api/user', { token })).status).toBe(401);
  });

  it('once changed, opens the administrator routes, and the next sign-in is no longer flagged', async () => {
    const { userId, password } = await newAdministrator('changing.admin@firma.pl');
    const token = (await signIn('changing.admin@firma.pl', password)).body.value?.token ?? '';
    expect((await t.call('GET', '/api/tenants', { token })).status).toBe(403);
    const changed = await t.call<SignIn>('PUT', '/api/users/changepassword', {
      token,
      body: { currentPassword: password, newPassword: 'Quiet-harbour-lantern-47', repeatedPassword: 'Quiet-harbour-lantern-47' },
    });
    expect(changed.body.value?.mustChangePassword).toBe(false);
    expect((await t.call('GET', '/api/tenants', { token: changed.body.value?.token ?? '' })).status).toBe(200);
    const [row] = await t.db.select({ flag: users.mustChangePassword }).from(users).where(eq(users.id, userId));
    expect(row?.flag).toBe(false);
    const again = await signIn('changing.admin@firma.pl', 'Quiet-harbour-lantern-47');
    expect(again.body.value?.mustChangePassword).toBe(false);
    expect((await signIn('changing.admin@firma.pl', password)).body.success).toBe(false);
  });
});

describe('createAdministrator', () => {
  it('refuses an e-mail that has an account, whatever its case, and changes nothing', async () => {
    const [before] = await t.db.select().from(users).where(eq(users.id, t.seed.userId));
    expect(await createAdministrator(t.db, demoAccounts.user.email.toUpperCase())).toEqual({ kind: 'exists' });
    const [after] = await t.db.select().from(users).where(eq(users.id, t.seed.userId));
    expect(after).toEqual(before);
  });
});
