import { PassThrough } from 'node:stream';
import { formatMessage, type Language } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { StreamedSheet } from '../../lib/excel/stream-workbook.ts';
import { ranAtText, warsawDay } from '../../lib/reports/run-time.ts';
import { enovaColumns, type Words } from './enova-columns.ts';
import { readSentExport, type SentExport } from './handoff/sent-export.ts';

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
 * download token alone (readSentExport: anything wrong is the same 404). One row per line of the export, in
 * invoice and line order, under a title block (client, export number, when it was sent), a totals row under
 * them. The file can be opened again while the token lives: the export's lines never change once sent.
 */
export async function enovaWorkbook(ctx: AppContext, id: number, token: string, language: Language): Promise<EnovaFile> {
  return enovaWorkbookOf(await readSentExport(ctx, id, token), language);
}

/** The workbook's name: what it is, the export's number and its Warsaw day, in the file's language. */
export function enovaFileName(id: number, sentAt: Date, language: Language): string {
  return `${formatMessage(language, 'excel.enova.fileName')}-${id}-${warsawDay(sentAt)}.xlsx`;
}

/** The workbook of a send already read (by its download token, or for its own tenant by the hand-off by e-mail). */
export async function enovaWorkbookOf(sent: SentExport, language: Language): Promise<EnovaFile> {
  const id = sent.id;
  const t: Words = (key) => formatMessage(language, key);
  const output = new PassThrough();
  const content = collected(output);
  // Awaited below; a failure before then is answered by the write that failed, never left unhandled.
  content.catch(() => undefined);
  const sheet = new StreamedSheet(output, {
    language,
    name: t('excel.enova.sheet'),
    title: t('excel.enova.title'),
    details: [
      { label: t('excel.label.client'), value: sent.tenantName, kind: 'text' },
      { label: t('excel.enova.label.export'), value: id, kind: 'integer' },
      { label: t('excel.enova.label.sentAt'), value: ranAtText(sent.sentAt, language), kind: 'text' },
    ],
    columns: enovaColumns(t),
  });
  sheet.add(sent.lines);
  await sheet.finish();
  return { fileName: enovaFileName(id, sent.sentAt, language), content: await content };
}
