import { formatMessage, type EmailSettingsDto, type Language } from '@leasedesk/contract';
import type { emailSettings } from '../../db/schema.ts';

export type EmailSettingsRow = typeof emailSettings.$inferSelect;

/** What a client's settings show of the tenant itself: its name (the defaults) and its logo (the tenant's own, as a data URL). */
export type SettingsTenant = { id: number; name: string; logo: string | null };

/** The hand-off mail's language until the settings say otherwise. */
export const defaultMailLanguage: Language = 'en';

/** The language the settings' mails are written in (the table's check admits en and pl only). */
export const mailLanguageOf = (row: EmailSettingsRow | null): Language => (row ? (row.language as Language) : defaultMailLanguage);

/**
 * The settings as GET answers them. Before the first save they are the defaults: the tenant's name as the client's
 * name and as the sender, no NIP and no inbox yet, the default subject in the default language.
 */
export function toEmailSettingsDto(tenant: SettingsTenant, row: EmailSettingsRow | null, smtpConfigured: boolean): EmailSettingsDto {
  const shared = { id: tenant.id, logo: tenant.logo, smtpConfigured, isSaved: row !== null };
  if (!row) {
    return {
      ...shared,
      name: tenant.name,
      taxId: '',
      emailAddress: '',
      sender: tenant.name,
      emailTitle: formatMessage(defaultMailLanguage, 'emailSettings.defaultTitle'),
      language: defaultMailLanguage,
    };
  }
  return {
    ...shared,
    name: row.name,
    taxId: row.taxId,
    emailAddress: row.emailAddress,
    sender: row.sender,
    emailTitle: row.emailTitle,
    language: mailLanguageOf(row),
  };
}

/** What the trail records of the settings (wire names); the logo is the tenant's and audited as tenantLogo. */
export const emailSettingsAuditFields = ['name', 'taxId', 'emailAddress', 'sender', 'emailTitle', 'language'] as const satisfies readonly (keyof EmailSettingsDto)[];
