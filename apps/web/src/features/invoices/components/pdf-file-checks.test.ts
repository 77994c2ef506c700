import { describe, expect, it } from 'vitest';
import { pdfFileProblem, pdfMaxBytes } from './pdf-file-checks';

/** A file of `size` bytes without allocating them. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(['%PDF'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('pdfFileProblem', () => {
  it('takes a PDF by its type or by its name', () => {
    expect(pdfFileProblem(fileOf('faktura.pdf', 'application/pdf', 1000))).toBeNull();
    expect(pdfFileProblem(fileOf('FAKTURA.PDF', '', 1000))).toBeNull();
    expect(pdfFileProblem(fileOf('scan', 'application/pdf', 1000))).toBeNull();
  });

  it('refuses other files, empty ones and those over 20 MB', () => {
    expect(pdfFileProblem(fileOf('invoices.csv', 'text/csv', 1000))).toBe('notPdf');
    expect(pdfFileProblem(fileOf('faktura.pdf', 'application/pdf', 0))).toBe('empty');
    expect(pdfFileProblem(fileOf('faktura.pdf', 'application/pdf', pdfMaxBytes))).toBeNull();
    expect(pdfFileProblem(fileOf('faktura.pdf', 'application/pdf', pdfMaxBytes + 1))).toBe('tooLarge');
  });
});
