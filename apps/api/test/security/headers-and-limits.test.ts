import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { unpagedContractorLimit } from '../../src/modules/contractors/list-contractors.ts';
import { multipartFile } from '../support/multipart.ts';
import { startTestApp, type TestApp } from '../support/test-app.ts';

let t: TestApp;
let admin: string;
let tenant: string;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.loginAdministrator();
  tenant = await t.tenantToken(await t.loginUser(), t.seed.tenantIds.csi);
});
afterAll(async () => t.close());

describe('Cache-Control: no-store', () => {
  it('is on every API answer: authenticated records, refusals and public calls', async () => {
    for (const reply of [
      await t.call('GET', '/api/user', { token: admin }),
      await t.call('GET', '/api/contractors', { token: tenant }),
      await t.call('GET', '/api/contractors', {}),
      await t.call('POST', '/api/token', { body: { username: 'nobody@leasedesk.test', password: 'Wrong-password-1' } }),
    ]) {
      expect(reply.headers['cache-control']).toBe('no-store');
    }
  });
});

describe('HSTS', () => {
  it('is not sent over plain http, nor when an untrusted client claims https in X-Forwarded-Proto', async () => {
    expect((await t.call('GET', '/api/ping')).headers['strict-transport-security']).toBeUndefined();
    const claimed = await t.call('GET', '/api/ping', { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a proxy TRUST_PROXY names says the request came over https', async () => {
    const behindProxy = await startTestApp({ config: { trustProxy: ['127.0.0.1'] } });
    try {
      const viaProxy = await behindProxy.call('GET', '/api/ping', { headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '127.0.0.1' });
      expect(viaProxy.headers['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
      const notTheProxy = await behindProxy.call('GET', '/api/ping', { headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '10.9.9.9' });
      expect(notTheProxy.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('reads TRUST_PROXY: false by default, true, or a list of proxy addresses; anything else is a configuration error', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(ConfigError);
  });
});

describe('415 for a body that is not JSON on a JSON route', () => {
  it('answers text/plain and multipart with 415 in the envelope, not a field error', async () => {
    const text = await t.call('POST', '/api/token', { body: '{"username":"a","password":"b"}', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(text.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Unsupported content type' }], value: null });
    const form = multipartFile('file', 'c.json', 'application/json', Buffer.from('{"name":"x"}'));
    const multipart = await t.call('POST', '/api/contractor', { token: tenant, body: form.body, headers: form.headers });
    expect(multipart.status).toBe(415);
    expect(multipart.body.errors).toEqual([{ propertyName: '', message: 'Unsupported content type' }]);
    // JSON with a charset is JSON.
    const json = await t.call('POST', '/api/token', { body: JSON.stringify({ username: 'a@b.pl', password: 'x' }), headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(json.status).toBe(200);
  });
});

describe('415 on every route that takes a body', () => {
  it('answers a text/plain body with 415 on every POST, PUT, PATCH and DELETE route, never 200 with a field error', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    const calls = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => ['post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method: method.toUpperCase() as 'POST', url: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000') })),
    );
    expect(calls.length).toBeGreaterThan(40);
    // The role is checked first (403 for the other role's token); the role that may call it gets 415.
    const answered: string[] = [];
    for (const { method, url } of calls) {
      const statuses: number[] = [];
      for (const token of [tenant, admin]) {
        const reply = await t.call(method, url, { token, body: 'name=x', headers: { 'content-type': 'text/plain' } });
        statuses.push(reply.status);
        if (reply.status === 415) expect(reply.body.errors).toEqual([{ propertyName: '', message: 'Unsupported content type' }]);
      }
      if (!statuses.includes(415) || statuses.some((status) => status !== 415 && status !== 403)) answered.push(`${method} ${url}: ${statuses.join(', ')}`);
    }
    expect(answered).toEqual([]);
  });

  it('still reads GET requests that carry a stray Content-Type', async () => {
    const reply = await t.call('GET', '/api/contractors', { token: tenant, headers: { 'content-type': 'text/plain' } });
    expect(reply.status).toBe(200);
  });
});

describe('the unpaged contractor list', () => {
  it(`returns at most ${unpagedContractorLimit} rows and says how many match`, async () => {
    const before = await t.call<unknown[]>('GET', '/api/contractors', { token: tenant });
    expect(before.headers['x-total-count']).toBe(String(before.body.value?.length));
    expect(before.headers['x-truncated']).toBeUndefined();

    const tenantId = t.seed.tenantIds.csi;
    await t.db.execute(sql`insert into contractors (tenant_id, name, tax_id, code)
      select ${tenantId}, 'Bulk contractor ' || lpad(n::text, 5, '0'), lpad((9000000000 + n)::text, 10, '0'), 'B-' || n
      from generate_series(1, 1005) as n`);
    const total = (before.body.value?.length ?? 0) + 1005;
    const capped = await t.call<{ name: string }[]>('GET', '/api/contractors', { token: tenant });
    expect(capped.status).toBe(200);
    expect(Array.isArray(capped.body.value)).toBe(true);
    expect(capped.body.value).toHaveLength(unpagedContractorLimit);
    expect(capped.headers['x-total-count']).toBe(String(total));
    expect(capped.headers['x-truncated']).toBe('true');
    expect(capped.headers['x-result-limit']).toBe(String(unpagedContractorLimit));
    // Paging still reaches every row.
    const lastPage = await t.call<{ items: unknown[]; itemsCount: number }>('GET', `/api/contractors?page=${Math.ceil(total / 50)}&pageSize=50`, { token: tenant });
    expect(lastPage.body.value?.itemsCount).toBe(total);
    expect(lastPage.headers['x-total-count']).toBeUndefined();
  });
});
