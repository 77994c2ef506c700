import type { FastifyRequest } from 'fastify';
import { AppError, fieldFailure } from '../../lib/errors.ts';
import { readFileParts, readSingleFile, uploadFileField, type UploadedFile } from '../../lib/multipart-upload.ts';

/** The multipart field every invoice upload sends its file(s) in (SPEC §7 "(file)"). */
export const invoiceFileField = uploadFileField;
/** Each KSeF file (an XML or a ZIP of them) at most this big, as a CSV (FORMATS §1). */
export const ksefFileMaxBytes = 10 * 1024 * 1024;
/** At most this many files in one KSeF request (a ZIP counts as one). */
export const ksefFilesLimit = 20;
/**
 * The files of one KSeF request together at most this big: a month of invoices is far less, and the
 * process's upload budget takes several such requests at once.
 */
export const ksefRequestMaxBytes = 50 * 1024 * 1024;

export type { UploadedFile };

/** POST /api/invoices/ksef: one or more files, each at most 10 MB, at most 20, at most 50 MB together. */
export function readKsefUploads(request: FastifyRequest): Promise<UploadedFile[]> {
  return readFileParts(request, { fileBytes: ksefFileMaxBytes, totalBytes: ksefRequestMaxBytes, files: ksefFilesLimit });
}

/** The file beyond its size, whether told by its declared length or while reading it. */
const tooLargeKeys = new Set(['invoices.file.tooLarge', 'invoices.file.requestTooLarge']);

/**
 * POST /api/pdfdocument/ocr: one PDF of at most `maxBytes` (20 MB). Beyond it the answer is a field error on the
 * file (the per-file status under the upload shows the server's message), not a bare 413; the reader
 * still stops reading at the limit, and a PDF declared larger is not read at all. A second file is 413, as for any upload of one file.
 */
export async function readPdfUpload(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  try {
    return await readSingleFile(request, maxBytes);
  } catch (error) {
    if (error instanceof AppError && tooLargeKeys.has(error.reason.key)) throw fieldFailure(invoiceFileField, 'invoices.pdf.tooLarge');
    throw error;
  }
}
