import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from './server-process.ts';

/**
 * The real server on a socket, with a stall limit of 2 s (REQUEST_STALL_TIMEOUT) so that the test waits far less
 * than the 30 s default yet far longer than the limit: a stalled connection must be closed well within the test's
 * wait of 20 s, and a slow request that keeps moving for three times the limit must still be answered.
 */
const stallSeconds = 2;
const closedWithinMs = 20_000;
let server: ServerProcess;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'leasedesk-stall-')), REQUEST_STALL_TIMEOUT: String(stallSeconds) });
}, 120_000);
afterAll(async () => server?.stop());

type Connection = { socket: Socket; received: () => string; closed: Promise<boolean> };

/** A raw connection to the server; `closed` is true if the server closed it within the wait, false otherwise. */
async function open(): Promise<Connection> {
  const { hostname, port } = new URL(server.url);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const closed = new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), closedWithinMs);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  return { socket, received: () => received, closed };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('stalled and slow requests (real server, REQUEST_STALL_TIMEOUT=2)', () => {
  it('closes a request whose body stops arriving', async () => {
    const connection = await open();
    connection.socket.write('POST /api/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"username":');
    expect(await connection.closed).toBe(true);
    connection.socket.destroy();
  }, 30_000);

  it('closes a request whose headers stop arriving', async () => {
    const connection = await open();
    connection.socket.write('POST /api/token HTTP/1.1\r\nHost: localhost\r\n');
    expect(await connection.closed).toBe(true);
    connection.socket.destroy();
  }, 30_000);

  it('closes an idle kept-alive connection', async () => {
    const connection = await open();
    connection.socket.write('GET /api/ping HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await connection.closed).toBe(true);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200/);
  }, 30_000);

  it('answers a slow request that keeps moving for three times the limit', async () => {
    const body = JSON.stringify({ username: 'nobody@leasedesk.test', password: 'Not-the-password-1' });
    const connection = await open();
    connection.socket.write(`POST /api/token HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    // A piece every quarter of the limit, for three times the limit.
    const pieces = 12;
    const size = Math.ceil(body.length / pieces);
    for (let start = 0; start < body.length; start += size) {
      await sleep((stallSeconds * 1000) / 4);
      connection.socket.write(body.slice(start, start + size));
    }
    for (let waited = 0; waited < closedWithinMs && !connection.received().includes('"success"'); waited += 100) await sleep(100);
    expect(connection.received()).toMatch(/^HTTP\/1\.1 200/);
    expect(connection.received()).toContain('"success":false');
    connection.socket.destroy();
  }, 40_000);
});
