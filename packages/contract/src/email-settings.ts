import { z } from 'zod';
import { taxId } from './contractors.ts';
import { email } from './auth.ts';
import { language } from './enums.ts';
import { messageKey } from './messages/zod-issues.ts';
import { wireId, wireString } from './wire.ts';

/**
 * A client's e-mail settings (SPEC's "Email settings entry", issue 30): what the hand-off mail to the accounting
 * system carries. One per tenant; the logo is the tenant's own (PUT /api/tenants/{id}/logo).
 */

/** The placeholders an emailTitle may hold, each filled from the send being mailed. */
export const emailTitlePlaceholders = ['number', 'reports', 'date', 'client'] as const;
export type EmailTitlePlaceholder = (typeof emailTitlePlaceholders)[number];

/** Line breaks and other control characters (C0, DEL, C1 with NEL, the Unicode line and paragraph separators): in a header they would start a header of their own (header injection). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a header line must not hold
export const headerControlCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const singleLine = messageKey('validation.emailSettings.singleLine');

const headerText = (max: number) =>
  wireString
    .refine((text) => !headerControlCharacters.test(text), singleLine)
    .transform((text) => text.trim())
    .pipe(z.string().min(1, messageKey('validation.required')).max(max));

/** `{name}` tokens of a title other than the known placeholders. */
export function unknownTitlePlaceholders(title: string): string[] {
  return [...title.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1] ?? '').filter((name) => !(emailTitlePlaceholders as readonly string[]).includes(name));
}

export const emailSettings = z.object({
  /** The tenant's id. */
  id: wireId,
  name: wireString,
  /** 10 digits, or '' until first saved. */
  taxId: wireString,
  /** The tenant's logo as a data URL, or null. */
  logo: wireString.nullable(),
  /** The accounting system's inbox; '' until first saved. */
  emailAddress: wireString,
  /** The display name the mail leaves under. */
  sender: wireString,
  /** The subject, with placeholders {number}, {reports}, {date}, {client}. */
  emailTitle: wireString,
  /** The language of the hand-off mail's body. */
  language,
  /** Whether the server has a mail server (SMTP_URL): without one nothing is mailed, and the screen says so. */
  smtpConfigured: z.boolean(),
  /** Whether the settings have ever been saved (until then the hand-off by e-mail is not available). */
  isSaved: z.boolean(),
});
export type EmailSettingsDto = z.infer<typeof emailSettings>;

/** PUT /api/tenants/{id}/emailsettings: the record as GET answered it is accepted; id, logo, smtpConfigured and isSaved are ignored. */
export const emailSettingsInput = z.strictObject({
  id: wireId.optional(),
  logo: wireString.nullable().optional(),
  smtpConfigured: z.boolean().optional(),
  isSaved: z.boolean().optional(),
  name: headerText(200),
  taxId,
  emailAddress: wireString.refine((text) => !headerControlCharacters.test(text), singleLine).pipe(email),
  sender: headerText(100),
  emailTitle: headerText(200).refine((title) => unknownTitlePlaceholders(title).length === 0, messageKey('validation.emailSettings.placeholder')),
  language: language.default('en'),
});
export type EmailSettingsInput = z.input<typeof emailSettingsInput>;
export type EmailSettingsValues = z.output<typeof emailSettingsInput>;

/** POST /api/reports/{id}/email: the answer says where the send's two files went. */
export const invoiceExportMail = z.object({
  id: z.number().int(),
  invoiceExportId: z.number().int(),
  recipient: wireString,
  subject: wireString,
  /** The attached files' names: the workbook and the accounting system's XML. */
  attachments: z.array(wireString),
  /** When the mail server accepted it (ISO 8601). */
  mailedAt: wireString,
});
export type InvoiceExportMailDto = z.infer<typeof invoiceExportMail>;

/**
 * GET /api/reports/{id}/email: what "Send by e-mail" would do for one send, and the mails it has had: whether it can
 * (the settings saved with an inbox, a mail server configured), to whom and under which subject.
 */
export const invoiceExportMailPreview = z.object({
  invoiceExportId: z.number().int(),
  smtpConfigured: z.boolean(),
  settingsSaved: z.boolean(),
  /** The tenant's emailAddress, or null until the settings are saved. */
  recipient: wireString.nullable(),
  /** emailTitle with its placeholders filled for this send, or null until the settings are saved. */
  subject: wireString.nullable(),
  /** The mails of this send already accepted by the mail server, newest first. */
  mails: z.array(invoiceExportMail),
});
export type InvoiceExportMailPreviewDto = z.infer<typeof invoiceExportMailPreview>;
