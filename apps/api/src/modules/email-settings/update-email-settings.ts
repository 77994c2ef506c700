import type { EmailSettingsDto, EmailSettingsValues } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { emailSettings } from '../../db/schema.ts';
import { inScope } from '../../db/scope.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { notFound } from '../../lib/errors.ts';
import { emailSettingsAuditFields, toEmailSettingsDto } from './email-settings-dto.ts';
import { tenantEmailSettings } from './tenant-email-settings.ts';

/** The body's values that are stored: the rest of what GET answers (id, logo, smtpConfigured, isSaved) is read-only and ignored. */
export type EmailSettingsUpdate = Pick<EmailSettingsValues, 'name' | 'taxId' | 'emailAddress' | 'sender' | 'emailTitle' | 'language'>;

/**
 * PUT /api/tenants/{id}/emailsettings (administrators): stores the client's settings, the first save creating them,
 * in one transaction in the tenant's scope (the table is under the tenant's row-level security). Deleted tenants
 * too, as PUT /api/tenants/{id} allows: they may be restored. Audited in the administration trail, beside the
 * tenant's other settings (its name, its logo).
 */
export async function updateEmailSettings(ctx: AppContext, tenantId: number, input: EmailSettingsUpdate): Promise<EmailSettingsDto> {
  const values = { name: input.name, taxId: input.taxId, emailAddress: input.emailAddress, sender: input.sender, emailTitle: input.emailTitle, language: input.language };
  return inScope(ctx.db, { kind: 'tenant', tenantId }, async (tx) => {
    const found = await tenantEmailSettings(tx, tenantId, true);
    if (!found) throw notFound('tenant');
    const updateDate = ctx.clock();
    const [row] = await tx
      .insert(emailSettings)
      .values({ tenantId, ...values, updateDate })
      .onConflictDoUpdate({ target: emailSettings.tenantId, set: { ...values, updateDate } })
      .returning();
    if (!row) throw notFound('tenant');
    const before = found.settings ? toEmailSettingsDto(found.tenant, found.settings, ctx.mailer.smtpConfigured) : null;
    const saved = toEmailSettingsDto(found.tenant, row, ctx.mailer.smtpConfigured);
    await recordAudit(tx, {
      action: before ? 'update' : 'create',
      entity: 'emailSettings',
      entityId: tenantId,
      label: found.tenant.name,
      changes: changesBetween(before, saved, emailSettingsAuditFields),
      tenant: 'none',
    });
    return saved;
  });
}
