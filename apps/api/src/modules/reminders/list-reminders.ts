import type { ReminderList } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { polishDateOf } from '../../lib/clock.ts';
import { dueReminders } from './due-reminders.ts';
import { chosenKinds } from './reminder-kinds.ts';
import { preferencesInEffect } from './reminder-preferences.ts';

/** GET /api/reminders[?day]: what is due for the caller in the token's tenant on `day` (today in Poland), in the kinds they chose. */
export async function listReminders(ctx: AppContext, caller: { tenantId: number; userId: number }, day: string = polishDateOf(ctx.clock())): Promise<ReminderList> {
  const items = await withTenant(ctx.db, caller.tenantId, async (tx) => {
    const preferences = await preferencesInEffect(tx, caller.tenantId, caller.userId);
    return dueReminders(tx, caller.tenantId, day, chosenKinds(preferences));
  });
  return { day, items };
}
