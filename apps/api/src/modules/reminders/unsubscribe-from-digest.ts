import { eq, sql } from 'drizzle-orm';
import type { ReminderUnsubscribeResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { reminderPreferences, tenants, users } from '../../db/schema.ts';
import { withTenant } from '../../db/scope.ts';
import { changesBetween } from '../../lib/audit/audit-changes.ts';
import { recordAudit } from '../../lib/audit/record-audit.ts';
import { AppError } from '../../lib/errors.ts';
import { defaultPreferences, reminderPreferenceAuditFields, storedPreferences } from './reminder-preferences.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';

/** A link that is not one of our unsubscribe links (forged, altered, expired, another kind of token): one 404 for all. */
const invalidLink = () => new AppError('notFound', { key: 'reminders.unsubscribe.invalidLink' });

/**
 * POST /api/reminders/unsubscribe/{token}: the digest of the link's user in the link's tenant stops (emailDigest
 * false, the kinds shown on home untouched). No sign-in: the signed token is the authority, so the audit entry names
 * the link's user as the one who acted. Idempotent: a second click changes nothing and answers the same.
 */
export async function unsubscribeFromDigest(ctx: AppContext, token: string): Promise<ReminderUnsubscribeResult> {
  const claims = await readUnsubscribeToken(ctx.tokenKey, token, ctx.clock());
  if (!claims) throw invalidLink();
  const { tenantId, userId } = claims;
  return withTenant(ctx.db, tenantId, async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    if (!user || !tenant) throw invalidLink();
    const before = (await storedPreferences(tx, tenantId, userId, { lock: true })) ?? defaultPreferences;
    if (before.emailDigest) {
      await tx
        .insert(reminderPreferences)
        .values({ tenantId, userId, emailDigest: false })
        .onConflictDoUpdate({ target: [reminderPreferences.tenantId, reminderPreferences.userId], set: { emailDigest: false, updateDate: sql`now()` } });
    }
    await recordAudit(tx, {
      action: 'update',
      entity: 'reminderPreferences',
      entityId: userId,
      label: user.email,
      changes: changesBetween(before, { ...before, emailDigest: false }, reminderPreferenceAuditFields),
      actor: { userId, userName: user.email },
    });
    return { email: user.email, tenantName: tenant.name };
  });
}
