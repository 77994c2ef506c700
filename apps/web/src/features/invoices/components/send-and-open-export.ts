import type { InvoiceLine } from '@leasedesk/contract';
import { EnvelopeError } from '../../../lib/api-client';
import { exportExcelUrl } from '../api/export-excel-url';
import { sendInvoiceLines } from '../api/send-invoice-lines';
import { reserveExportWindow } from './export-window';

/** A send's export: its id and the download token its files are fetched with (FORMATS §6). */
export interface SentExport {
  id: number;
  token: string;
}

export type SendOutcome = { sent: true; export: SentExport } | { sent: false; messages: string[] };

/**
 * Sends the lines to the accounting system and opens the export's workbook in a new window (SPEC §4); the
 * export is answered so the screen can offer its files again (the workbook and Comarch ERP Optima's XML).
 * A refusal answers the server's messages; an answer without an export id answers `failedText`
 * (SPEC §8: 'Nie udało się wysłać raportu').
 */
export async function sendAndOpenExport(lines: readonly InvoiceLine[], failedText: string): Promise<SendOutcome> {
  const exportWindow = reserveExportWindow();
  try {
    const answer = await sendInvoiceLines(lines);
    if (!answer.id || !answer.token) {
      exportWindow.discard();
      return { sent: false, messages: [failedText] };
    }
    exportWindow.show(exportExcelUrl(answer.id, answer.token));
    return { sent: true, export: { id: answer.id, token: answer.token } };
  } catch (error) {
    exportWindow.discard();
    const messages = error instanceof EnvelopeError ? error.errors.map((entry) => entry.message) : [];
    return { sent: false, messages: messages.length > 0 ? messages : [failedText] };
  }
}
