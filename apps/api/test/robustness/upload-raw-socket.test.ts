// Multipart bodies that lie about their size, sent on a raw socket to the real server: each answered (or its
// socket closed) at once, never a 500, and the server goes on answering.
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage } from '@leasedesk/contract';
import { faInvoice } from '../modules/invoices/ksef/ksef-test-files.ts';
import { multipartBody, multipartType } from '../modules/invoices/ksef/ksef-hostile-volume.ts';
import { startServer, type ServerProcess } from './server-process.ts';
import { csiTenantToken } from './upload-session.ts';

/** Well under the stall limit a socket is given (30 s): an answer in this time is an answer at once. */
const atOnceMs = 10_000;

type Exchange = { received: string; closed: boolean };

/**
 * Sends `head` and `bodyPieces` on a new connection and gathers what comes back until the server has answered
 * `answers` times or closed the socket, or `atOnceMs` passed; `endAfterSending` half-closes the client's side.
 */
function exchange(url: string, head: string, bodyPieces: Buffer[], { answers = 1, endAfterSending = false } = {}): Promise<Exchange> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let received = '';
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ received, closed });
    };
    const timer = setTimeout(() => finish(false), atOnceMs);
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const statusLines = received.match(/^HTTP\/1\.1 \d{3} /gm) ?? [];
      if (statusLines.length >= answers && /\r\n\r\n[\s\S]*\}$/.test(received)) finish(false);
    });
    socket.write(head);
    for (const piece of bodyPieces) socket.write(piece);
    if (endAfterSending) socket.end();
  });
}

const statusesOf = (received: string) => [...received.matchAll(/^HTTP\/1\.1 (\d{3}) /gm)].map((match) => Number(match[1]));

describe('multipart bodies that lie about their size, on a raw socket', () => {
  let server: ServerProcess;
  let token: string;
  const requestHead = (framing: string) =>
    `POST /api/invoices/ksef?name=Raw HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: ${multipartType}\r\n${framing}\r\n`;
  const body = multipartBody([{ fileName: 'fv.xml', content: Buffer.from(faInvoice()) }]);

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'leasedesk-raw-')) });
    token = await csiTenantToken(server.url);
  }, 120_000);
  afterAll(async () => server?.stop());

  it('answers a chunked multipart whose first chunk announces 0xFFFFFFFFFF bytes with 400 at once', async () => {
    const started = performance.now();
    const answer = await exchange(server.url, requestHead('Transfer-Encoding: chunked\r\n'), [Buffer.from('FFFFFFFFFF\r\n'), body.subarray(0, 1000)]);
    expect(statusesOf(answer.received)).toEqual([400]);
    expect(answer.received).toContain(JSON.stringify(formatMessage('en', 'invoices.file.lengthRequired')));
    expect(performance.now() - started).toBeLessThan(atOnceMs);
  }, 30_000);

  it('answers a body shorter than its Content-Length, once the client stops sending, with 400 or a closed socket', async () => {
    const answer = await exchange(server.url, requestHead(`Content-Length: ${body.length + 5000}\r\n`), [body], { endAfterSending: true });
    expect(answer.closed || statusesOf(answer.received).every((status) => status === 400)).toBe(true);
    expect(statusesOf(answer.received)).not.toContain(500);
  }, 30_000);

  it('answers the bytes beyond a body’s Content-Length as a request of their own: 400', async () => {
    const answer = await exchange(server.url, requestHead(`Content-Length: ${body.length}\r\n`), [body, Buffer.from('garbage beyond the declared length\r\n\r\n')], { answers: 2 });
    const statuses = statusesOf(answer.received);
    // Node refuses the garbage and closes the connection, whether or not the upload's own answer went out first.
    expect(statuses).toContain(400);
    expect(statuses.every((status) => status === 200 || status === 400)).toBe(true);
  }, 30_000);

  it('goes on answering', async () => {
    expect((await fetch(`${server.url}/api/ping`)).status).toBe(200);
  });
});
