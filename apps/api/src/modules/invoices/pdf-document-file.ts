import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { withTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';

export type PdfDocumentFile = { fileName: string; content: Buffer };

/**
 * A PDF kept with a live report of the tenant (the one the lines were read from), or 404: another tenant's
 * document, a document of another report, or one of a deleted report are all the same missing file.
 */
export async function pdfDocumentFile(ctx: AppContext, tenantId: number, reportName: string, documentId: number): Promise<PdfDocumentFile> {
  const [document] = await withTenant(ctx.db, tenantId, (tx) =>
    rawRows<{ fileName: string; content: Buffer | Uint8Array }>(
      tx,
      sql`select d.file_name as "fileName", d.content
        from invoice_pdf_documents d
        join invoice_reports r on r.tenant_id = d.tenant_id and r.id = d.invoice_report_id
        where d.tenant_id = ${tenantId} and d.id = ${documentId} and r.name = ${reportName} and not r.is_deleted`,
    ),
  );
  if (!document) throw notFound('pdfDocument');
  const content = Buffer.isBuffer(document.content) ? document.content : Buffer.from(document.content);
  return { fileName: document.fileName, content };
}
