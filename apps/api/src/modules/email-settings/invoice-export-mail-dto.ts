import type { InvoiceExportMailDto } from '@leasedesk/contract';
import type { invoiceExportMails } from '../../db/schema.ts';

type MailRow = typeof invoiceExportMails.$inferSelect;

/** A mailed send as the wire shows it: to whom, under which subject, with which files, as the mail went. */
export function toInvoiceExportMailDto(row: MailRow): InvoiceExportMailDto {
  return {
    id: row.id,
    invoiceExportId: row.invoiceExportId,
    recipient: row.recipient,
    subject: row.subject,
    attachments: [...row.attachments],
    mailedAt: row.createDate.toISOString(),
  };
}
