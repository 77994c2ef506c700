import type { EmailSettingsDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { inScope } from '../../db/scope.ts';
import { notFound } from '../../lib/errors.ts';
import { toEmailSettingsDto } from './email-settings-dto.ts';
import { tenantEmailSettings } from './tenant-email-settings.ts';

/** GET /api/tenants/{id}/emailsettings: the client's settings, or their defaults before the first save. */
export async function getEmailSettings(ctx: AppContext, tenantId: number): Promise<EmailSettingsDto> {
  const found = await inScope(ctx.db, { kind: 'tenant', tenantId }, (tx) => tenantEmailSettings(tx, tenantId));
  if (!found) throw notFound('tenant');
  return toEmailSettingsDto(found.tenant, found.settings, ctx.mailer.smtpConfigured);
}
