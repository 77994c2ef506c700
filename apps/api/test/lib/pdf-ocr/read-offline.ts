// Run by offline.test.ts in a process of its own, with no-network.mjs preloaded: reads a scanned invoice through
// the pool and prints what it read as JSON.
import { createPdfReader } from '../../../src/lib/pdf-ocr/index.ts';
import { makeScannedInvoicePdf } from '../../support/pdf-invoices.ts';
import { leasingInvoice, testOwner } from './sample-invoices.ts';

async function networkBlocked(): Promise<boolean> {
  try {
    await fetch('https://example.com/');
    return false;
  } catch {
    return true;
  }
}
if (!(await networkBlocked())) throw new Error('the network is not blocked in this process');
const reader = createPdfReader({ threads: 1 });
try {
  process.stdout.write(JSON.stringify(await reader.read(await makeScannedInvoicePdf(leasingInvoice), testOwner)));
} finally {
  await reader.close();
}
