// The PDF reader (apps/api/src/lib/pdf-ocr) through its pool, as the server uses it, beside the libraries
// alone in the same run (baselines.ts):
//  - text-layer invoices per second (a one-page invoice made by the test fixture generator, BENCH_TEXT_FILES of them,
//    default 60, all queued at once) beside pdfjs's text content of the same file in this thread;
//  - the same on this thread by our reader as a whole (readPdfText + readPdfInvoice: lines parsed into invoice
//    lines) beside pdfjs alone, for that invoice and for KSeF's visualisation of it with its QR code
//    (text-throughput.ts);
//  - OCR seconds per scanned A4 page (the same invoice as a 300 dpi scan, BENCH_RUNS reads, default 5, after a
//    warm-up read that also makes the thread's tesseract worker) beside tesseract.js reading the same page image
//    in one worker of its own;
//  - the p99 event-loop lag of this (the main) thread meanwhile (perf_hooks.monitorEventLoopDelay), beside the
//    lag while tesseract.js reads directly, and while readPdfText runs on this thread (what the pool prevents);
//  - how long one tenant's one-page scan waits behind another tenant's scan of BENCH_BIG_PAGES pages (default 20) in
//    a pool of one thread, beside the wait a first-come queue of whole files gives it (fair-wait.ts).
// The pool has its default size, one thread per core but one (at least one): OCR of a page runs on one core.
// Aim: at most 3 s per A4 page on one core, lag under 50 ms. The machine's load average is printed: another
// process busy on the same cores slows every figure alike.
import { availableParallelism, loadavg } from 'node:os';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createPdfReader } from '../../apps/api/src/lib/pdf-ocr/index.ts';
import { readPdfText } from '../../apps/api/src/lib/pdf-ocr/read-pdf-text.ts';
import { leasingInvoice } from '../../apps/api/test/lib/pdf-ocr/sample-invoices.ts';
import { ksefVerificationLink, withQrCode } from '../../apps/api/test/lib/pdf-ocr/qr-invoices.ts';
import { makeInvoicePdf, makeScannedInvoicePdf } from '../../apps/api/test/support/pdf-invoices.ts';
import { directTesseract, pageImageOf, pdfjsTextContentAlone } from './baselines.ts';
import { measureFairWait } from './fair-wait.ts';
import { measureTextThroughput } from './text-throughput.ts';

const textFiles = Number(process.env['BENCH_TEXT_FILES'] ?? 60);
const runs = Number(process.env['BENCH_RUNS'] ?? 5);
const bigPages = Number(process.env['BENCH_BIG_PAGES'] ?? 20);
const owner = { tenantId: 'bench', userId: 'bench' };

