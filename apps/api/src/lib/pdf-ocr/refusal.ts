/** Why a file is not read: the only failures a bad or hostile file can cause. */
export type PdfRefusal = 'notPdf' | 'tooLarge' | 'tooManyPages' | 'encrypted' | 'broken' | 'timeout';

const refusals: readonly PdfRefusal[] = ['notPdf', 'tooLarge', 'tooManyPages', 'encrypted', 'broken', 'timeout'];

export class PdfReadRefused extends Error {
  constructor(readonly reason: PdfRefusal) {
    super(`PDF not read: ${reason}`);
    this.name = 'PdfReadRefused';
  }
}

export function isPdfRefusal(value: unknown): value is PdfRefusal {
  return refusals.includes(value as PdfRefusal);
}

/** An invoice is a page or two: these bound what one upload can cost (bytes parsed, pages rendered and OCR'd, time). */
export const pdfLimits = { maxBytes: 20 * 1024 * 1024, maxPages: 20, timeoutMs: 60_000 } as const;
