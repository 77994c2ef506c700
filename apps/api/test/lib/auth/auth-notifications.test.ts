import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { startTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t.close());

const status = async (token: string) => (await t.call('GET', '/api/user', { token })).status;

/** Polls until the token is refused; answers how long it took, or fails after 1 s (the bound). */
async function refusedWithinOneSecond(token: string): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 1000) {
    if ((await status(token)) === 401) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('the token was still accepted after 1 s');
}

/**
 * Changes made straight in the database, by no service of this app (as another instance or an operator
 * would): only the database's notification can tell this app's authentication cache.
 */
describe('authentication answered from the cache, cleared by the database', () => {
  it('answers GET /api/user with the name the database holds, and a renamed user after the change', async () => {
    const token = await t.loginUser();
    const first = await t.call<{ firstName: string }>('GET', '/api/user', { token });
    const original = first.body.value?.firstName ?? '';
    expect(original).not.toBe('');
    await t.db.execute(sql`update users set first_name = 'Renamed' where id = ${t.seed.userId}`);
    const started = performance.now();
    let name = '';
    while (performance.now() - started < 1000 && name !== 'Renamed') {
      name = (await t.call<{ firstName: string }>('GET', '/api/user', { token })).body.value?.firstName ?? '';
    }
    expect(name).toBe('Renamed');
    await t.db.execute(sql`update users set first_name = ${original} where id = ${t.seed.userId}`);
  });

  it('refuses a token within 1 s once its stamp is rotated elsewhere', async () => {
    const token = await t.loginUser();
    expect(await status(token)).toBe(200);
    await t.db.execute(sql`update users set security_stamp = 'rotated-elsewhere' where id = ${t.seed.userId}`);
    await refusedWithinOneSecond(token);
  });

  it('refuses a tenant token within 1 s once the user leaves that tenant, before any stamp rotates', async () => {
    const token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
    expect((await t.call('GET', '/api/contractors', { token })).status).toBe(200);
    const [stampBefore] = await rawRows<{ security_stamp: string }>(t.db, sql`select security_stamp from users where id = ${t.seed.userId}`);
    await t.db.execute(sql`delete from user_tenants where user_id = ${t.seed.userId} and tenant_id = ${t.seed.tenantIds.csi}`);
    const started = performance.now();
    let answer = 200;
    while (performance.now() - started < 1000 && answer !== 401) answer = (await t.call('GET', '/api/contractors', { token })).status;
    expect(answer).toBe(401);
    const [stampAfter] = await rawRows<{ security_stamp: string }>(t.db, sql`select security_stamp from users where id = ${t.seed.userId}`);
    expect(stampAfter?.security_stamp).toBe(stampBefore?.security_stamp);
    await t.db.execute(sql`insert into user_tenants (user_id, tenant_id) values (${t.seed.userId}, ${t.seed.tenantIds.csi})`);
    expect((await t.call('GET', '/api/contractors', { token })).status).toBe(200);
  });

  it('refuses a tenant token within 1 s once its tenant is switched off, and accepts it again when switched on', async () => {
    const token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.ifrs16);
    expect((await t.call('GET', '/api/contractors', { token })).status).toBe(200);
    await t.db.execute(sql`update tenants set is_deleted = true where id = ${t.seed.tenantIds.ifrs16}`);
    const started = performance.now();
    let answer = 200;
    while (performance.now() - started < 1000 && answer !== 401) answer = (await t.call('GET', '/api/contractors', { token })).status;
    expect(answer).toBe(401);
    await t.db.execute(sql`update tenants set is_deleted = false where id = ${t.seed.tenantIds.ifrs16}`);
    const restarted = performance.now();
    while (performance.now() - restarted < 1000 && answer !== 200) answer = (await t.call('GET', '/api/contractors', { token })).status;
    expect(answer).toBe(200);
  });

  it('refuses at once, on this instance, what this instance revoked (logout)', async () => {
    const token = await t.loginUser();
    expect(await status(token)).toBe(200);
    expect((await t.call('POST', '/api/logout', { token })).status).toBe(200);
    expect(await status(token)).toBe(401);
  });

  it('stores no notification side effects when the change is rolled back', async () => {
    const token = await t.loginUser();
    expect(await status(token)).toBe(200);
    await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`update users set security_stamp = 'never-committed' where id = ${t.seed.userId}`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    expect(await status(token)).toBe(200);
  });
});
