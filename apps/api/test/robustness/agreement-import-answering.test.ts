import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { agreementImportMaxFigureRows, type AgreementImportResult } from '@leasedesk/contract';
import { demoContractors, demoPassword, demoTenants } from '../../src/demo/seed.ts';
import { multipartFile } from '../support/multipart.ts';
import { startServer, type ServerProcess } from './server-process.ts';

/**
 * The real server on the embedded database (PGlite runs every statement on the server's one thread)
 * stores an agreements file just under the written-rows limit while GET /api/ping is asked every 100 ms: the pings
 * are answered during the import, not after it. Counts, never durations: the longest wait is printed for the record.
 */
let server: ServerProcess;
let token: string;

type Answer<T> = { success: boolean; value: T; errors: { propertyName: string; message: string }[] };

async function call<T>(method: string, path: string, body?: unknown): Promise<Answer<T>> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Answer<T>;
}

beforeAll(async () => {
  server = await startServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'leasedesk-import-answering-')) });
  token = '';
  token = (await call<{ token: string }>('POST', '/api/token', { username: 'user@leasedesk.test', password: demoPassword })).value.token;
  const tenants = (await call<{ id: number; name: string }[]>('GET', '/api/users/tenants')).value;
  const csi = tenants.find((tenant) => tenant.name === demoTenants.csi.name);
  token = (await call<{ token: string }>('POST', '/api/tokenwithtenent', { tenantId: csi?.id })).value.token;
}, 120_000);
afterAll(async () => server?.stop());

/** A ping sent and answered, in the test's clock (ms). */
type Ping = { sent: number; answered: number };

/** GET /api/ping one after another, a new one 100 ms after the last was sent (or at once when it took longer). */
function pingEvery100Ms() {
  const pings: Ping[] = [];
  let stopped = false;
  const done = (async () => {
    while (!stopped) {
      const sent = performance.now();
      const response = await fetch(`${server.url}/api/ping`);
      await response.arrayBuffer();
      const answered = performance.now();
      if (response.status === 200) pings.push({ sent, answered });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, 100 - (answered - sent))));
    }
  })();
  return {
    stop: async () => {
      stopped = true;
      await done;
      return pings;
    },
  };
}

/**
 * CSI agreements of 1 200 months (a schedule row a month, no depreciation under CSI): as many as stay under the
 * limit, 83 of them, 99 600 schedule rows.
 */
const agreementCount = Math.floor(agreementImportMaxFigureRows / 1200);
function longAgreementsFile(): Buffer {
  const lessor = demoContractors.csi[0]?.taxId ?? '';
  const lines = ['contractorTaxId;contractNumber;scheduleNumber;startingDate;termInMonths;rentPaymentAmount;totalEquipmentCost'];
  for (let index = 0; index < agreementCount; index++) lines.push(`${lessor};LONG/${index + 1};1;2025-01-01;1200;1 000,00;500 000,00`);
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}

it('answers pings while it stores an agreements file just under the written-rows limit', async () => {
  const pinger = pingEvery100Ms();
  // a few pings before, so the pinger is running when the import starts
  await new Promise((resolve) => setTimeout(resolve, 500));
  const { body, headers } = multipartFile('file', 'umowy.csv', 'text/csv', longAgreementsFile());
  const started = performance.now();
  const response = await fetch(`${server.url}/api/leaseagreement/csv`, { method: 'POST', headers: { ...headers, authorization: `Bearer ${token}` }, body });
  const answer = (await response.json()) as Answer<AgreementImportResult>;
  const ended = performance.now();
  const pings = await pinger.stop();

  expect(answer.errors).toEqual([]);
  expect(answer.value.count).toBe(agreementCount);
  expect(answer.value.agreements.reduce((total, agreement) => total + agreement.scheduleRows, 0)).toBe(agreementCount * 1200);
  expect(agreementCount * 1200).toBeLessThanOrEqual(agreementImportMaxFigureRows);
  const during = pings.filter((ping) => ping.sent >= started && ping.answered <= ended);
  const longestWait = Math.max(...pings.filter((ping) => ping.answered >= started && ping.sent <= ended).map((ping) => ping.answered - ping.sent));
  console.info(`import ${((ended - started) / 1000).toFixed(1)} s; pings answered during it: ${during.length}; longest ping wait ${longestWait.toFixed(0)} ms`);
  expect(during.length).toBeGreaterThanOrEqual(5);
}, 600_000);
