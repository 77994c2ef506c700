import { and, eq } from 'drizzle-orm';
import type { Language, ReminderPreferencesDto } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { reminderPreferences } from '../../db/schema.ts';
import type { KindChoice } from './reminder-kinds.ts';

/** A user's reminders in one tenant as stored (without the read-only e-mail and SMTP flag the wire adds). */
export type StoredPreferences = KindChoice & { emailDigest: boolean; language: Language };

/** Until a user saves a choice: every kind shown, no digest mailed, in English (the migration's column defaults). */
export const defaultPreferences: StoredPreferences = { leaseEnd: true, indexation: true, payments: true, impairment: true, emailDigest: false, language: 'en' };

/** The fields the audit trail compares (wire names; labelled `audit.fields.<field>` in the catalogs). */
export const reminderPreferenceAuditFields = ['leaseEnd', 'indexation', 'payments', 'impairment', 'emailDigest', 'language'] as const;

const columns = {
  leaseEnd: reminderPreferences.leaseEnd,
  indexation: reminderPreferences.indexation,
  payments: reminderPreferences.payments,
  impairment: reminderPreferences.impairment,
  emailDigest: reminderPreferences.emailDigest,
  language: reminderPreferences.language,
};

/** The column's text as the wire's language (the table's check constraint admits only these two). */
const languageOf = (text: string): Language => (text === 'pl' ? 'pl' : 'en');

/**
 * The user's preferences in the transaction's tenant, or null when none is stored (the defaults apply). `lock` holds
 * the row until the transaction ends, so a concurrent save cannot slip between a read and the write it is compared with.
 */
export async function storedPreferences(tx: Tx, tenantId: number, userId: number, options: { lock?: boolean } = {}): Promise<StoredPreferences | null> {
  const query = tx
    .select(columns)
    .from(reminderPreferences)
    .where(and(eq(reminderPreferences.tenantId, tenantId), eq(reminderPreferences.userId, userId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ? { ...row, language: languageOf(row.language) } : null;
}

/** The preferences in effect: the stored ones, else the defaults. */
export async function preferencesInEffect(tx: Tx, tenantId: number, userId: number): Promise<StoredPreferences> {
  return (await storedPreferences(tx, tenantId, userId)) ?? defaultPreferences;
}

/** Every user of the tenant who asked for the digest, with their choice. */
export async function digestSubscribers(tx: Tx, tenantId: number): Promise<Map<number, StoredPreferences>> {
  const rows = await tx
    .select({ userId: reminderPreferences.userId, ...columns })
    .from(reminderPreferences)
    .where(and(eq(reminderPreferences.tenantId, tenantId), eq(reminderPreferences.emailDigest, true)));
  return new Map(rows.map(({ userId, ...row }) => [userId, { ...row, language: languageOf(row.language) }]));
}

/** The wire's preferences: the choice, and where digests go and whether they can leave at all. */
export const preferencesDto = (preferences: StoredPreferences, email: string, smtpConfigured: boolean): ReminderPreferencesDto => ({ ...preferences, email, smtpConfigured });
