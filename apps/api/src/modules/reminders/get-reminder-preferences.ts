import type { ReminderPreferencesDto } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { preferencesDto, preferencesInEffect } from './reminder-preferences.ts';

/** Who asks: a tenant token's user, with the e-mail the token was checked against (where digests go). */
export type ReminderCaller = { tenantId: number; userId: number; email: string };

/** GET /api/reminders/preferences: the caller's choice in the token's tenant (the defaults until saved). */
export async function getReminderPreferences(ctx: AppContext, caller: ReminderCaller): Promise<ReminderPreferencesDto> {
  const preferences = await withTenant(ctx.db, caller.tenantId, (tx) => preferencesInEffect(tx, caller.tenantId, caller.userId));
  return preferencesDto(preferences, caller.email, ctx.mailer.smtpConfigured);
}
