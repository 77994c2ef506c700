import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, type PdfImportResult } from '@leasedesk/contract';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { openDatabase, type DatabaseHandle } from '../../../src/db/client.ts';
import { migrateDatabase } from '../../../src/migrate-database.ts';
import { rawRows } from '../../../src/db/raw-rows.ts';
import { seedDemoData } from '../../../src/demo/seed.ts';
import { pdfQueueName, startPdfQueue } from '../../../src/lib/pdf-queue/pdf-queue.ts';
import { queuedPdfReader } from '../../../src/lib/pdf-queue/queued-pdf-reader.ts';
import { makeInvoicePdf } from '../../support/pdf-invoices.ts';
import { runOnServer } from '../../support/test-database.ts';
import { demoAccounts, demoPassword, relaxedSecurity, testJwtSecret } from '../../support/test-app.ts';
import { multipartFiles } from './core-support.ts';
import { startPdfQueueWorker } from './pdf-queue-worker-process.ts';

/**
 * PDF_READING=queue: the API sends each PDF through pg-boss to `npm run worker` processes. PostgreSQL
 * only: the queue lives there. The worker is the real entry point, started as its own process.
 */
const baseUrl = process.env['TEST_DATABASE_URL'];
const name = `leasedesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = baseUrl ? Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString() : '';

const onServer = (statement: string) => runOnServer(baseUrl ?? '', statement);

describe.skipIf(!baseUrl)('PDF invoices read by worker processes through the PostgreSQL queue', () => {
  let handle: DatabaseHandle;
  let boss: PgBoss;
  let app: FastifyInstance;
  let token: string;
  let worker: ChildProcess | undefined;

  const upload = async (reportName: string, fileName: string, content: Uint8Array | string) => {
    const { body, headers } = multipartFiles([{ fileName, contentType: 'application/pdf', content: typeof content === 'string' ? content : Buffer.from(content) }]);
    const reply = await app.inject({ method: 'POST', url: `/api/pdfdocument/ocr?reportName=${encodeURIComponent(reportName)}`, payload: body, headers: { ...headers, authorization: `Bearer ${token}` } });
    return { status: reply.statusCode, headers: reply.headers, body: reply.json() as { success: boolean; errors: { propertyName: string; message: string }[]; value: PdfImportResult | null } };
  };
  const jobsLeft = async () => (await rawRows<{ count: number }>(handle.db, sql`select count(*)::int as count from pgboss.job where name = ${pdfQueueName}`))[0]?.count;

  beforeAll(async () => {
    await onServer(`create database "${name}"`);
    handle = await openDatabase({ kind: 'postgres', url: databaseUrl });
    await migrateDatabase(handle);
    const seed = await seedDemoData(handle.db);
    boss = await startPdfQueue(databaseUrl, () => undefined);
    const config = { ...loadConfig({ DATABASE_URL: databaseUrl, PDF_READING: 'queue' }), appUrl: 'http://leasedesk.test', jwtSecret: testJwtSecret, security: relaxedSecurity };
    app = await buildApp({ config, db: handle.db, pdfReader: queuedPdfReader(boss, { pollMs: 100, startWithinMs: 3_000 }) });
    await app.ready();
    const user = (await app.inject({ method: 'POST', url: '/api/token', payload: { username: demoAccounts.user.email, password: demoPassword } })).json() as { value: { token: string } };
    const tenantId = seed.tenantIds?.csi;
    const chosen = (await app.inject({ method: 'POST', url: '/api/tokenwithtenent', headers: { authorization: `Bearer ${user.value.token}` }, payload: { tenantId } })).json() as { value: { token: string } };
    token = chosen.value.token;
  }, 120_000);

  afterAll(async () => {
    worker?.kill('SIGTERM');
    await app?.close();
    await boss?.stop({ graceful: false, wait: true });
    await handle?.close();
    await onServer(`drop database if exists "${name}" with (force)`);
  });

  it('answers 503 in the caller’s language when no worker takes the file, and stores nothing', async () => {
    const reply = await upload('Kolejka bez pracownika', 'a.pdf', await makeInvoicePdf({ number: 'FV/Q/0', issueDate: '05.03.2025', seller: { name: 'A', nip: '526-025-02-74' }, buyer: { name: 'B', nip: '526-025-02-74' }, positions: [] }));
    expect(reply.status).toBe(503);
    expect(reply.headers['retry-after']).toBe('30');
    expect(reply.body.errors[0]?.message).toContain(formatMessage('en', 'invoices.pdf.readersUnavailable', { correlationId: '' }).split('.')[0]);
    expect(await jobsLeft()).toBe(0);
  });

  it('has `npm run worker` read the files the API queues, answering refusals as field errors, and leaves no job behind', async () => {
    worker = await startPdfQueueWorker(databaseUrl);
    const pdf = await makeInvoicePdf({
      number: 'FV/Q/1',
      issueDate: '05.03.2025',
      seller: { name: 'Leasing Północ Sp. z o.o.', nip: '526-025-02-74' },
      buyer: { name: 'Najemca S.A.', nip: '725-185-03-43' },
      positions: [{ description: 'Rata leasingowa', net: '9 500,00', vatRate: '23%', vat: '2 185,00', gross: '11 685,00' }],
    });
    const reply = await upload('Kolejka', 'fv.pdf', pdf);
    expect(reply.body.errors).toEqual([]);
    expect(reply.body.value).toMatchObject({ name: 'Kolejka', source: 'pdf', pages: 1, ocrPages: 0, invoices: 1, lines: 1 });

    const refused = await upload('Kolejka', 'tekst.pdf', 'to nie jest PDF');
    expect([refused.status, refused.body.errors]).toEqual([200, [{ propertyName: 'file', message: formatMessage('en', 'invoices.pdf.notPdf') }]]);
    expect(await jobsLeft()).toBe(0);

    const stopped = new Promise<number | null>((resolve) => worker?.once('exit', resolve));
    worker.kill('SIGTERM');
    expect(await stopped).toBe(0);
    worker = undefined;
  }, 120_000);
});
