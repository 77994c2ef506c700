// Hostile KSeF volume against the real server (PGlite): refused or read within bounds, the process answering
// throughout and its peak memory under 1 GB.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@leasedesk/contract';
import { MAX_KSEF_XML_ELEMENTS } from '../../src/modules/invoices/sources/ksef/ksef-limits.ts';
import { elementFlood, multipartBody, multipartType } from '../modules/invoices/ksef/ksef-hostile-volume.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { csiTenantToken, peakMemoryBytes, resetPeakMemory } from './upload-session.ts';

const gigabyte = 1024 * 1024 * 1024;
/** About 9.5 MB of `<a/>` inside a valid FA(3) invoice: just under the 10 MB a file may be. */
const flood = elementFlood(2_500_000);
/** A body of `count` floods, made once per test and sent as is. */
const floods = (count: number) =>
  new Uint8Array(
    multipartBody(Array.from({ length: count }, (_, index) => ({ fileName: `flood-${index}.xml`, content: flood })),
  ),
);

describe('hostile KSeF volume on the real server', () => {
  let server: ServerProcess;
  let token: string;

  const upload = async (body: Uint8Array<ArrayBuffer>) => {
    const response = await fetch(`${server.url}/api/invoices/ksef?name=Flood`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': multipartType },
      body,
    });
    return { status: response.status, body: (await response.json()) as { success: boolean; errors: { propertyName: string; message: string }[] } };
  };
  const ping = async () => (await fetch(`${server.url}/api/ping`)).status;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'leasedesk-volume-')) });
    token = await csiTenantToken(server.url);
    // The peak that counts is the one uploads drive the process to, from where a started server stands.
    resetPeakMemory(server.child.pid ?? 0);
  }, 120_000);
  afterAll(async () => server?.stop());

  it('refuses 20 files of 9.5 MB of empty elements (beyond the request total) with 413 and keeps answering', async () => {
    expect(flood.length).toBeGreaterThan(9.5 * 1024 * 1024);
    const refused = await upload(floods(20));
    expect([refused.status, refused.body.success]).toEqual([413, false]);
    expect(await ping()).toBe(200);
  }, 120_000);

  it('reads 5 such files at a time, again and again, each refused as its own error naming the element limit', async () => {
    const expected = Array.from({ length: 5 }, (_, index) => ({
      propertyName: `file: flood-${index}.xml`,
      message: formatMessage('en', 'ksef.xmlTooManyElements', { maximum: MAX_KSEF_XML_ELEMENTS }),
    }));
    const body = floods(5);
    // Six in a row hold more than the process's upload budget together: each gives its bytes back when answered.
    for (let round = 0; round < 6; round++) {
      const answer = await upload(body);
      expect([round, answer.status, answer.body.errors]).toEqual([round, 200, expected]);
    }
    expect(await ping()).toBe(200);
  }, 300_000);

  it('answers 8 such uploads at once with their errors or a 503 to retry, never a 500, and stays under 1 GB', async () => {
    const body = floods(5);
    const statuses = await Promise.all(Array.from({ length: 8 }, async () => (await upload(body)).status));
    for (const status of statuses) expect([200, 503]).toContain(status);
    // The budget is free when they start: the first to arrive is read.
    expect(statuses).toContain(200);
    expect(await ping()).toBe(200);
    const peak = peakMemoryBytes(server.child.pid ?? 0);
    expect(peak).toBeLessThan(gigabyte);
  }, 300_000);
});
