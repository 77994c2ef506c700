import { formatMessage, type Language } from '@leasedesk/contract';
import type { AppContext } from '../../../context.ts';
import { warsawDay } from '../../../lib/reports/run-time.ts';
import { optimaDocuments } from './optima-documents.ts';
import { optimaRegisterXml } from './optima-xml.ts';
import { readSentExport } from './sent-export.ts';

export type OptimaFile = { fileName: string; content: Buffer };

export const xmlContentType = 'application/xml; charset=utf-8';

/**
 * GET /api/reports/{id}/xml/{token}/optima (FORMATS §6): the send's purchase VAT register for Comarch ERP
 * Optima, opened by the send's download token as its workbook is (any failure is 404). The same lines as
 * the workbook, so every total agrees with it to the cent; a download repeated while the token lives is
 * the same file, byte for byte.
 */
export async function optimaRegister(ctx: AppContext, id: number, token: string, language: Language): Promise<OptimaFile> {
  const sent = await readSentExport(ctx, id, token);
  const xml = optimaRegisterXml(optimaDocuments(sent.tenantId, sent.lines), language);
  return { fileName: `${formatMessage(language, 'optima.fileName')}-${id}-${warsawDay(sent.sentAt)}.xml`, content: Buffer.from(xml, 'utf8') };
}
