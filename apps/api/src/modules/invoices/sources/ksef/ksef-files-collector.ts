import type { FieldMessage } from '@leasedesk/contract';
import type { InvoiceLineDraft } from '../../invoice-line-draft.ts';
import { MAX_KSEF_ERRORS, MAX_KSEF_LINES } from './ksef-limits.ts';
import { ksefNumberOfFileName } from './ksef-number.ts';
import { packageKsefNumber, type PackageMetadata } from './ksef-package-metadata.ts';
import { fileError, filePropertyName, type KsefProblem } from './ksef-problem.ts';
import { readKsefInvoice, type KsefDocument, type KsefDocumentRead } from './read-ksef-invoice.ts';

/** One invoice of an upload: the file it came from (`<file>` or `<zip>/<entry>`), its KSeF number when known, its lines. */
export type KsefInvoiceRead = { fileLabel: string; ksefNumber: string | null; taxId: string; invoiceNumber: string; invoiceDate: string; lines: InvoiceLineDraft[] };

/**
 * What an upload reads as: its invoices, and the files left out with why (`file: <label>`); or, when the
 * upload is refused, every error. See readKsefFiles.
 */
export type KsefFilesRead = { ok: true; invoices: KsefInvoiceRead[]; skipped: FieldMessage[] } | { ok: false; errors: FieldMessage[] };

/** An invoice read, its KSeF number still to be found when its ZIP's `_metadata.json` comes after it. */
export type PendingInvoice = { fileLabel: string; ksefNumber: string | null; document: KsefDocument };

/** The invoices of one ZIP wait for its `_metadata.json`, which may come after them. */
export type KsefPackage = { metadata: PackageMetadata | null; invoices: PendingInvoice[] };
/** A message about a file, in the order found: an error refuses its file; a note says a file was left out unread. */
type Entry = { message: FieldMessage; error: boolean };

/**
 * Gathers an upload file by file: each invoice with its KSeF number (from its file name, else from its
 * package's `_metadata.json`), each file's errors, the files left out. Reading stops once the answer is
 * decided beyond doubt (MAX_KSEF_ERRORS errors, more than MAX_KSEF_LINES lines): those refuse the upload
 * whole, as a ZIP that cannot be read; another file's errors refuse only that file when unreadable files
 * are skipped.
 */
export class KsefFilesCollector {
  private readonly invoices: PendingInvoice[] = [];
  private readonly entries: Entry[] = [];
  private errorCount = 0;
  private lines = 0;
  private wholeRequest = false;

  get full(): boolean {
    return this.wholeRequest;
  }

  /** One XML file, named `<file>` or `<zip>/<entry>`; `pack` is its ZIP. */
  addXml(fileLabel: string, bytes: Buffer, pack: KsefPackage | null): void {
    if (this.wholeRequest) return;
    const read = readSafely(bytes);
    if (!read.ok) {
      for (const problem of read.problems) {
        if (read.notAnInvoice) this.addNote(fileLabel, problem);
        else this.addError(fileLabel, problem);
      }
      return;
    }
    const named = ksefNumberOfFileName(fileLabel);
    if (named.kind === 'badChecksum') return this.addError(fileLabel, { key: 'ksef.ksefNumberChecksum' });
    if (this.lines + read.invoice.lines.length > MAX_KSEF_LINES) return this.addError(fileLabel, { key: 'ksef.tooManyLines', params: { maximum: MAX_KSEF_LINES } }, true);
    this.lines += read.invoice.lines.length;
    const invoice = { fileLabel, ksefNumber: named.kind === 'number' ? named.ksefNumber : null, document: read.invoice };
    this.invoices.push(invoice);
    pack?.invoices.push(invoice);
  }

  /** A ZIP is read whole: its invoices without a number by name take the one its metadata gives them. */
  closePackage(pack: KsefPackage): void {
    const { metadata } = pack;
    if (!metadata) return;
    for (const invoice of pack.invoices) {
      const { taxId, invoiceNumber, invoiceDate } = invoice.document;
      invoice.ksefNumber ??= packageKsefNumber(metadata, taxId, invoiceNumber, invoiceDate);
    }
  }

