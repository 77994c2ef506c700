/**
 * Invoice PDFs as real invoicing tools lay them out, made on the fly like pdf-invoices.ts's: each
 * layout is its printed data plus a drawing function placing text runs at x/y as its generator does, drawn into a
 * PDF with a text layer or painted into a scan (one JPEG per page, no text layer). The layouts:
 * - ksefVisualisation: the Ministry's KSeF visualisation (net-only rows, `Podsumowanie stawek podatku`);
 * - gluedCurrencies: `86,16PLN 105,98PLN` per row, `1 114,66 zł` totals;
 * - vatSummary: net-only rows with a `Stawka VAT | Netto | VAT | Brutto` summary per rate;
 * - twoLineHeaders: column headers split over two lines, rate before net;
 * - twoPageTable: a table over two pages with `Do przeniesienia` / `Z przeniesienia`;
 * - totalsLines: `Razem`, `W tym` and `Kwota należności ogółem` in the positions' columns;
 * - buyerFirst: the buyer's block before the seller's, side by side.
 * Each module's comment describes its sheet; pdf-layouts/sheet.ts draws and paints.
 */
import { buyerFirstInvoice, drawBuyerFirstInvoice } from './pdf-layouts/buyer-first.ts';
import { drawGluedCurrencyInvoice, gluedCurrencyInvoice } from './pdf-layouts/glued-currencies.ts';
import { drawKsefVisualisation, ksefVisualisationInvoice } from './pdf-layouts/ksef-visualisation.ts';
import { makeScannedSheetsPdf, makeSheetsPdf, type Sheet } from './pdf-layouts/sheet.ts';
import { drawTotalsLinesInvoice, totalsLinesInvoice } from './pdf-layouts/totals-lines.ts';
import { drawTwoLineHeaderInvoice, twoLineHeaderInvoice } from './pdf-layouts/two-line-headers.ts';
import { drawTwoPageInvoice, twoPageInvoice } from './pdf-layouts/two-page-table.ts';
import { drawVatSummaryInvoice, vatSummaryInvoice } from './pdf-layouts/vat-summary.ts';

export { buyerFirstInvoice, gluedCurrencyInvoice, ksefVisualisationInvoice, totalsLinesInvoice, twoLineHeaderInvoice, twoPageInvoice, vatSummaryInvoice };

export type PdfLayoutName = 'ksefVisualisation' | 'gluedCurrencies' | 'vatSummary' | 'twoLineHeaders' | 'twoPageTable' | 'totalsLines' | 'buyerFirst';

/** Each layout's pages, drawn from its data. */
export const layoutSheets: Record<PdfLayoutName, () => Sheet[]> = {
  ksefVisualisation: () => drawKsefVisualisation(ksefVisualisationInvoice),
  gluedCurrencies: () => drawGluedCurrencyInvoice(gluedCurrencyInvoice),
  vatSummary: () => drawVatSummaryInvoice(vatSummaryInvoice),
  twoLineHeaders: () => drawTwoLineHeaderInvoice(twoLineHeaderInvoice),
  twoPageTable: () => drawTwoPageInvoice(twoPageInvoice),
  totalsLines: () => drawTotalsLinesInvoice(totalsLinesInvoice),
  buyerFirst: () => drawBuyerFirstInvoice(buyerFirstInvoice),
};

/** The layout as an invoicing system exports it: a PDF with a text layer. */
export const makeLayoutPdf = (name: PdfLayoutName): Promise<Uint8Array> => makeSheetsPdf(layoutSheets[name]());

/** The layout printed and scanned (200 dpi unless told), as a person sends a paper invoice. */
export const makeScannedLayoutPdf = (name: PdfLayoutName, dpi = 200): Promise<Uint8Array> => makeScannedSheetsPdf(layoutSheets[name](), dpi);
