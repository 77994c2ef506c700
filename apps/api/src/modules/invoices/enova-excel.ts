import { PassThrough } from 'node:stream';
import { and, eq, sql } from 'drizzle-orm';
import { formatMessage, type Language } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { invoiceExports } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { downloaderTenantName } from '../../lib/auth/download-member.ts';
import { readDownloadToken } from '../../lib/auth/download-tokens.ts';
import { StreamedSheet } from '../../lib/excel/stream-workbook.ts';
import { notFound } from '../../lib/errors.ts';
import { ranAtText, warsawDay } from '../../lib/reports/run-time.ts';
import { enovaColumns, type Words } from './enova-columns.ts';
import { selectInvoiceLines } from './invoice-line-rows.ts';

export type EnovaFile = { fileName: string; content: Buffer };

/** The bytes a streamed workbook writes, gathered: the file is answered whole, with its length. */
function collected(output: PassThrough): Promise<Buffer> {
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise((resolve, reject) => {
    output.once('end', () => resolve(Buffer.concat(chunks)));
    output.once('error', reject);
  });
}

/**
 * GET /api/reports/{id}/excel/{token}/enovareports (FORMATS §6): the workbook of one send, opened by its
 * download token alone. The token must be valid, of kind invoiceExport and for this export, and its user
 * still a live, unlocked member of its tenant with the same security stamp; the export must be that
 * tenant's. Anything else is the same 404. One row per line of the export, in invoice and line order,
 * under a title block (client, export number, when it was sent), a totals row under them. The file can
 * be opened again while the token lives: the export's lines never change once sent.
 */
export async function enovaWorkbook(ctx: AppContext, id: number, token: string, language: Language): Promise<EnovaFile> {
  const now = ctx.clock();
  const claims = await readDownloadToken(ctx.tokenKey, token, now);
  if (!claims || claims.kind !== 'invoiceExport' || claims.resourceId !== id) throw notFound('invoiceExport');
  const t: Words = (key) => formatMessage(language, key);
  return withTenant(ctx.db, claims.tenantId, async (tx) => {
    const tenantName = await downloaderTenantName(tx, claims, now);
    if (tenantName === null) throw notFound('invoiceExport');
    const [sent] = await tx
      .select({ createDate: invoiceExports.createDate })
      .from(invoiceExports)
      .where(and(eq(invoiceExports.tenantId, claims.tenantId), eq(invoiceExports.id, id)));
    if (!sent) throw notFound('invoiceExport');
    const lines = await selectInvoiceLines(tx, claims.tenantId, sql`l.invoice_export_id = ${id}`);
    const output = new PassThrough();
    const content = collected(output);
    // Awaited below; a failure before then is answered by the write that failed, never left unhandled.
    content.catch(() => undefined);
    const sheet = new StreamedSheet(output, {
      language,
      name: t('excel.enova.sheet'),
      title: t('excel.enova.title'),
      details: [
        { label: t('excel.label.client'), value: tenantName, kind: 'text' },
        { label: t('excel.enova.label.export'), value: id, kind: 'integer' },
        { label: t('excel.enova.label.sentAt'), value: ranAtText(sent.createDate, language), kind: 'text' },
      ],
      columns: enovaColumns(t),
    });
    sheet.add(lines);
    await sheet.finish();
    return { fileName: `${t('excel.enova.fileName')}-${id}-${warsawDay(sent.createDate)}.xlsx`, content: await content };
  });
}
