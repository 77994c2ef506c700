import type { FastifyRequest } from 'fastify';
import { AppError, fieldFailure } from './errors.ts';

/** The multipart field every upload of the API sends its file(s) in (SPEC §7 "(file)"). */
export const uploadFileField = 'file';

export type UploadedFile = { fileName: string; bytes: Buffer };

function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType', { key: 'invoices.file.multipart' });
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

/**
 * The file parts of a multipart upload in field `file`, in the order sent, each read whole. A file beyond
 * `maxBytes` is 413 (the multipart plugin stops reading at the limit, so the rest is never buffered); more
 * files than `maxFiles` is 413 too. Other fields and files under other names are skipped; none in `file` is a
 * field error on `file`.
 */
export async function readFileParts(request: FastifyRequest, maxBytes: number, maxFiles: number): Promise<UploadedFile[]> {
  requireMultipart(request);
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.files({ limits: { fileSize: maxBytes, files: maxFiles, fields: 10 } })) {
      const bytes = await part.toBuffer();
      if (part.fieldname === uploadFileField) files.push({ fileName: part.filename, bytes });
    }
  } catch (error) {
    throw unreadableUnlessAnswered(error);
  }
  if (files.length === 0) throw fieldFailure(uploadFileField, 'invoices.file.required');
  return files;
}

/** The one file of an upload of one file (every CSV import): a second one is 413, as beyond the size. */
export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  const [file] = await readFileParts(request, maxBytes, 1);
  if (!file) throw fieldFailure(uploadFileField, 'invoices.file.required');
  return file;
}