const median = (samples: number[]) => [...samples].sort((a, b) => a - b)[Math.floor((samples.length - 1) / 2)] ?? Number.NaN;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(2).padStart(6)} s`;
const row = (label: string, figure: string, baseline: string) => console.log(`  ${label.padEnd(52)} ${figure.padStart(16)}   baseline ${baseline}`);

type Lag = { p99Ms: number; maxMs: number };
const lag = (measured: Lag) => `${measured.p99Ms.toFixed(1)} ms (max ${measured.maxMs.toFixed(0)})`;

/** Runs `work` with the main thread's event-loop delay recorded (10 ms resolution): its p99 and its worst. */
async function withLag<T>(work: () => Promise<T>): Promise<{ result: T; lag: Lag }> {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  try {
    const result = await work();
    return { result, lag: { p99Ms: delay.percentile(99) / 1e6, maxMs: delay.max / 1e6 } };
  } finally {
    delay.disable();
  }
}

async function timedRuns(times: number, run: () => Promise<unknown>): Promise<number[]> {
  const samples: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  return samples;
}

const textPdf = await makeInvoicePdf(leasingInvoice);
const scanPdf = await makeScannedInvoicePdf(leasingInvoice);
const ksefNumber = '5260001246-20250315-0100001AF629-AF';
const ksefPdf = await withQrCode(textPdf, ksefVerificationLink('5260001246', '15-03-2025', '<Faktura/>'), { caption: ksefNumber });
const reader = createPdfReader();
console.log(`  ${availableParallelism()} cores, pool of ${Math.max(1, availableParallelism() - 1)} thread(s); load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}`);
console.log('  aim: OCR at most 3 s per A4 page on one core; p99 event-loop lag of the main thread under 50 ms');
try {
  // Text layer: the pool's throughput with every file queued at once, beside pdfjs alone in this thread.
  const warmUps = 10;
  await Promise.all(Array.from({ length: warmUps }, () => reader.read(textPdf, owner)));
  const poolStart = performance.now();
  await Promise.all(Array.from({ length: textFiles }, () => reader.read(textPdf, owner)));
  const poolPerSecond = textFiles / ((performance.now() - poolStart) / 1000);
  for (let index = 0; index < warmUps; index += 1) await pdfjsTextContentAlone(textPdf);
  const aloneStart = performance.now();
  for (let index = 0; index < textFiles; index += 1) await pdfjsTextContentAlone(textPdf);
  const alonePerSecond = textFiles / ((performance.now() - aloneStart) / 1000);
  row(`text-layer invoices per second (${textFiles} one-page files)`, `${poolPerSecond.toFixed(1)} /s`, `${alonePerSecond.toFixed(1)} /s (pdfjs text content alone, this thread)`);

  // Our reader as a whole on this thread (no pool), beside pdfjs alone on the same pages, in the same run.
  for (const [label, pdf] of [['plain invoice', textPdf], ['KSeF page with its QR', ksefPdf]] as const) {
    const measured = await measureTextThroughput(pdf, textFiles);
    row(`readPdfText + readPdfInvoice /s, ${label}`, `${measured.oursPerSecond.toFixed(1)} /s`, `${measured.pdfjsPerSecond.toFixed(1)} /s (pdfjs getTextContent alone, same pages)`);
    console.log(`  ${''.padEnd(52)} ${measured.lines} invoice line(s), ${measured.qrTexts} QR text(s) read per file`);
  }

  // OCR: a scanned page through the pool, beside tesseract.js reading the same image in one worker.
  const warmStart = performance.now();
  const firstRead = await reader.read(scanPdf, owner);
  const warmUp = performance.now() - warmStart;
  if (!firstRead.pages[0]?.lines.some((line) => line.includes('FV/2025/03/0147'))) console.log('  WARNING: the pool did not read the invoice number from the scan');
  const pool = await withLag(() => timedRuns(runs, () => reader.read(scanPdf, owner)));
  const { image, dpi } = await pageImageOf(scanPdf);
  const direct = await directTesseract();
  try {
    await direct.read(image, dpi);
    const alone = await withLag(() => timedRuns(runs, () => direct.read(image, dpi)));
    row(`OCR per scanned A4 page (median of ${runs})`, seconds(median(pool.result)), `${seconds(median(alone.result))} (tesseract.js alone, same image)`);
    console.log(`  ${''.padEnd(52)} ${`runs ${pool.result.map((sample) => (sample / 1000).toFixed(2)).join(' ')}`}; first read (makes the thread's tesseract worker) ${seconds(warmUp)}`);
    row('p99 event-loop lag of the main thread during OCR', lag(pool.lag), `${lag(alone.lag)} (during tesseract.js alone)`);
  } finally {
    await direct.close();
  }
  const onThisThread = await withLag(() => readPdfText(scanPdf));
  console.log(`  ${'for contrast: readPdfText on the main thread itself'.padEnd(52)} lag ${lag(onThisThread.lag)} (what the pool spares the server)`);

  // Fairness: a one-page scan sent while another tenant's long scan is being read, one thread.
  const fair = await measureFairWait(scanPdf, bigPages);
  row(`wait of a 1-page scan behind a ${fair.bigPages}-page one (1 thread)`, seconds(fair.fairWaitMs), `${seconds(fair.wholeFileFifoWaitMs)} (first-come whole files: the long scan's reading time)`);
  console.log(`  ${''.padEnd(52)} one page ${seconds(fair.onePageMs)}; the small scan ${fair.smallFinishedFirst ? 'finished first' : 'WARNING: finished after the long one'}`);
} finally {
  await reader.close();
}
process.exit(0);