  /** An error of one file; `wholeRequest` when reading stopped there (what follows was never read). */
  addError(fileLabel: string, problem: KsefProblem, wholeRequest = false): void {
    if (this.wholeRequest) return;
    if (this.errorCount >= MAX_KSEF_ERRORS) return this.stop(fileLabel, { key: 'ksef.tooManyErrors', params: { maximum: MAX_KSEF_ERRORS } });
    this.errorCount += 1;
    this.entries.push({ message: fileError(fileLabel, problem), error: true });
    if (wholeRequest) this.wholeRequest = true;
  }

  /** A file left out unread (no invoice: a PDF, an UPO, an unreadable `_metadata.json`). */
  addNote(fileLabel: string, problem: KsefProblem): void {
    if (!this.wholeRequest) this.entries.push({ message: fileError(fileLabel, problem), error: false });
  }

  /**
   * Every invoice but the second of the same one (see refuseRepeatedInvoices), which is its file's error
   * naming the first. Without `skipUnreadable`, any error refuses the upload; with it, the
   * files with errors are left out and listed. An upload stopped short, or left with no invoice, is refused.
   */
  result(skipUnreadable: boolean): KsefFilesRead {
    if (!this.wholeRequest) this.refuseRepeatedInvoices();
    const errors = this.entries.filter((entry) => entry.error).map((entry) => entry.message);
    if (this.wholeRequest || (errors.length > 0 && !skipUnreadable)) return { ok: false, errors };
    const refused = new Set(errors.map((error) => error.propertyName));
    const invoices = this.invoices.filter((invoice) => !refused.has(filePropertyName(invoice.fileLabel)));
    const listed = this.entries.filter((entry) => skipUnreadable || !entry.error).map((entry) => entry.message);
    if (invoices.length === 0) return { ok: false, errors: listed.length > 0 ? listed : [{ propertyName: 'file', key: 'invoices.file.empty' }] };
    return { ok: true, invoices: invoices.map(invoiceRead), skipped: listed };
  }

  /**
   * FORMATS §3's "the same invoice": the same KSeF number; or, where either has none, the same seller NIP,
   * invoice number and invoice date (two KSeF numbers are two documents KSeF took, whatever they say).
   */
  private refuseRepeatedInvoices(): void {
    const byKsefNumber = new Map<string, string>();
    const byDocument = new Map<string, PendingInvoice[]>();
    for (const invoice of this.invoices) {
      const { taxId, invoiceNumber, invoiceDate } = invoice.document;
      const documentKey = `${taxId} ${invoiceDate} ${invoiceNumber}`;
      const sameDocument = byDocument.get(documentKey) ?? [];
      const earlier =
        (invoice.ksefNumber === null ? undefined : byKsefNumber.get(invoice.ksefNumber)) ??
        sameDocument.find((other) => other.ksefNumber === null || invoice.ksefNumber === null)?.fileLabel;
      if (earlier !== undefined) {
        this.addError(invoice.fileLabel, { key: 'ksef.duplicateInvoice', params: { invoiceNumber, file: earlier } });
        continue;
      }
      if (invoice.ksefNumber !== null) byKsefNumber.set(invoice.ksefNumber, invoice.fileLabel);
      byDocument.set(documentKey, [...sameDocument, invoice]);
    }
  }

  private stop(fileLabel: string, problem: KsefProblem): void {
    this.entries.push({ message: fileError(fileLabel, problem), error: true });
    this.wholeRequest = true;
  }
}

function invoiceRead({ fileLabel, ksefNumber, document }: PendingInvoice): KsefInvoiceRead {
  return {
    fileLabel,
    ksefNumber,
    taxId: document.taxId,
    invoiceNumber: document.invoiceNumber,
    invoiceDate: document.invoiceDate,
    lines: document.lines.map((line) => ({ ...line, ksefNumber })),
  };
}

/** The reader answers every problem it knows; anything it did not foresee is still the file's error, never a 500. */
function readSafely(bytes: Buffer): KsefDocumentRead {
  try {
    return readKsefInvoice(bytes);
  } catch {
    return { ok: false, problems: [{ key: 'ksef.malformed' }] };
  }
}
