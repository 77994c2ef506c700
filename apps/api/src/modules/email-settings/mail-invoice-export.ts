import type { FastifyBaseLogger } from 'fastify';
import type { InvoiceExportMailDto, MessageKey } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { invoiceExportMails } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { safeErrorForLog } from '../../lib/log-safe-error.ts';
import { MailNotConfiguredError } from '../../lib/mail.ts';
import { warsawDay } from '../../lib/reports/run-time.ts';
import { sentExportFiles, sentExportOfTenant, type SentExport } from '../invoices/index.ts';
import { mailLanguageOf } from './email-settings-dto.ts';
import { fillEmailTitle } from './email-title.ts';
import { exportReports, exportSentAt, reportNamesOf } from './export-reports.ts';
import { inlineLogo, logoCid } from './inline-logo.ts';
import { invoiceExportMailBody } from './invoice-export-mail-body.ts';
import { toInvoiceExportMailDto } from './invoice-export-mail-dto.ts';
import { sendTitleValues } from './send-title-values.ts';
import { tenantEmailSettings } from './tenant-email-settings.ts';

/** A hand-off that cannot go: answered 200 with success false, on no field. */
const cannotMail = (key: MessageKey, cause?: unknown) => new AppError('invalid', { key }, cause === undefined ? {} : { cause });

/** The send's PLN totals as its workbook's totals row has them, added in cents. */
function totalsOf(lines: SentExport['lines']): { net: number; vat: number; gross: number } {
  const cents = (pick: (line: SentExport['lines'][number]) => number | null) => lines.reduce((sum, line) => sum + Math.round((pick(line) ?? 0) * 100), 0) / 100;
  return { net: cents((l) => l.positionNetAmountPln), vat: cents((l) => l.positionVatAmountPln), gross: cents((l) => l.positionGrossAmountPln) };
}

/**
 * POST /api/reports/{id}/email: mails the caller's send to the accounting system's inbox of the client's e-mail
 * settings: the workbook and the Optima register (the same bytes as their downloads, in the settings' language),
 * from the settings' sender, under the filled title, with a body naming the client, its NIP, the send and its totals.
 *
 * Nothing is stored until the mail server has accepted the mail: refused or unreachable, the caller reads why and
 * the log keeps the server's answer. No transaction is held open while the mail travels.
 */
export async function mailInvoiceExport(ctx: AppContext, caller: { userId: number; tenantId: number }, exportId: number, log: FastifyBaseLogger): Promise<InvoiceExportMailDto> {
  const { tenantId } = caller;
  const read = await withTenant(ctx.db, tenantId, async (tx) => {
    const sentAt = await exportSentAt(tx, tenantId, exportId);
    const found = sentAt ? await tenantEmailSettings(tx, tenantId) : null;
    if (!sentAt || !found) throw notFound('invoiceExport');
    if (!found.settings) throw cannotMail('invoiceExportMail.settingsNotSaved');
    if (!ctx.mailer.smtpConfigured) throw cannotMail('invoiceExportMail.smtpNotConfigured');
    const sent = await sentExportOfTenant(tx, tenantId, found.tenant.name, exportId);
    if (!sent) throw notFound('invoiceExport');
    return { logo: found.tenant.logo, settings: found.settings, sent, reports: await exportReports(tx, tenantId, exportId) };
  });

  const { settings, sent, reports } = read;
  const language = mailLanguageOf(settings);
  const files = await sentExportFiles(sent, language);
  const subject = fillEmailTitle(settings.emailTitle, sendTitleValues(exportId, sent.sentAt, reports, settings.name));
  const logo = inlineLogo(read.logo);
  const body = invoiceExportMailBody(language, {
    client: settings.name,
    taxId: settings.taxId,
    exportId,
    sentOn: warsawDay(sent.sentAt),
    reports: reportNamesOf(reports),
    invoices: reports.reduce((sum, report) => sum + report.invoices, 0),
    lines: sent.lines.length,
    ...totalsOf(sent.lines),
    files: files.map((file) => file.fileName),
    logoCid: logo ? logoCid : null,
  });

  try {
    await ctx.mailer.sendNow({
      to: settings.emailAddress,
      senderName: settings.sender,
      subject,
      ...body,
      attachments: [...files.map((file) => ({ filename: file.fileName, content: file.content, contentType: file.contentType })), ...(logo ? [logo] : [])],
    });
  } catch (error) {
    if (error instanceof MailNotConfiguredError) throw cannotMail('invoiceExportMail.smtpNotConfigured', error);
    log.error({ err: safeErrorForLog(error), invoiceExportId: exportId, to: settings.emailAddress }, 'hand-off mail not accepted by the mail server');
    throw cannotMail('invoiceExportMail.refused', error);
  }

  const mailedAt = ctx.clock();
  const row = await withTenant(ctx.db, tenantId, async (tx) => {
    const [stored] = await tx
      .insert(invoiceExportMails)
      .values({ tenantId, invoiceExportId: exportId, recipient: settings.emailAddress, subject, attachments: files.map((file) => file.fileName), sentBy: caller.userId, createDate: mailedAt })
      .returning();
    // One entry per report, as the send itself is recorded, so each report's history shows where its invoices went.
    for (const report of reports) {
      await recordAudit(tx, {
        action: 'mail',
        entity: 'invoiceReport',
        entityId: report.id,
        label: report.name,
        changes: [
          { field: 'invoiceExportId', before: null, after: exportId },
          { field: 'emailAddress', before: null, after: settings.emailAddress },
        ],
        counts: { lines: report.lines, invoices: report.invoices },
      });
    }
    return stored;
  });
  if (!row) throw new Error('the hand-off mail was accepted but its record was not stored');
  return toInvoiceExportMailDto(row);
}
