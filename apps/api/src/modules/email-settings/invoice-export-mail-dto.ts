import type { InvoiceExportMailDto } from '@leasedesk/contract';
import type { invoiceExportMails } from '../../db/schema.ts';

type MailRow = typeof invoiceExportMails.$inferSelect;

/**
 * A mailed send as the wire shows it. The table keeps recipient and subject; the attachments' names are the send's
 * two files as named in the mail's language (the settings' language when read).
 */
export function toInvoiceExportMailDto(row: MailRow, attachments: readonly string[]): InvoiceExportMailDto {
  return {
    id: row.id,
    invoiceExportId: row.invoiceExportId,
    recipient: row.recipient,
    subject: row.subject,
    attachments: [...attachments],
    mailedAt: row.createDate.toISOString(),
  };
}
