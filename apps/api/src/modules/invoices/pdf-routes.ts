import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, pdfImportQuery, pdfImportResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { fieldFailure } from '../../lib/errors.ts';
import { pdfLimits, PdfReadRefused, type PdfOwner, type PdfReader, type PdfText } from '../../lib/pdf-ocr/index.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { assertPdfReportName, importPdfDocument } from './import-pdf-document.ts';
import { pdfDocumentFile } from './pdf-document-file.ts';
import { invoiceFileField, readPdfUpload } from './read-invoice-uploads.ts';
import { pdfDocumentParams } from './route-params.ts';
import { readPdfInvoice } from './sources/pdf/read-pdf-invoice.ts';

const tags = ['invoices'];

/** A file's own name as stored and shown: no control characters, at most 255 characters, never empty. */
function storedFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is dropped
  const cleaned = [...name.replace(/[\u0000-\u001f\u007f]/g, '').trim()].slice(0, 255).join('');
  return cleaned === '' ? 'invoice.pdf' : cleaned;
}

/** A file the reader refuses is a field error on `file`, in the caller's language; anything else is not the file's fault. */
async function readRefusingOnFile(reader: PdfReader, bytes: Uint8Array, owner: PdfOwner): Promise<PdfText> {
  try {
    return await reader.read(bytes, owner);
  } catch (error) {
    if (error instanceof PdfReadRefused) throw fieldFailure(invoiceFileField, `invoices.pdf.${error.reason}`);
    throw error;
  }
}

/** An inline PDF name for Content-Disposition (ASCII fallback and the UTF-8 name). */
function inlineDisposition(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 150) || 'invoice.pdf';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** PDF invoices, read off the request thread (text layer, OCR for scans) and stored with their file. */
export function registerPdfInvoiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/pdfdocument/ocr',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'Reads one PDF invoice (multipart/form-data, field file, at most 20 MB and 20 pages) and adds its lines to the report ?reportName (a report of PDFs, created by its first file). The text layer is read where there is one, a scanned page by OCR (Polish and English), in worker threads, stopped after 60 s. Labels, dates, parties, agreement, period and the table of positions are parsed; what cannot be read stays empty and the line is incomplete (/invoiceErrors). Not a PDF, over 20 MB, encrypted, damaged, too many pages or too slow: a field error on file, nothing stored',
        consumes: ['multipart/form-data'],
        querystring: pdfImportQuery,
        response: { 200: envelope(pdfImportResult) },
      },
    },
    async (request) => {
      const caller = tenantOf(request);
      const name = request.query.reportName;
      await assertPdfReportName(ctx, caller.tenantId, name);
      const file = await readPdfUpload(request, pdfLimits.maxBytes);
      const text = await readRefusingOnFile(ctx.pdfReader, file.bytes, caller);
      return ok(
        await importPdfDocument(ctx, caller, name, {
          fileName: storedFileName(file.fileName),
          bytes: file.bytes,
          pageCount: text.pageCount,
          ocrPageCount: text.pages.filter((page) => page.source === 'ocr').length,
          lines: readPdfInvoice(text),
        }),
      );
    },
  );

  r.get(
    '/api/invoicereports/:name/pdfdocuments/:documentId',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary: 'A PDF kept with a live report of the client (the file its lines were read from): application/pdf, inline; 404 for any other',
        params: pdfDocumentParams,
      },
    },
    async (request, reply) => {
      const document = await pdfDocumentFile(ctx, tenantOf(request).tenantId, request.params.name, request.params.documentId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', inlineDisposition(document.fileName))
        .header('cache-control', 'private, no-store')
        .send(document.content);
    },
  );
}
