/** The largest PDF the server reads (it answers 413 beyond it). */
export const pdfMaxMegabytes = 20;
export const pdfMaxBytes = pdfMaxMegabytes * 1024 * 1024;

/** Why a chosen file is refused before it is sent, as the server would refuse it. */
export type PdfFileProblem = 'notPdf' | 'tooLarge' | 'empty';

/**
 * What the browser can tell of a chosen file without sending it: a PDF by its type or its name (the picker's
 * filter is a hint the user can switch off), not empty, at most 20 MB. The server still reads the content.
 */
export function pdfFileProblem(file: File): PdfFileProblem | null {
  if (file.type !== 'application/pdf' && !/\.pdf$/i.test(file.name)) return 'notPdf';
  if (file.size === 0) return 'empty';
  if (file.size > pdfMaxBytes) return 'tooLarge';
  return null;
}
