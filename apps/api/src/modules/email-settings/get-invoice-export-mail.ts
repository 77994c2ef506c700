import { and, desc, eq } from 'drizzle-orm';
import type { InvoiceExportMailPreviewDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { invoiceExportMails } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { fillEmailTitle } from './email-title.ts';
import { exportReports, exportSentAt } from './export-reports.ts';
import { toInvoiceExportMailDto } from './invoice-export-mail-dto.ts';
import { sendTitleValues } from './send-title-values.ts';
import { tenantEmailSettings } from './tenant-email-settings.ts';

/**
 * GET /api/reports/{id}/email: what "Send by e-mail" would do with the caller's send (to whom, under which subject)
 * and whether it can (settings saved, a mail server configured), with the mails the send already had, newest first.
 * Another tenant's send is the same 404 as one that does not exist.
 */
export async function getInvoiceExportMail(ctx: AppContext, tenantId: number, exportId: number): Promise<InvoiceExportMailPreviewDto> {
  const read = await withTenant(ctx.db, tenantId, async (tx) => {
    const sentAt = await exportSentAt(tx, tenantId, exportId);
    const found = sentAt ? await tenantEmailSettings(tx, tenantId) : null;
    if (!sentAt || !found) throw notFound('invoiceExport');
    const reports = await exportReports(tx, tenantId, exportId);
    const mails = await tx
      .select()
      .from(invoiceExportMails)
      .where(and(eq(invoiceExportMails.tenantId, tenantId), eq(invoiceExportMails.invoiceExportId, exportId)))
      .orderBy(desc(invoiceExportMails.createDate), desc(invoiceExportMails.id));
    return { sentAt, settings: found.settings, reports, mails };
  });
  const { settings } = read;
  return {
    invoiceExportId: exportId,
    smtpConfigured: ctx.mailer.smtpConfigured,
    settingsSaved: settings !== null,
    recipient: settings?.emailAddress ?? null,
    subject: settings ? fillEmailTitle(settings.emailTitle, sendTitleValues(exportId, read.sentAt, read.reports, settings.name)) : null,
    mails: read.mails.map(toInvoiceExportMailDto),
  };
}
