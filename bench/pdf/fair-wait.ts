// How long a one-page scan of tenant B waits behind tenant A's long scan, in a pool of one thread (all a
// two-core machine has, or a pool whose other threads are busy). The baseline is what a first-come queue of whole
// files makes it wait: A's whole reading time, measured here on the same scan. The figure is B's time from sending
// to its answer, less one page's reading time (measured just before): how long B waited before its page was read.
import { performance } from 'node:perf_hooks';
import { createPdfReader } from '../../apps/api/src/lib/pdf-ocr/index.ts';
import { makeManyPageScan } from '../../apps/api/test/lib/pdf-ocr/many-page-scan.ts';

export type FairWait = { bigPages: number; onePageMs: number; wholeFileFifoWaitMs: number; fairWaitMs: number; smallFinishedFirst: boolean };

const tenantA = { tenantId: 'bench-a', userId: 'a' };
const tenantB = { tenantId: 'bench-b', userId: 'b' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function measureFairWait(onePage: Uint8Array, bigPages: number): Promise<FairWait> {
  const bigScan = await makeManyPageScan(bigPages);
  const reader = createPdfReader({ threads: 1 });
  try {
    await reader.read(onePage, tenantB);
    const pageStart = performance.now();
    await reader.read(onePage, tenantB);
    const onePageMs = performance.now() - pageStart;

    const bigStart = performance.now();
    await reader.read(bigScan, tenantA);
    const wholeFileFifoWaitMs = performance.now() - bigStart;

    let bigDone = false;
    const bigRead = reader.read(bigScan, tenantA).then(() => {
      bigDone = true;
    });
    // B arrives while A's first page is being read.
    await sleep(onePageMs / 2);
    const smallStart = performance.now();
    await reader.read(onePage, tenantB);
    const fairWaitMs = performance.now() - smallStart - onePageMs;
    const smallFinishedFirst = !bigDone;
    await bigRead;
    return { bigPages, onePageMs, wholeFileFifoWaitMs, fairWaitMs, smallFinishedFirst };
  } finally {
    await reader.close();
  }
}
