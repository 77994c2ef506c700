import { PDFDocument } from 'pdf-lib';
import { makeScannedInvoicePdf } from '../../support/pdf-invoices.ts';
import { leasingInvoice } from './sample-invoices.ts';

/** A scan of `pages` pages, each the same scanned invoice page: every page costs about the same to OCR. */
export async function makeManyPageScan(pages: number): Promise<Uint8Array> {
  const onePage = await PDFDocument.load(await makeScannedInvoicePdf(leasingInvoice));
  const scan = await PDFDocument.create();
  for (let page = 0; page < pages; page += 1) {
    const [copy] = await scan.copyPages(onePage, [0]);
    if (copy) scan.addPage(copy);
  }
  return scan.save({ useObjectStreams: false });
}
