import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSettings, emailSettingsInput, envelope, idParam, invoiceExportMail, invoiceExportMailPreview } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { ownTenantOrAny, tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { valuesForPathId } from '../../lib/validation-errors.ts';
import { getEmailSettings } from './get-email-settings.ts';
import { getInvoiceExportMail } from './get-invoice-export-mail.ts';
import { mailInvoiceExport } from './mail-invoice-export.ts';
import { updateEmailSettings } from './update-email-settings.ts';

const tags = ['email settings'];

/** POST /api/reports/{id}/email takes no body: none (Fastify reads it as null), or an empty JSON object; anything in it is refused. */
const noBody = z.strictObject({}).nullish();

/** A client's e-mail settings (issue 30) and the hand-off of a send by e-mail with them. */
export function registerEmailSettingsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/tenants/:id/emailsettings',
    {
      config: { access: 'tenantOrAdministrator' },
      schema: {
        tags,
        security,
        summary: 'A client’s e-mail settings (before the first save, their defaults): any client’s for an administrator, its own for a tenant token (another’s is 404)',
        params: idParam,
        response: { 200: envelope(emailSettings) },
      },
    },
    async (request) => ok(await getEmailSettings(ctx, ownTenantOrAny(request, request.params.id))),
  );
  r.put(
    '/api/tenants/:id/emailsettings',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        security,
        summary: 'Saves a client’s e-mail settings; the record as GET answered it is accepted (id must be the path’s; logo, smtpConfigured and isSaved are ignored)',
        params: idParam,
        body: emailSettingsInput,
        response: { 200: envelope(emailSettings) },
      },
    },
    async (request) => ok(await updateEmailSettings(ctx, request.params.id, valuesForPathId(request.params.id, request.body))),
  );
  r.get(
    '/api/reports/:id/email',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary: 'What mailing a send would do (recipient, filled subject), whether it can (settings saved, a mail server configured), and the mails it had, newest first',
        params: idParam,
        response: { 200: envelope(invoiceExportMailPreview) },
      },
    },
    async (request) => ok(await getInvoiceExportMail(ctx, tenantOf(request).tenantId, request.params.id)),
  );
  r.post(
    '/api/reports/:id/email',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary:
          'Mails a send’s workbook and Optima XML to the client’s accounting system (e-mail settings); answered once the mail server accepted it, and recorded only then',
        params: idParam,
        body: noBody,
        response: { 200: envelope(invoiceExportMail) },
      },
    },
    async (request) => ok(await mailInvoiceExport(ctx, tenantOf(request), request.params.id, request.log)),
  );
}
