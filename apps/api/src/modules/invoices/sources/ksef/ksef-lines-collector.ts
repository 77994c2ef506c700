import type { FieldMessage } from '@leasedesk/contract';
import type { InvoiceLineDraft, InvoiceLinesRead } from '../../invoice-line-draft.ts';
import { MAX_KSEF_ERRORS, MAX_KSEF_LINES } from './ksef-limits.ts';
import { fileError, type KsefProblem } from './ksef-problem.ts';
import { readKsefInvoice, type KsefInvoiceRead } from './read-ksef-invoice.ts';

/**
 * Gathers the lines of every invoice of a request and every error, file by file. One error anywhere and
 * the request answers only the errors (nothing is stored). Reading stops once the answer is decided
 * beyond doubt: MAX_KSEF_ERRORS errors, or more than MAX_KSEF_LINES lines.
 */
export class KsefLinesCollector {
  private readonly lines: InvoiceLineDraft[] = [];
  private readonly errors: FieldMessage[] = [];
  /** `taxId number` of each invoice read, with the file it came from. */
  private readonly invoiceFiles = new Map<string, string>();
  private stopped = false;

  get full(): boolean {
    return this.stopped;
  }

  /** One XML file (one invoice), named `<file>` or `<zip>/<entry>`. */
  addInvoice(fileLabel: string, bytes: Buffer): void {
    if (this.stopped) return;
    const read = readSafely(bytes);
    if (!read.ok) {
      for (const problem of read.problems) this.addError(fileLabel, problem);
      return;
    }
    const { taxId, invoiceNumber, lines } = read.invoice;
    const invoiceKey = `${taxId} ${invoiceNumber}`;
    const earlierFile = this.invoiceFiles.get(invoiceKey);
    if (earlierFile !== undefined) return this.addError(fileLabel, { key: 'ksef.duplicateInvoice', params: { invoiceNumber, file: earlierFile } });
    this.invoiceFiles.set(invoiceKey, fileLabel);
    if (this.lines.length + lines.length > MAX_KSEF_LINES) {
      this.addError(fileLabel, { key: 'ksef.tooManyLines', params: { maximum: MAX_KSEF_LINES } });
      this.stopped = true;
      return;
    }
    this.lines.push(...lines);
  }

  addError(fileLabel: string, problem: KsefProblem): void {
    if (this.stopped) return;
    if (this.errors.length >= MAX_KSEF_ERRORS) {
      this.errors.push(fileError(fileLabel, { key: 'ksef.tooManyErrors', params: { maximum: MAX_KSEF_ERRORS } }));
      this.stopped = true;
      return;
    }
    this.errors.push(fileError(fileLabel, problem));
  }

  result(): InvoiceLinesRead {
    return this.errors.length > 0 ? { ok: false, errors: this.errors } : { ok: true, lines: this.lines };
  }
}

/** The reader answers every problem it knows; anything it did not foresee is still the file's error, never a 500. */
function readSafely(bytes: Buffer): KsefInvoiceRead {
  try {
    return readKsefInvoice(bytes);
  } catch {
    return { ok: false, problems: [{ key: 'ksef.malformed' }] };
  }
}
