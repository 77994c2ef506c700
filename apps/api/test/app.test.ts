import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

let t: TestApp;
const webRoot = mkdtempSync(join(tmpdir(), 'leasedesk-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LeaseDesk</title><div id="root"></div>');
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)');

beforeAll(async () => {
  t = await startTestApp({
    webRoot,
    extend: (app) => {
      app.get('/api/test/explode', { config: { access: 'public' } }, async () => {
        throw new Error('connection string postgres://secret@db leaked?');
      });
    },
  });
});
afterAll(async () => t.close());

describe('wire conventions', () => {
  it('answers GET /api/ping without a token', async () => {
    expect((await t.call('GET', '/api/ping')).body).toEqual({ success: true, errors: [], value: 'pong' });
  });

  it('answers 500 with a correlation id and no internals', async () => {
    const reply = await t.call('GET', '/api/test/explode');
    expect(reply.status).toBe(500);
    const correlationId = String(reply.headers['x-correlation-id']);
    expect(correlationId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply.body).toEqual({ success: false, errors: [{ propertyName: '', message: `An unexpected error occurred. Correlation id: ${correlationId}` }], value: null });
    expect(reply.raw).not.toContain('secret');
    expect(reply.raw).not.toContain('stack');
  });

  it('answers unknown /api paths 404 in the envelope', async () => {
    const reply = await t.call('GET', '/api/nothing/here');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Not found' }], value: null });
    expect((await t.call('POST', '/api/nothing')).status).toBe(404);
  });

  it('answers malformed JSON 400, a wrong content type 415 and an oversized body 413, all in the envelope', async () => {
    const malformed = await t.call('POST', '/api/token', { body: '{"username":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.success).toBe(false);
    const wrongType = await t.call('POST', '/api/token', { body: 'username=a&password=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(wrongType.status).toBe(415);
    expect(wrongType.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'Unsupported content type' }], value: null });
    const huge = await t.call('POST', '/api/token', { body: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }), headers: { 'content-type': 'application/json' } });
    expect(huge.status).toBe(413);
    expect(huge.body.success).toBe(false);
  });

  it('answers a URL the router cannot decode 400 in the envelope, in the caller’s language', async () => {
    const reply = await t.call('GET', '/api/invoicereports/%');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ success: false, errors: [{ propertyName: '', message: 'The request could not be read' }], value: null });
    const polish = await t.call('GET', '/api/invoicereports/%E0%A4%A', { headers: { 'accept-language': 'pl' } });
    expect(polish.status).toBe(400);
    expect(polish.body.success).toBe(false);
    expect(polish.body.errors[0]?.message).not.toBe('The request could not be read');
  });

  it('takes an empty body with a JSON content type as no body (DELETE from a fetch wrapper)', async () => {
    const admin = await t.loginAdministrator();
    const created = await t.call<{ id: number }>('POST', '/api/tenant', { token: admin, body: { name: 'Empty Body Tenant' } });
    const reply = await t.call<{ isDeleted: boolean }>('DELETE', `/api/tenants/${created.body.value?.id}`, { token: admin, body: '', headers: { 'content-type': 'application/json' } });
    expect(reply.status).toBe(200);
    expect(reply.body.value?.isDeleted).toBe(true);
    const proto = await t.call('POST', '/api/token', { body: '{"__proto__":{"x":1},"username":"a","password":"b"}', headers: { 'content-type': 'application/json' } });
    expect(proto.status).toBe(400);
  });

  it('sets security headers', async () => {
    const reply = await t.call('GET', '/api/ping');
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(String(reply.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(String(reply.headers['content-security-policy'])).not.toContain('upgrade-insecure-requests');
    // Frames only of this origin and of object URLs (the invoice PDF beside the correction grid); no plugins.
    expect(String(reply.headers['content-security-policy'])).toContain("frame-src 'self' blob:");
    expect(String(reply.headers['content-security-policy'])).toContain("object-src 'none'");
  });
});

describe('web app', () => {
  it('serves files and falls back to index.html for browser routes, never for /api', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers['cache-control']).toContain('immutable');
    for (const url of ['/', '/contractors', '/passwordReset/2/abc/def+ghi=']) {
      const page = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.body).toContain('<div id="root"></div>');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/unknown' })).json()).toMatchObject({ success: false });
  });
});

describe('OpenAPI document', () => {
  it('documents every /api route of the route table at /api/docs', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, unknown>> };
    for (const route of t.app.routeTable.filter((r) => !r.url.startsWith('/api/test/'))) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(doc.paths[path]?.[route.method.toLowerCase()], `${route.method} ${route.url}`).toBeDefined();
    }
    expect(doc.paths['/api/tenants/{id}/logo']?.['put']).toMatchObject({ summary: expect.stringContaining('multipart') });
    expect((await t.app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });
});
