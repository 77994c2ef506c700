import { auditFieldLabelText, type AuditEntity, type AuditWords } from '@leasedesk/contract';
import type { i18n as I18n } from 'i18next';
import type { StandardName } from '../../../lib/session-store';

export type Translator = Pick<I18n, 't' | 'exists' | 'resolvedLanguage'>;

/** Whether `key` names a text (not a group of texts) in the catalog. */
export function hasText(i18n: Translator, key: string): boolean {
  return i18n.exists(key) && typeof (i18n.t(key, { returnObjects: true }) as unknown) === 'string';
}

/**
 * The trail's words on screen: the web's texts, whose `audit.*` keys and wording are the server's catalog's (a test
 * holds them equal), so the screen and the Excel read alike.
 */
export function auditWords(i18n: Translator): AuditWords {
  return {
    language: i18n.resolvedLanguage === 'pl' ? 'pl' : 'en',
    text: (key, params) => (hasText(i18n, key) ? i18n.t(key, params ?? {}) : null),
  };
}

/**
 * A changed field's label in the reader's language, as the record's form or summary names it (the agreement's
 * figures as the standard does: L0 under IFRS16, N under CSI); a field nobody named yet shows its wire name.
 */
export function auditFieldLabel(i18n: Translator, entity: AuditEntity, field: string, standard: StandardName): string {
  return auditFieldLabelText(auditWords(i18n), entity, field, standard);
}
