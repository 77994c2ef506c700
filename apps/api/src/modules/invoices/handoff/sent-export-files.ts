import type { Language } from '@leasedesk/contract';
import { xlsxContentType } from '../../../lib/excel/workbook.ts';
import { enovaWorkbookOf } from '../enova-excel.ts';
import { optimaRegisterOf, xmlContentType } from './optima-register.ts';
import type { SentExport } from './sent-export.ts';

/** One file of a send with the type it is served (and attached) as. */
export type SentExportFile = { fileName: string; content: Buffer; contentType: string };

/**
 * The two files of a send, the workbook (FORMATS §6) and the Optima register, written in `language`: the same bytes
 * their downloads give in that language, for a send already read (the hand-off by e-mail reads it for the caller's
 * own tenant, without a download token).
 */
export async function sentExportFiles(sent: SentExport, language: Language): Promise<SentExportFile[]> {
  const workbook = await enovaWorkbookOf(sent, language);
  const register = optimaRegisterOf(sent, language);
  return [
    { ...workbook, contentType: xlsxContentType },
    { ...register, contentType: xmlContentType },
  ];
}

