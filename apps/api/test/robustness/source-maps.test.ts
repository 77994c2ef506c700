import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app.ts';

/** A built web app that still has source maps beside its bundles (an older build, or one made by hand). */
const webRoot = mkdtempSync(join(tmpdir(), 'leasedesk-web-'));
writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>LeaseDesk</title><div id="root"></div>');
mkdirSync(join(webRoot, 'assets'));
writeFileSync(join(webRoot, 'assets', 'app-1234.js'), 'console.log(1)\n//# sourceMappingURL=app-1234.js.map');
writeFileSync(join(webRoot, 'assets', 'app-1234.js.map'), '{"version":3,"sources":["../src/secret-source.ts"],"mappings":""}');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webRoot });
});
afterAll(async () => t.close());

describe('source maps', () => {
  it('are never served: 404 for a map that exists, one that does not, and however it is asked for', async () => {
    for (const url of ['/assets/app-1234.js.map', '/assets/x.js.map', '/app-1234.js.map', '/assets/app-1234.js.map?v=1', '/assets/APP-1234.JS.MAP']) {
      for (const accept of ['*/*', 'text/html']) {
        const reply = await t.app.inject({ method: 'GET', url, headers: { accept } });
        expect(reply.statusCode, `${url} (${accept})`).toBe(404);
        expect(reply.body).not.toContain('secret-source');
        expect(reply.body).not.toContain('<div id="root">');
      }
    }
    expect((await t.app.inject({ method: 'HEAD', url: '/assets/app-1234.js.map' })).statusCode).toBe(404);
  });

  it('leave the bundles and the browser routes alone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' })).statusCode).toBe(200);
    const page = await t.app.inject({ method: 'GET', url: '/leaseAgreements/map', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
  });
});
