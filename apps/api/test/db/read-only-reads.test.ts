import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../src/db/raw-rows.ts';
import { withTenant } from '../../src/db/scope.ts';
import { tenantOf } from '../../src/lib/auth/access-control.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/**
 * A GET's transactions are READ ONLY, with the tenant's scope still set (row-level security reads it);
 * other methods' transactions may write. Asked through real routes, since the method decides.
 */
type Seen = { readOnly: string; tenant: string; role: string };

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp({
    extend: (app) => {
      const seen = (request: Parameters<typeof tenantOf>[0]) =>
        withTenant(app.context.db, tenantOf(request).tenantId, async (tx) =>
          (await rawRows<Seen>(tx, sql`select current_setting('transaction_read_only') as "readOnly", current_setting('app.tenant_id') as tenant, current_user as role`))[0],
        );
      app.get('/api/test/transaction', { config: { access: 'tenant' } }, async (request) => ({ success: true, errors: [], value: await seen(request) }));
      app.get('/api/test/transaction-of-a-writing-get', { config: { access: 'tenant', getWrites: true } }, async (request) => ({ success: true, errors: [], value: await seen(request) }));
      app.post('/api/test/transaction', { config: { access: 'tenant' } }, async (request) => ({ success: true, errors: [], value: await seen(request) }));
      app.get('/api/test/write-in-get', { config: { access: 'tenant' } }, async (request) => {
        await withTenant(app.context.db, tenantOf(request).tenantId, (tx) => tx.execute(sql`update contractors set name = name where false`));
        return { success: true, errors: [], value: 'written' };
      });
    },
  });
  token = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
});
afterAll(async () => t.close());

describe('transactions of reads', () => {
  it('runs a GET in a read-only transaction with the tenant scope and the app role', async () => {
    const reply = await t.call<Seen>('GET', '/api/test/transaction', { token });
    expect(reply.body.value).toEqual({ readOnly: 'on', tenant: String(t.seed.tenantIds.csi), role: 'leasedesk_app' });
  });

  it('runs a POST in a transaction that may write, with the same scope', async () => {
    const reply = await t.call<Seen>('POST', '/api/test/transaction', { token, body: {} });
    expect(reply.body.value).toEqual({ readOnly: 'off', tenant: String(t.seed.tenantIds.csi), role: 'leasedesk_app' });
  });

  it('lets a GET whose route says it writes (getWrites, as GET /api/outbox/{id}) write, with the same scope', async () => {
    const reply = await t.call<Seen>('GET', '/api/test/transaction-of-a-writing-get', { token });
    expect(reply.body.value).toEqual({ readOnly: 'off', tenant: String(t.seed.tenantIds.csi), role: 'leasedesk_app' });
  });

  it('refuses a write made inside a GET (500, nothing written)', async () => {
    const reply = await t.call('GET', '/api/test/write-in-get', { token });
    expect(reply.status).toBe(500);
  });

  it('leaves transactions outside a request (seed, workers) able to write', async () => {
    const seen = await withTenant(t.db, t.seed.tenantIds.csi, async (tx) => (await rawRows<{ readOnly: string }>(tx, sql`select current_setting('transaction_read_only') as "readOnly"`))[0]);
    expect(seen).toEqual({ readOnly: 'off' });
  });
});
