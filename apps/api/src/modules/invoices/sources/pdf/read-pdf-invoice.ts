import { invoiceNumberTextLimit } from '@leasedesk/contract';
import type { PdfText } from '../../../../lib/pdf-ocr/index.ts';
import type { InvoiceLineDraft } from '../../invoice-line-draft.ts';
import { parsePdfInvoiceText } from './parse-pdf-invoice.ts';

/** Longer texts than this are not a reading of a label's value but of a page's noise (KSeF's own limit). */
const longestText = 512;
const numberFields = ['agreementNumber', 'scheduleNumber', 'invoiceNumber'] as const;
const textFields = ['contractorName', 'taxId', 'positionDescription', 'currency', 'factoringContractNumber'] as const;

/**
 * A value the database could not hold is a value that was not read: OCR noise becomes an empty field to correct,
 * never a refused file (the person correcting sees the PDF beside the grid).
 */
function storable(line: InvoiceLineDraft): InvoiceLineDraft {
  const kept = { ...line };
  for (const field of numberFields) if ((kept[field]?.length ?? 0) > invoiceNumberTextLimit) kept[field] = null;
  for (const field of textFields) if ((kept[field]?.length ?? 0) > longestText) kept[field] = null;
  for (const field of [...numberFields, ...textFields]) if (kept[field]?.includes('\u0000')) kept[field] = kept[field].replaceAll('\u0000', '');
  return kept;
}

/** The invoice lines of one PDF: its pages' lines (text layer or OCR) parsed by their Polish labels, its QR codes a second source. */
export function readPdfInvoice(text: PdfText): InvoiceLineDraft[] {
  const qrTexts = text.pages.flatMap((page) => page.qrTexts ?? []);
  return parsePdfInvoiceText(
    text.pages.map((page) => page.lines),
    qrTexts,
  ).map((line) => storable({ ...line, isPdfBased: true }));
}
