import { auditValueText, NO_AUDIT_VALUE, type AuditValue } from '@leasedesk/contract';
import { auditWords, type Translator } from './audit-field-label';

/** What shows for a value that is not there (before a create, after a delete, an empty field). */
export const NO_VALUE = NO_AUDIT_VALUE;

/**
 * A before or after value in the reader's language, by the rules the Excel follows too: amounts `1 234,56`, rates
 * as percents, choices in words, a reference by the `name` the server found for it, dates as the language writes
 * them, yes/no, and an em dash for nothing.
 */
export function formatAuditValue(i18n: Translator, field: string, value: AuditValue, name?: string | null): string {
  return auditValueText(auditWords(i18n), field, value, name);
}
