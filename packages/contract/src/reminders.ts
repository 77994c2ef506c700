import { z } from 'zod';
import { language } from './enums.ts';
import { wireDate, wireString } from './wire.ts';

/**
 * Reminders of the dates a lease portfolio lives by (issue 30), shown on home and mailed as one digest a day at most.
 * Kinds, 0-based as every enumeration of the wire:
 * 0 a lease ends within 90 days; 1 a rent indexation within 30 days; 2 a payment due within the next 7 days;
 * 3 an impairment questionnaire not answered for the year end just passed (31 December of the year before).
 */
export const reminderKinds = ['leaseEnd', 'indexation', 'payment', 'impairment'] as const;
export type ReminderKindName = (typeof reminderKinds)[number];
export const reminderKind = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);
export type ReminderKind = z.infer<typeof reminderKind>;

/** How far ahead each kind looks: a date from the day itself to this many days after it (both included). */
export const reminderHorizonDays = { leaseEnd: 90, indexation: 30, payment: 7 } as const;

export const reminderItem = z.object({
  /** Stable across days (kind, agreement and the date it is about): a digest tells each key once. */
  key: wireString,
  kind: reminderKind,
  leaseAgreementId: z.number().int(),
  contractNumber: wireString,
  scheduleNumber: wireString,
  contractorName: wireString,
  /** The date the reminder is about: the lease's last day, the indexation's row, the payment date, the year end. */
  date: wireString,
  /** The payment (kind 2) or the indexed rent (kind 1); null for the others. */
  amount: z.number().nullable(),
});
export type ReminderItem = z.infer<typeof reminderItem>;

/** GET /api/reminders: the signed-in user's reminders at today (or ?day=), in the kinds they chose. */
export const reminderList = z.object({ day: wireString, items: z.array(reminderItem) });
export type ReminderList = z.infer<typeof reminderList>;

export const reminderListQuery = z.strictObject({ day: wireDate.optional() });

/** GET/PUT /api/reminders/preferences: the signed-in user's choice in the signed-in tenant. */
export const reminderPreferences = z.object({
  leaseEnd: z.boolean(),
  indexation: z.boolean(),
  payments: z.boolean(),
  impairment: z.boolean(),
  /** Whether the daily digest is mailed (off until the user turns it on, and after an unsubscribe). */
  emailDigest: z.boolean(),
  /** The digest's language. */
  language,
  /** Where digests go: the user's own e-mail (read-only). */
  email: wireString,
  /** Whether the server has a mail server (SMTP_URL); without one no digest leaves, and the screen says so. */
  smtpConfigured: z.boolean(),
});
export type ReminderPreferencesDto = z.infer<typeof reminderPreferences>;

export const reminderPreferencesInput = z.strictObject({
  leaseEnd: z.boolean(),
  indexation: z.boolean(),
  payments: z.boolean(),
  impairment: z.boolean(),
  emailDigest: z.boolean(),
  language,
  email: wireString.optional(),
  smtpConfigured: z.boolean().optional(),
});
export type ReminderPreferencesInput = z.input<typeof reminderPreferencesInput>;

/** POST /api/reminders/run (administrator): the daily run, now, for `day` (default today in Poland). */
export const reminderRunInput = z.strictObject({ day: wireDate.optional() });
export type ReminderRunInput = z.input<typeof reminderRunInput>;

export const reminderDigestStatuses = ['sent', 'failed', 'alreadySent', 'notConfigured'] as const;

export const reminderRunResult = z.object({
  day: wireString,
  smtpConfigured: z.boolean(),
  /** One entry per digest with something new: sent now, failed at the mail server, sent earlier that day, or held (no SMTP_URL). */
  digests: z.array(
    z.object({
      tenantId: z.number().int(),
      tenantName: wireString,
      userId: z.number().int(),
      recipient: wireString,
      itemCount: z.number().int(),
      status: z.enum(reminderDigestStatuses),
    }),
  ),
});
export type ReminderRunResult = z.infer<typeof reminderRunResult>;

/**
 * The body of POST /api/reminders/unsubscribe/{token}: none (the unsubscribe page), or RFC 8058's one-click POST a mail
 * client sends from the digest's List-Unsubscribe header, `List-Unsubscribe=One-Click` as a form (the one route that
 * takes application/x-www-form-urlencoded) or the same as JSON. A request without a body reaches the schema as null.
 */
export const reminderUnsubscribeBody = z.strictObject({ 'List-Unsubscribe': z.literal('One-Click') }).nullish();

/** POST /api/reminders/unsubscribe/{token}: the signed link of a digest, no sign-in; answers whose digest stopped. */
export const reminderUnsubscribeResult = z.object({ email: wireString, tenantName: wireString });
export type ReminderUnsubscribeResult = z.infer<typeof reminderUnsubscribeResult>;
