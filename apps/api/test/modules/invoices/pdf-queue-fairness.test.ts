import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfQueueName, startPdfQueue, type PdfJobData } from '../../../src/lib/pdf-queue/pdf-queue.ts';
import { queuedPdfReader } from '../../../src/lib/pdf-queue/queued-pdf-reader.ts';
import { priorityForTenant } from '../../../src/lib/pdf-queue/tenant-priority.ts';
import { makeScannedInvoicePdf } from '../../support/pdf-invoices.ts';
import { runOnServer } from '../../support/test-database.ts';
import { makeManyPageScan } from '../../lib/pdf-ocr/many-page-scan.ts';
import { leasingInvoice } from '../../lib/pdf-ocr/sample-invoices.ts';
import { startPdfQueueWorker } from './pdf-queue-worker-process.ts';

/**
 * In PDF_READING=queue, a worker process shares its threads fairly between the tenants whose files it
 * holds, and a tenant with files waiting is fetched after one with none. PostgreSQL only: the queue lives there.
 */
const baseUrl = process.env['TEST_DATABASE_URL'];
const name = `leasedesk_test_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = baseUrl ? Object.assign(new URL(baseUrl), { pathname: `/${name}` }).toString() : '';
const onServer = (statement: string) => runOnServer(baseUrl ?? '', statement);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const tenantA = { tenantId: 1, userId: 11 };
const tenantB = { tenantId: 2, userId: 21 };

describe.skipIf(!baseUrl)('fair PDF reading through the PostgreSQL queue', () => {
  let boss: PgBoss;
  let worker: ChildProcess | undefined;

  beforeAll(async () => {
    await onServer(`create database "${name}"`);
    boss = await startPdfQueue(databaseUrl, () => undefined);
  }, 120_000);

  afterAll(async () => {
    worker?.kill('SIGTERM');
    await boss?.stop({ graceful: false, wait: true });
    await onServer(`drop database if exists "${name}" with (force)`);
  });

  it('puts a tenant with fewer files waiting ahead of one with a backlog', async () => {
    const queued: string[] = [];
    for (let file = 0; file < 3; file += 1) {
      const data: PdfJobData = { pdf: '', ...tenantA };
      const id = await boss.send(pdfQueueName, data, { priority: await priorityForTenant(boss, tenantA.tenantId) });
      if (id) queued.push(id);
    }
    const backlogged = await priorityForTenant(boss, tenantA.tenantId);
    const idle = await priorityForTenant(boss, tenantB.tenantId);
    await boss.deleteJob(pdfQueueName, queued);
    expect(queued).toHaveLength(3);
    expect(idle - backlogged).toBe(3);
  });

  it('reads tenant B’s one-page scan after at most about one page of tenant A’s long scan, with one worker', { timeout: 300_000 }, async () => {
    worker = await startPdfQueueWorker(databaseUrl);
    const reader = queuedPdfReader(boss, { pollMs: 100 });
    const bigPages = 8;
    const [onePage, bigScan] = await Promise.all([makeScannedInvoicePdf(leasingInvoice), makeManyPageScan(bigPages)]);
    // The worker's first read makes its thread's tesseract worker; the second is one page through the queue now.
    await reader.read(onePage, tenantB);
    const measureStart = performance.now();
    await reader.read(onePage, tenantB);
    const onePageMs = performance.now() - measureStart;

    const finished: string[] = [];
    const bigRead = reader.read(bigScan, tenantA).then((text) => {
      finished.push('A');
      return text;
    });
    await sleep(onePageMs * 1.5);
    const smallSent = performance.now();
    const smallText = await reader.read(onePage, tenantB);
    const smallMs = performance.now() - smallSent;
    finished.push('B');
    const bigText = await bigRead;

    expect(finished).toEqual(['B', 'A']);
    expect(smallText.pages[0]?.lines.some((line) => line.includes('FV/2025/03/0147'))).toBe(true);
    expect(bigText.pageCount).toBe(bigPages);
    // A first-come worker would make B wait for the rest of A's scan: about seven pages here.
    const waitedMs = smallMs - onePageMs;
    expect(waitedMs, `B waited ${Math.round(waitedMs)} ms; one page through the queue takes ${Math.round(onePageMs)} ms`).toBeLessThan(2.5 * onePageMs);
    const left = await boss.getDb().executeSql('select count(*)::int as count from pgboss.job where name = $1', [pdfQueueName]);
    expect((left.rows[0] as { count: number }).count).toBe(0);
  });
});
