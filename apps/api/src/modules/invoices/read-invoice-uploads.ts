import type { FastifyRequest } from 'fastify';
import { AppError, fieldFailure } from '../../lib/errors.ts';

/** The multipart field every invoice upload sends its file(s) in (SPEC §7 "(file)"). */
export const invoiceFileField = 'file';
/** Each KSeF file (an XML or a ZIP of them) at most this big, as a CSV (FORMATS §1). */
export const ksefFileMaxBytes = 10 * 1024 * 1024;
/** At most this many files in one KSeF request (a ZIP counts as one). */
export const ksefFilesLimit = 20;

export type UploadedFile = { fileName: string; bytes: Buffer };

function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType', { key: 'invoices.file.multipart' });
}

/**
 * The file parts of a multipart upload in field `file`, in the order sent, each read whole. A file beyond
 * `maxBytes` is 413 (the multipart plugin stops reading at the limit, so the rest is never buffered); more
 * files than `maxFiles` is 413 too. Other fields and files under other names are skipped; none in `file` is a
 * field error on `file`.
 */
async function readFileParts(request: FastifyRequest, maxBytes: number, maxFiles: number): Promise<UploadedFile[]> {
  requireMultipart(request);
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.files({ limits: { fileSize: maxBytes, files: maxFiles, fields: 10 } })) {
      const bytes = await part.toBuffer();
      if (part.fieldname === invoiceFileField) files.push({ fileName: part.filename, bytes });
    }
  } catch (error) {
    throw unreadableUnlessAnswered(error);
  }
  if (files.length === 0) throw fieldFailure(invoiceFileField, 'invoices.file.required');
  return files;
}

/**
 * The multipart plugin's own refusals carry their status (413 beyond a limit); a body that ends before its
 * closing boundary or breaks the syntax surfaces as a bare stream error, which is the client's: 400, the
 * answer Fastify gives any unreadable body, never a 500.
 */
function unreadableUnlessAnswered(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return Object.assign(new Error('unreadable multipart body', { cause: error }), { statusCode: 400 });
}

/** POST /api/invoices/csv: the one file (a second one is 413, as for any upload of one file). */
export async function readCsvUpload(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  const [file] = await readFileParts(request, maxBytes, 1);
  if (!file) throw fieldFailure(invoiceFileField, 'invoices.file.required');
  return file;
}

/** POST /api/invoices/ksef: one or more files, each at most 10 MB, at most 20. */
export function readKsefUploads(request: FastifyRequest): Promise<UploadedFile[]> {
  return readFileParts(request, ksefFileMaxBytes, ksefFilesLimit);
}

/**
 * POST /api/pdfdocument/ocr: one PDF of at most `maxBytes` (20 MB). Beyond it the answer is a field error on the
 * file (issue 15: the per-file status under the upload shows the server's message), not a bare 413; the plugin
 * still stops reading at the limit. A second file is 413, as for any upload of one file.
 */
export async function readPdfUpload(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  try {
    const [file] = await readFileParts(request, maxBytes, 1);
    if (!file) throw fieldFailure(invoiceFileField, 'invoices.file.required');
    return file;
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE') throw fieldFailure(invoiceFileField, 'invoices.pdf.tooLarge');
    throw error;
  }
}
