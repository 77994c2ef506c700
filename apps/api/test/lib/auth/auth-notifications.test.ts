import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const userStatus = async (token: string) => (await t.call('GET', '/api/user', { token })).status;
const contractorsStatus = async (token: string) => (await t.call('GET', '/api/contractors', { token })).status;

/**
 * Asks until the answer is the one expected, for at most 1 s (the bound); answers the last one.
 * Between tries it lets the event loop turn, as requests arriving over sockets do: a request answered from
 * the caches never waits for I/O, so injected back to back they would starve the notification's socket.
 */
async function withinOneSecond<T>(ask: () => Promise<T>, expected: T): Promise<T> {
  const started = performance.now();
  let answer = await ask();
  while (answer !== expected && performance.now() - started < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    answer = await ask();
  }
  return answer;
}

const stampOfDemoUser = async () =>
  (await rawRows<{ security_stamp: string }>(t.db, sql`select security_stamp from users where id = ${t.seed.userId}`))[0]?.security_stamp;

/**
 * Changes made straight in the database, by no service of this app (as another instance or an operator
 * would): only the database's notification can tell this app's authentication cache.
 */
describe('authentication answered from the cache, cleared by the database', () => {
  it('answers GET /api/user with the name the database holds, and a renamed user after the change', async () => {
    const token = await t.loginUser();
    const nameOf = async () => (await t.call<{ firstName: string }>('GET', '/api/user', { token })).body.value?.firstName ?? '';
    const original = await nameOf();
    expect(original).not.toBe('');
    await t.db.execute(sql`update users set first_name = 'Renamed' where id = ${t.seed.userId}`);
    expect(await withinOneSecond(nameOf, 'Renamed')).toBe('Renamed');
    await t.db.execute(sql`update users set first_name = ${original} where id = ${t.seed.userId}`);
    expect(await withinOneSecond(nameOf, original)).toBe(original);
  });

  it('refuses a token within 1 s once its stamp is rotated elsewhere', async () => {
    const token = await t.loginUser();
    expect(await userStatus(token)).toBe(200);
    await t.db.execute(sql`update users set security_stamp = 'rotated-elsewhere' where id = ${t.seed.userId}`);
    expect(await withinOneSecond(() => userStatus(token), 401)).toBe(401);
  });

  it('refuses a tenant token within 1 s once the user leaves that tenant, before any stamp rotates', async () => {
    const token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
    expect(await contractorsStatus(token)).toBe(200);
    const stampBefore = await stampOfDemoUser();
    await t.db.execute(sql`delete from user_tenants where user_id = ${t.seed.userId} and tenant_id = ${t.seed.tenantIds.csi}`);
    expect(await withinOneSecond(() => contractorsStatus(token), 401)).toBe(401);
    expect(await stampOfDemoUser()).toBe(stampBefore);
    await t.db.execute(sql`insert into user_tenants (user_id, tenant_id) values (${t.seed.userId}, ${t.seed.tenantIds.csi})`);
    expect(await withinOneSecond(() => contractorsStatus(token), 200)).toBe(200);
  });

  it('refuses a tenant token within 1 s once its tenant is switched off, and accepts it again when switched on', async () => {
    const token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.ifrs16);
    expect(await contractorsStatus(token)).toBe(200);
    await t.db.execute(sql`update tenants set is_deleted = true where id = ${t.seed.tenantIds.ifrs16}`);
    expect(await withinOneSecond(() => contractorsStatus(token), 401)).toBe(401);
    await t.db.execute(sql`update tenants set is_deleted = false where id = ${t.seed.tenantIds.ifrs16}`);
    expect(await withinOneSecond(() => contractorsStatus(token), 200)).toBe(200);
  });

  it('refuses at once, on this instance, what this instance revoked (logout)', async () => {
    const token = await t.loginUser();
    expect(await userStatus(token)).toBe(200);
    expect((await t.call('POST', '/api/logout', { token })).status).toBe(200);
    expect(await userStatus(token)).toBe(401);
  });

  it('is not moved by a change that is rolled back', async () => {
    const token = await t.loginUser();
    expect(await userStatus(token)).toBe(200);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update users set security_stamp = 'never-committed' where id = ${t.seed.userId}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await userStatus(token)).toBe(200);
  });
});
