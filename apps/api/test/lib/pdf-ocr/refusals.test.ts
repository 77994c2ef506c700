import { readdirSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { createPdfReader, PdfReadRefused, pdfLimits, type PdfReader, type PdfRefusal } from '../../../src/lib/pdf-ocr/index.ts';
import { readPdfText } from '../../../src/lib/pdf-ocr/read-pdf-text.ts';
import { solidPng } from '../../support/images.ts';
import { asColumns, invoiceText, makeBlankPdf, makeEncryptedPdf, makeInvoicePdf, makeScannedInvoicePdf } from '../../support/pdf-invoices.ts';
import { leasingInvoice, testOwner } from './sample-invoices.ts';

const reader = createPdfReader({ threads: 1 });
afterAll(() => reader.close());

async function refusalOf(reading: Promise<unknown>): Promise<PdfRefusal> {
  const error: unknown = await reading.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!(error instanceof PdfReadRefused)) throw new Error(`expected a PdfReadRefused, got ${String(error)}`);
  return error.reason;
}

/** The pool still reads a good file after refusing a bad one. */
async function expectStillReads(pool: PdfReader): Promise<void> {
  const text = await pool.read(await makeInvoicePdf(leasingInvoice), testOwner);
  expect(asColumns(text.pages[0]?.lines)).toEqual(invoiceText(leasingInvoice)[0]);
}

/** The document's pages `times` over, in order: a longer read of the same pages. */
async function repeatPages(pdfBytes: Uint8Array, times: number): Promise<Uint8Array> {
  const source = await PDFDocument.load(pdfBytes);
  const repeated = await PDFDocument.create();
  for (let time = 0; time < times; time += 1) {
    for (const page of await repeated.copyPages(source, source.getPageIndices())) repeated.addPage(page);
  }
  return repeated.save({ useObjectStreams: false });
}

const ascii = (text: string) => new TextEncoder().encode(text);
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));
/** The OS threads of this process (Linux): a worker thread left running would show here. */
const threadCount = () => readdirSync('/proc/self/task').length;

describe('files the reader refuses', () => {
  it('refuses what is not a PDF: a PNG, a text file, nothing', async () => {
    for (const bytes of [new Uint8Array(solidPng(4, 4, [0, 0, 0])), ascii('Faktura VAT nr 1/2025\n'), new Uint8Array()]) {
      expect(await refusalOf(reader.read(bytes, testOwner))).toBe('notPdf');
      expect(await refusalOf(readPdfText(bytes))).toBe('notPdf');
    }
    await expectStillReads(reader);
  });

  it('refuses more than 20 MB before looking at it', async () => {
    const oversized = new Uint8Array(pdfLimits.maxBytes + 1);
    expect(await refusalOf(reader.read(oversized, testOwner))).toBe('tooLarge');
    oversized.set(ascii('%PDF-1.7\n'));
    expect(await refusalOf(reader.read(oversized, testOwner))).toBe('tooLarge');
    expect(await refusalOf(readPdfText(oversized))).toBe('tooLarge');
  });

  it('refuses more than 20 pages', async () => {
    expect(await refusalOf(reader.read(await makeBlankPdf(21), testOwner))).toBe('tooManyPages');
    await expectStillReads(reader);
  });

  it('refuses a PDF that needs a password', async () => {
    expect(await refusalOf(reader.read(makeEncryptedPdf(), testOwner))).toBe('encrypted');
    await expectStillReads(reader);
  });

  it('refuses a broken PDF: cut short, or garbage after the header', async () => {
    const whole = await makeInvoicePdf(leasingInvoice);
    const garbage = new Uint8Array(4096).map((_, index) => (index * 7919) % 251);
    garbage.set(ascii('%PDF-1.7\n'));
    for (const bytes of [whole.slice(0, 200), whole.slice(0, whole.length / 3), garbage, ascii('%PDF-1.4\n%%EOF\n')]) {
      expect(await refusalOf(reader.read(bytes, testOwner))).toBe('broken');
    }
    await expectStillReads(reader);
  });

  it('stops a read past its time limit for real, and goes on reading', { timeout: 120_000 }, async () => {
    // Twenty scanned pages (the most a file may have): tens of seconds of rendering and OCR, cut off early on.
    const twoPages = await makeScannedInvoicePdf({ ...leasingInvoice, positions: Array(3).fill(leasingInvoice.positions[0]), positionsOnSecondPage: 2 });
    const scan = await repeatPages(twoPages, pdfLimits.maxPages / 2);
    // The limit is measured on this machine now rather than fixed: it must let a fresh thread read a small file
    // (the reader goes on reading after a timeout, on a replacement thread that starts cold) with room to spare
    // on a loaded machine, and still fall well inside the scan's read, about ten times that of its two pages.
    const patient = createPdfReader({ threads: 1 });
    let coldSmallReadMs = 0;
    let twoPagesReadMs = 0;
    try {
      let started = performance.now();
      await expectStillReads(patient);
      coldSmallReadMs = performance.now() - started;
      started = performance.now();
      await patient.read(twoPages, testOwner);
      twoPagesReadMs = performance.now() - started;
    } finally {
      await patient.close();
    }
    const wholeReadMs = twoPagesReadMs * (pdfLimits.maxPages / 2);
    const limitMs = Math.max(800, Math.round(3 * coldSmallReadMs));
    expect(limitMs, 'the scan is long enough for the limit to fall inside its read').toBeLessThan(wholeReadMs / 2);
    const hasty = createPdfReader({ threads: 1, timeoutMs: limitMs });
    try {
      await expectStillReads(hasty);
      const idleThreads = threadCount();
      const start = performance.now();
      expect(await refusalOf(hasty.read(scan, testOwner))).toBe('timeout');
      // Answered at the limit, not when the pages would have been read (the thread is ended, not awaited).
      expect(performance.now() - start).toBeLessThan((limitMs + wholeReadMs) / 2);
      // The pool thread was ended, and its tesseract worker with it: once the replacement thread is up, the
      // process is back to as many threads as an idle pool has, and nothing burns CPU.
      for (let waited = 0; threadCount() > idleThreads && waited < 10_000; waited += 100) await sleep(100);
      expect(threadCount()).toBeLessThanOrEqual(idleThreads);
      await sleep(1_000);
      const before = process.cpuUsage();
      await sleep(1_000);
      const cpu = process.cpuUsage(before);
      expect((cpu.user + cpu.system) / 1000).toBeLessThan(300);
      await expectStillReads(hasty);
    } finally {
      await hasty.close();
    }
  });
});
