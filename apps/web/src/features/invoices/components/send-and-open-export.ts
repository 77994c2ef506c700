import type { InvoiceLine } from '@leasedesk/contract';
import { EnvelopeError } from '../../../lib/api-client';
import { exportExcelUrl } from '../api/export-excel-url';
import { sendInvoiceLines } from '../api/send-invoice-lines';
import { reserveExportWindow } from './export-window';

export type SendOutcome = { sent: true } | { sent: false; messages: string[] };

/**
 * Sends the lines to the accounting system and opens the export's workbook in a new window (SPEC §4).
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
    return { sent: true };
  } catch (error) {
    exportWindow.discard();
    const messages = error instanceof EnvelopeError ? error.errors.map((entry) => entry.message) : [];
    return { sent: false, messages: messages.length > 0 ? messages : [failedText] };
  }
}
