import type { InvoiceLine } from '@leasedesk/contract';
import { EnvelopeError } from '../../../lib/api-client';
import { exportExcelUrl } from '../api/export-excel-url';
import { sendInvoiceLines } from '../api/send-invoice-lines';
import { startDownload } from '../../../lib/save-file';

/** A send's export: its id and the download token its files are fetched with (FORMATS §6). */
export interface SentExport {
  id: number;
  token: string;
}

export type SendOutcome = { sent: true; export: SentExport } | { sent: false; messages: string[] };

/**
 * Sends the lines to the accounting system and downloads the export's workbook (SPEC §4), in this tab: a
 * window opened for an attachment stays blank once the file is saved. The export is answered so the screen
 * can offer its files again (the workbook and Comarch ERP Optima's XML).
 * A refusal answers the server's messages; an answer without an export id answers `failedText`
 * (SPEC §8: 'Nie udało się wysłać raportu').
 */
export async function sendAndDownloadExport(lines: readonly InvoiceLine[], failedText: string): Promise<SendOutcome> {
  try {
    const answer = await sendInvoiceLines(lines);
    if (!answer.id || !answer.token) return { sent: false, messages: [failedText] };
    startDownload(exportExcelUrl(answer.id, answer.token));
    return { sent: true, export: { id: answer.id, token: answer.token } };
  } catch (error) {
    const messages = error instanceof EnvelopeError ? error.errors.map((entry) => entry.message) : [];
    return { sent: false, messages: messages.length > 0 ? messages : [failedText] };
  }
}
