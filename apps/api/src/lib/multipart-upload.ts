import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { AppError, fieldFailure } from './errors.ts';
import { releaseWhenAnswered, uploadBudget } from './upload-budget.ts';

/** The multipart field every upload of the API sends its file(s) in (SPEC §7 "(file)"). */
export const uploadFileField = 'file';

export type UploadedFile = { fileName: string; bytes: Buffer };

/** What one request may hold: each file, the files together, and how many. */
export type UploadLimits = { fileBytes: number; totalBytes: number; files: number };

/**
 * Room in a body beyond its files' bytes: the boundaries, each part's headers, a few small fields. A body
 * declaring more than the files' total and this is refused before a byte of it is read.
 */
const multipartOverheadBytes = 256 * 1024;

const megabytes = (bytes: number) => String(Math.floor(bytes / (1024 * 1024)));

function requireMultipart(request: FastifyRequest): void {
  if (!request.isMultipart()) throw new AppError('unsupportedMediaType', { key: 'invoices.file.multipart' });
}

/**
 * The body's declared length, refused before reading: without one (chunked transfer encoding, whose chunks
 * may announce any size) a multipart upload is 400 (browsers and curl always send it with a form); beyond the
 * route's total it is 413.
 */
function declaredLength(request: FastifyRequest, limits: UploadLimits): number {
  const header = request.headers['content-length'];
  if (header === undefined || request.headers['transfer-encoding'] !== undefined || !/^\d+$/.test(header)) {
    throw new AppError('badRequest', { key: 'invoices.file.lengthRequired' });
  }
  const length = Number(header);
  if (length > limits.totalBytes + multipartOverheadBytes) throw requestTooLarge(limits);
  return length;
}

const requestTooLarge = (limits: UploadLimits) => new AppError('tooLarge', { key: 'invoices.file.requestTooLarge', params: { maximum: megabytes(limits.totalBytes) } });
const tooManyFiles = (limits: UploadLimits) => new AppError('tooLarge', { key: 'invoices.file.tooManyFiles', params: { maximum: limits.files } });
/** One file beyond its limit (readPdfUpload answers it as the file's error). */
export const fileTooLarge = (limits: UploadLimits) => new AppError('tooLarge', { key: 'invoices.file.tooLarge', params: { maximum: megabytes(limits.fileBytes) } });

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
 * A refused body is not read on: the parser lets go of it and what the client still sends is discarded as
 * it comes, so nothing more is held and the connection can take the next request.
 */
function discardRest(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

/** One file part read whole, counting against the request's total as it comes. */
async function readPart(stream: Readable & { truncated?: boolean }, limits: UploadLimits, readSoFar: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = readSoFar;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > limits.totalBytes) throw requestTooLarge(limits);
    chunks.push(chunk);
  }
  if (stream.truncated) throw fileTooLarge(limits);
  return Buffer.concat(chunks);
}

/**
 * The file parts of a multipart upload in field `file`, in the order sent, each read whole, within `limits`:
 * the declared length is checked and the process's upload budget taken before reading (503 when it is spent),
 * a file beyond its size or the files beyond their total are 413 as soon as the limit is passed, and one file
 * more than allowed is 413 as soon as its part begins, before its bytes are read. Other fields and files under
 * other names are skipped; none in `file` is a field error on `file`.
 */
export async function readFileParts(request: FastifyRequest, limits: UploadLimits): Promise<UploadedFile[]> {
  requireMultipart(request);
  releaseWhenAnswered(request, uploadBudget.take(declaredLength(request, limits)));
  const files: UploadedFile[] = [];
  let bytesRead = 0;
  let fileParts = 0;
  try {
    // One file more than allowed still arrives as a part, so it is refused here and never read.
    for await (const part of request.files({ limits: { fileSize: limits.fileBytes, files: limits.files + 1, fields: 10 } })) {
      if (part.fieldname === uploadFileField) fileParts += 1;
      if (fileParts > limits.files) throw tooManyFiles(limits);
      const bytes = await readPart(part.file, limits, bytesRead);
      bytesRead += bytes.length;
      if (part.fieldname === uploadFileField) files.push({ fileName: part.filename, bytes });
    }
  } catch (error) {
    discardRest(request);
    throw unreadableUnlessAnswered(error);
  }
  if (files.length === 0) throw fieldFailure(uploadFileField, 'invoices.file.required');
  return files;
}

/** The one file of an upload of one file (every CSV import): its size is the request's total; a second file is 413. */
export async function readSingleFile(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  const [file] = await readFileParts(request, { fileBytes: maxBytes, totalBytes: maxBytes, files: 1 });
  if (!file) throw fieldFailure(uploadFileField, 'invoices.file.required');
  return file;
}
