import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';

/** A built web app as apps/web/scripts/precompress.mjs leaves it: .br and .gz beside the larger files. */
const webRoot = mkdtempSync(join(tmpdir(), 'leasedesk-web-'));
const indexHtml = `<!doctype html><title>LeaseDesk</title><div id="root"></div><!--${'padding '.repeat(200)}-->`;
const bundle = `console.log(${JSON.stringify('LeaseDesk bundle '.repeat(200))});`;
const styles = `.app { color: black; }\n${'.row { margin: 0; }\n'.repeat(100)}`;
const favicon = '<svg xmlns="http://www.w3.org/2000/svg"/>';

function writeWithCopies(path: string, content: string, copies: Array<'br' | 'gz'>): void {
  writeFileSync(path, content);
  if (copies.includes('br')) writeFileSync(`${path}.br`, brotliCompressSync(content));
  if (copies.includes('gz')) writeFileSync(`${path}.gz`, gzipSync(content));
}

mkdirSync(join(webRoot, 'assets'));
writeWithCopies(join(webRoot, 'index.html'), indexHtml, ['br', 'gz']);
writeWithCopies(join(webRoot, 'assets', 'index-Ab12Cd34.js'), bundle, ['br', 'gz']);
// Brotli did not pay off for this one (the script keeps a copy only when it is smaller).
writeWithCopies(join(webRoot, 'assets', 'index-Ef56Gh78.css'), styles, ['gz']);
// Under 1 kB: no copies at all.
writeFileSync(join(webRoot, 'favicon.svg'), favicon);
writeFileSync(join(webRoot, 'assets', 'index-Ab12Cd34.js.map'), '{"version":3,"sources":["../src/secret-source.ts"],"mappings":""}');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webRoot });
});
afterAll(async () => t.close());

function get(url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET'): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { accept: 'text/html,*/*' };
  if (acceptEncoding !== undefined) headers['accept-encoding'] = acceptEncoding;
  return t.app.inject({ method, url, headers });
}

/** The body as the browser reads it after undoing the content encoding. */
function decoded(reply: LightMyRequestResponse): string {
  const encoding = reply.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(reply.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(reply.rawPayload).toString('utf8');
  expect(encoding).toBeUndefined();
  return reply.rawPayload.toString('utf8');
}

const browserEncodings = 'gzip, deflate, br, zstd';

describe('precompressed static files', () => {
  it('sends brotli to a client that accepts it, gzip to one that accepts only gzip, the plain file otherwise', async () => {
    const cases: Array<[string | undefined, string | undefined, number]> = [
      [browserEncodings, 'br', brotliCompressSync(bundle).length],
      ['gzip', 'gzip', gzipSync(bundle).length],
      ['br;q=0, gzip', 'gzip', gzipSync(bundle).length],
      [undefined, undefined, Buffer.byteLength(bundle)],
      ['identity', undefined, Buffer.byteLength(bundle)],
      ['', undefined, Buffer.byteLength(bundle)],
    ];
    for (const [accept, encoding, length] of cases) {
      const reply = await get('/assets/index-Ab12Cd34.js', accept);
      const label = `Accept-Encoding: ${accept ?? '(none)'}`;
      expect(reply.statusCode, label).toBe(200);
      expect(reply.headers['content-encoding'], label).toBe(encoding);
      expect(reply.headers['content-length'], label).toBe(String(length));
      expect(reply.headers['content-type'], label).toBe('application/javascript; charset=utf-8');
      expect(reply.headers['cache-control'], label).toBe('public, max-age=31536000, immutable');
      expect(reply.headers['vary'], label).toBe('Accept-Encoding');
      expect(decoded(reply), label).toBe(bundle);
    }
  });

  it('falls back to gzip when a file has no brotli copy, and to the plain file when it has none', async () => {
    const styleSheet = await get('/assets/index-Ef56Gh78.css', browserEncodings);
    expect(styleSheet.headers['content-encoding']).toBe('gzip');
    expect(styleSheet.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(decoded(styleSheet)).toBe(styles);

    const icon = await get('/favicon.svg', browserEncodings);
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['vary']).toBe('Accept-Encoding');
    expect(icon.body).toBe(favicon);
  });

  it('compresses index.html at / and for every browser route, revalidated each time', async () => {
    for (const url of ['/', '/index.html', '/contractors', '/passwordReset/2/abc/def+ghi=', '/leaseAgreements/12?tab=schedule']) {
      for (const [accept, encoding] of [[browserEncodings, 'br'], ['gzip', 'gzip'], [undefined, undefined]] as const) {
        const reply = await get(url, accept);
        const label = `${url} with Accept-Encoding: ${accept ?? '(none)'}`;
        expect(reply.statusCode, label).toBe(200);
        expect(reply.headers['content-encoding'], label).toBe(encoding);
        expect(reply.headers['content-type'], label).toBe('text/html; charset=utf-8');
        expect(reply.headers['cache-control'], label).toBe('no-cache');
        expect(reply.headers['vary'], label).toBe('Accept-Encoding');
        expect(decoded(reply), label).toBe(indexHtml);
      }
    }
  });

  it('answers HEAD with the headers of the representation GET would send', async () => {
    const reply = await get('/assets/index-Ab12Cd34.js', browserEncodings, 'HEAD');
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('br');
    expect(reply.headers['content-length']).toBe(String(brotliCompressSync(bundle).length));
    expect(reply.rawPayload.length).toBe(0);
  });

  it('still refuses source maps, whatever the client accepts', async () => {
    for (const accept of [browserEncodings, 'gzip', undefined]) {
      const reply = await get('/assets/index-Ab12Cd34.js.map', accept);
      expect(reply.statusCode).toBe(404);
      expect(reply.headers['content-encoding']).toBeUndefined();
      expect(reply.body).not.toContain('secret-source');
    }
  });

  it('answers 404, not index.html, for a build file that is not there (a chunk of an older build)', async () => {
    const reply = await get('/assets/page-Old12345.js', browserEncodings);
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('<div id="root">');
    // A browser route is still the app.
    expect(decoded(await get('/contractors', browserEncodings))).toContain('<div id="root">');
  });

  it('leaves /api alone', async () => {
    const reply = await get('/api/unknown', browserEncodings);
    expect(reply.statusCode).toBe(404);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json()).toMatchObject({ success: false });
  });
});
