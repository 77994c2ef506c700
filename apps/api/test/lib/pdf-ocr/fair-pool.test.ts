import { afterAll, describe, expect, it } from 'vitest';
import { createPdfReader } from '../../../src/lib/pdf-ocr/index.ts';
import { makeScannedInvoicePdf } from '../../support/pdf-invoices.ts';
import { makeManyPageScan } from './many-page-scan.ts';
import { leasingInvoice } from './sample-invoices.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One tenant's long scan must not hold up another tenant's one-page invoice. One thread makes the order
 * deterministic; every figure is compared with one page's reading time measured in the same run.
 */
describe('the pool shares its threads fairly between tenants', () => {
  const reader = createPdfReader({ threads: 1 });
  afterAll(() => reader.close());

  it('reads tenant B’s one-page scan after at most about one page of tenant A’s long scan', { timeout: 300_000 }, async () => {
    const bigPages = 8;
    const [onePage, bigScan] = await Promise.all([makeScannedInvoicePdf(leasingInvoice), makeManyPageScan(bigPages)]);
    const tenantA = { tenantId: 1, userId: 11 };
    const tenantB = { tenantId: 2, userId: 21 };
    // The thread's first read makes its tesseract worker; the second is one page's reading time on this machine now.
    await reader.read(onePage, tenantB);
    const measureStart = performance.now();
    await reader.read(onePage, tenantB);
    const onePageMs = performance.now() - measureStart;

    const finished: string[] = [];
    const bigRead = reader.read(bigScan, tenantA).then((text) => {
      finished.push('A');
      return text;
    });
    // Tenant B sends its invoice while A's scan is being read (in its second page or so).
    await sleep(onePageMs * 1.5);
    const smallSent = performance.now();
    const smallText = await reader.read(onePage, tenantB);
    const smallMs = performance.now() - smallSent;
    finished.push('B');
    const bigText = await bigRead;

    expect(finished).toEqual(['B', 'A']);
    expect(smallText.pages[0]?.lines.some((line) => line.includes('FV/2025/03/0147'))).toBe(true);
    expect(bigText.pageCount).toBe(bigPages);
    expect(bigText.pages.map((page) => page.pageNumber)).toEqual(Array.from({ length: bigPages }, (_, index) => index + 1));
    // B's wait before its page is read: at most the page of A being read when it came, far from A's whole scan
    // (which a first-come queue of whole files would make it wait: about seven pages here).
    const waitedMs = smallMs - onePageMs;
    expect(waitedMs, `B waited ${Math.round(waitedMs)} ms; one page takes ${Math.round(onePageMs)} ms`).toBeLessThan(2.5 * onePageMs);
  });

  it('answers every read still waiting for a thread when the pool is closed, rather than leaving it hanging', { timeout: 120_000 }, async () => {
    const closing = createPdfReader({ threads: 1 });
    const [bigScan, onePage] = await Promise.all([makeManyPageScan(3), makeScannedInvoicePdf(leasingInvoice)]);
    const reads = [closing.read(bigScan, { tenantId: 1, userId: 11 }), closing.read(onePage, { tenantId: 2, userId: 21 })].map((read) => read.then(() => 'read', () => 'failed'));
    await sleep(200);
    await closing.close();
    expect(await Promise.all(reads)).toEqual(['failed', 'failed']);
  });
});
