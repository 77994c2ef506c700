import { sql } from 'drizzle-orm';
import type { ReminderPreferencesDto, ReminderPreferencesInput } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { reminderPreferences } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import type { ReminderCaller } from './get-reminder-preferences.ts';
import { defaultPreferences, preferencesDto, reminderPreferenceAuditFields, storedPreferences, type StoredPreferences } from './reminder-preferences.ts';

/**
 * PUT /api/reminders/preferences: stores the caller's choice in the token's tenant (a row on the first save) and
 * answers it. The e-mail and the SMTP flag a GET answered may come back in the body and are ignored: they are not the
 * user's to set. One audit entry, compared with what was in effect before (the defaults before the first save).
 */
export async function saveReminderPreferences(ctx: AppContext, caller: ReminderCaller, input: ReminderPreferencesInput): Promise<ReminderPreferencesDto> {
  const { tenantId, userId } = caller;
  const chosen: StoredPreferences = {
    leaseEnd: input.leaseEnd,
    indexation: input.indexation,
    payments: input.payments,
    impairment: input.impairment,
    emailDigest: input.emailDigest,
    language: input.language,
  };
  await withTenant(ctx.db, tenantId, async (tx) => {
    const before = (await storedPreferences(tx, tenantId, userId, { lock: true })) ?? defaultPreferences;
    await tx
      .insert(reminderPreferences)
      .values({ tenantId, userId, ...chosen })
      .onConflictDoUpdate({ target: [reminderPreferences.tenantId, reminderPreferences.userId], set: { ...chosen, updateDate: sql`now()` } });
    await recordAudit(tx, {
      action: 'update',
      entity: 'reminderPreferences',
      entityId: userId,
      label: caller.email,
      changes: changesBetween(before, chosen, reminderPreferenceAuditFields),
    });
  });
  return preferencesDto(chosen, caller.email, ctx.mailer.smtpConfigured);
}
