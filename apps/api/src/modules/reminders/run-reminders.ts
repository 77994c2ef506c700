import type { FastifyBaseLogger } from 'fastify';
import type { ReminderItem, ReminderRunResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { alreadySent } from './already-sent.ts';
import { forgetPassedItems } from './forget-passed-items.ts';
import { claimDigest, settleFailed, settleSent, type DigestOf } from './digest-claim.ts';
import { digestMail } from './digest-mail.ts';
import { tenantsWithMembers, type TenantMember, type TenantMembers } from './digest-recipients.ts';
import { dueReminders } from './due-reminders.ts';
import { allReminderKinds, chosenKinds } from './reminder-kinds.ts';
import { digestSubscribers, type StoredPreferences } from './reminder-preferences.ts';
import { issueUnsubscribeToken } from './unsubscribe-token.ts';

type DigestStatus = ReminderRunResult['digests'][number]['status'];

/** A subscriber's digest of the day: what is due in the kinds they chose, less what their earlier digests told them. */
type PendingDigest = { member: TenantMember; preferences: StoredPreferences; items: ReminderItem[] };

/**
 * The tenant's digests with something new on `day`, read in one transaction of the tenant: its subscribers, the dates
 * due in any kind one of them chose (one statement), and what each has been told already (less what can never be due
 * again, forgotten first so the table stays about the size of what is due).
 */
function pendingDigests(ctx: AppContext, tenant: TenantMembers, day: string): Promise<PendingDigest[]> {
  const { tenantId } = tenant;
  return withTenant(ctx.db, tenantId, async (tx) => {
    await forgetPassedItems(tx, tenantId, day);
    const subscribers = await digestSubscribers(tx, tenantId);
    const subscribed = tenant.members.flatMap((member) => {
      const preferences = subscribers.get(member.userId);
      return preferences ? [{ member, preferences, kinds: chosenKinds(preferences) }] : [];
    });
    if (subscribed.length === 0) return [];
    const anyKind = allReminderKinds.filter((kind) => subscribed.some((subscriber) => subscriber.kinds.includes(kind)));
    const due = await dueReminders(tx, tenantId, day, anyKind);
    const told = await alreadySent(tx, tenantId, subscribed.map((subscriber) => subscriber.member.userId), due.map((item) => item.key));
    return subscribed.flatMap(({ member, preferences, kinds }) => {
      const toldBefore = told.get(member.userId);
      const items = due.filter((item) => kinds.includes(item.kind) && !toldBefore?.has(item.key));
      return items.length > 0 ? [{ member, preferences, items }] : [];
    });
  });
}

/** Claims, sends and settles one digest; what became of it. Only the claim decides who sends, never a read before it. */
async function deliver(ctx: AppContext, tenant: TenantMembers, day: string, pending: PendingDigest, log: FastifyBaseLogger): Promise<DigestStatus> {
  if (!ctx.mailer.smtpConfigured) return 'notConfigured';
  const { member, items } = pending;
  const digest: DigestOf = { tenantId: tenant.tenantId, userId: member.userId, day };
  const claimed = await withTenant(ctx.db, tenant.tenantId, (tx) => claimDigest(tx, digest, member.email, items.length));
  if (!claimed) return 'alreadySent';
  const unsubscribeToken = await issueUnsubscribeToken(ctx.tokenKey, { userId: member.userId, tenantId: tenant.tenantId }, ctx.clock());
  const mail = digestMail({
    to: member.email,
    firstName: member.firstName,
    tenantName: tenant.tenantName,
    language: pending.preferences.language,
    items,
    appUrl: ctx.config.appUrl,
    unsubscribeToken,
  });
  try {
    await ctx.mailer.sendNow(mail);
  } catch (error) {
    log.error({ err: error, tenantId: tenant.tenantId, userId: member.userId, day }, 'reminder digest not sent: a later run of the day tries again');
    await withTenant(ctx.db, tenant.tenantId, (tx) => settleFailed(tx, digest));
    return 'failed';
  }
  await withTenant(ctx.db, tenant.tenantId, (tx) => settleSent(tx, digest, items.map((item) => item.key)));
  return 'sent';
}

/**
 * The daily run for `day`: in every live tenant, each live member who asked for the digest gets one mail with what is
 * new for them, at most one per tenant and day however often and on however many instances the run is started (the
 * claim is the guarantee). Without a mail server nothing is claimed or stored, and the answer says 'notConfigured'.
 * A digest the mail server refused is 'failed' and claimed again by the next run of the same day.
 */
export async function runReminders(ctx: AppContext, day: string, log: FastifyBaseLogger): Promise<ReminderRunResult> {
  const digests: ReminderRunResult['digests'] = [];
  for (const tenant of await tenantsWithMembers(ctx)) {
    for (const pending of await pendingDigests(ctx, tenant, day)) {
      const status = await deliver(ctx, tenant, day, pending, log);
      digests.push({ tenantId: tenant.tenantId, tenantName: tenant.tenantName, userId: pending.member.userId, recipient: pending.member.email, itemCount: pending.items.length, status });
    }
  }
  const count = (status: DigestStatus) => digests.filter((digest) => digest.status === status).length;
  log.info({ day, sent: count('sent'), failed: count('failed'), alreadySent: count('alreadySent'), notConfigured: count('notConfigured') }, 'reminder digests run');
  return { day, smtpConfigured: ctx.mailer.smtpConfigured, digests };
}
