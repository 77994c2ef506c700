import { formatMessage, type Language } from '@leasedesk/contract';
import type { AppContext } from '../../../context.ts';
import { warsawDay } from '../../../lib/reports/run-time.ts';
import { optimaDocuments } from './optima-documents.ts';
import { optimaRegisterXml } from './optima-xml.ts';
import { readSentExport, type SentExport } from './sent-export.ts';

export type OptimaFile = { fileName: string; content: Buffer };

export const xmlContentType = 'application/xml; charset=utf-8';

/**
 * GET /api/reports/{id}/xml/{token}/optima (FORMATS §6): the send's purchase VAT register for Comarch ERP
 * Optima, opened by the send's download token as its workbook is (any failure is 404). The same lines as
 * the workbook, so every total agrees with it to the cent; a download repeated while the token lives is
 * the same file, byte for byte.
 */
export async function optimaRegister(ctx: AppContext, id: number, token: string, language: Language): Promise<OptimaFile> {
  return optimaRegisterOf(await readSentExport(ctx, id, token), language);
}

/** The register's name: what it is, the export's number and its Warsaw day, in the file's language. */
export function optimaFileName(id: number, sentAt: Date, language: Language): string {
  return `${formatMessage(language, 'optima.fileName')}-${id}-${warsawDay(sentAt)}.xml`;
}

/** The register of a send already read (by its download token, or for its own tenant by the hand-off by e-mail). */
export function optimaRegisterOf(sent: SentExport, language: Language): OptimaFile {
  const xml = optimaRegisterXml(optimaDocuments(sent.tenantId, sent.lines), language);
  return { fileName: optimaFileName(sent.id, sent.sentAt, language), content: Buffer.from(xml, 'utf8') };
}
