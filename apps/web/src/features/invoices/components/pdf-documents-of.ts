import type { InvoiceLine } from '@leasedesk/contract';

/** The PDFs an invoice's lines were read from, each once, in the order of the lines (none for CSV or KSeF lines). */
export function pdfDocumentIdsOf(lines: readonly Pick<InvoiceLine, 'pdfDocumentId'>[]): number[] {
  const ids: number[] = [];
  for (const line of lines) if (line.pdfDocumentId !== null && !ids.includes(line.pdfDocumentId)) ids.push(line.pdfDocumentId);
  return ids;
}
