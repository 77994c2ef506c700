import type { InvoiceLine } from '@leasedesk/contract';
import type { CorrectionField } from './correction-values';

/**
 * What a KSeF document cannot say (FORMATS §3): the agreement and schedule it pays, the month it pays, and the
 * date the invoice came in. These stay editable on a KSeF line; everything else the grid edits is the document's
 * own (amounts, rates, currency, dates, numbers, the seller and the description).
 */
const outsideTheDocument: ReadonlySet<CorrectionField> = new Set<CorrectionField>(['agreementNumber', 'scheduleNumber', 'periodInvoiced', 'incomeDate']);

/** A line read from a KSeF document: only those carry the document's kind (null for CSV and PDF lines). */
export const isKsefLine = (line: Pick<InvoiceLine, 'invoiceKind'>) => line.invoiceKind !== null;

const absent = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Whether a cell of the grid is read-only: a stored KSeF line's value the document stated, while the document's
 * amounts are not unlocked. What the file left empty stays editable (the line is incomplete without it), and so
 * does every cell of a CSV or PDF line or of a row added here.
 */
export function isLockedCell(stored: InvoiceLine | undefined, field: CorrectionField, unlocked: boolean): boolean {
  if (unlocked || !stored || !isKsefLine(stored) || outsideTheDocument.has(field)) return false;
  return !absent(stored[field]);
}

/** Whether the invoice's number is read-only: the number its KSeF document states, while not unlocked. */
export function isInvoiceNumberLocked(stored: readonly InvoiceLine[], unlocked: boolean): boolean {
  return !unlocked && stored.some((line) => isKsefLine(line) && !absent(line.invoiceNumber));
}
