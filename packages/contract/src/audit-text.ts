import type { AuditChange, AuditEntity, AuditValue } from './audit.ts';
import { auditAnswerNumber, auditChoiceKey, auditFieldKind, auditFieldLabelKey, auditFieldOf, type AuditFieldKind } from './audit-fields.ts';
import type { Language } from './enums.ts';
import { formatFixed, formatPlainNumber, formatWireDate } from './messages/format-message.ts';

/**
 * The words the trail is written with: the screen's i18next texts or the server's catalogs, whose audit keys are the
 * same. `text` answers null for a key its catalog lacks, so a value or a field nobody worded yet still shows.
 */
export interface AuditWords {
  language: Language;
  text(key: string, params?: Readonly<Record<string, string>>): string | null;
}

/** What shows for a value that is not there (before a create, after a delete, an empty field). */
export const NO_AUDIT_VALUE = '—';

const noBreakSpace = '\u00a0';
const WIRE_DATE = /^\d{4}-\d{2}-\d{2}/;

/** A number sent as text (numeric columns), else null. */
function numberOf(value: AuditValue): number | null {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

/** A percent of a percent-valued number: 3.5 → `3,50 %`. */
const percentText = (percent: number, digits: number) => `${formatFixed(percent, digits)}${noBreakSpace}%`;

/** A number of no known field: whole numbers plain, fractions with the digits they have (at most 6). */
function plainNumber(value: number): string {
  if (Number.isInteger(value)) return String(value);
  const digits = Math.min(6, String(value).split('.')[1]?.length ?? 0);
  return formatFixed(value, digits);
}

/** A wire date (or the date part of a date-time: at UTC midnight it must not become the day before) as the language writes it. */
const dateText = (language: Language, value: string) => formatWireDate(language, value.slice(0, 10));

function numberText(kind: AuditFieldKind, value: number): string | null {
  switch (kind.kind) {
    case 'money':
      return formatFixed(value, 2);
    case 'whole':
      return String(value);
    case 'decimal':
      return formatFixed(value, kind.digits);
    // × 100 in the exponent, so 0.07 shows 7,00 and not the binary 7.000000000000001
    case 'rate':
      return percentText(Number(`${value}e2`), kind.digits);
    case 'percent':
      return percentText(value, kind.digits);
    default:
      return null;
  }
}

/** A value of a field the table knows, as its kind reads; null when the value is not of that kind. */
function knownValueText(words: AuditWords, field: string, kind: AuditFieldKind, value: Exclude<AuditValue, null>): string | null {
  if (kind.kind === 'choice') {
    const known = auditFieldOf(field);
    return known !== null && (typeof value === 'string' || typeof value === 'number') ? words.text(auditChoiceKey(known, value)) : null;
  }
  if (kind.kind === 'date') return typeof value === 'string' && WIRE_DATE.test(value) ? dateText(words.language, value) : null;
  const number = numberOf(value);
  return number === null ? null : numberText(kind, number);
}

/**
 * A before or after value in the reader's language: amounts `1 234,56`, rates as percents as the summary shows
 * them, choices in words, references by the name the server found for them, dates as the language writes them,
 * yes/no, and an em dash for nothing. A value of a field or a choice nobody worded yet still shows, plainly.
 */
export function auditValueText(words: AuditWords, field: string, value: AuditValue | undefined, name?: string | null): string {
  if (value === null || value === undefined || value === '') return NO_AUDIT_VALUE;
  if (name) return name;
  if (typeof value === 'boolean') return words.text(value ? 'audit.values.yes' : 'audit.values.no') ?? String(value);
  const kind = auditFieldKind(field);
  const known = kind === null ? null : knownValueText(words, field, kind, value);
  if (known !== null) return known;
  if (typeof value === 'string') return /^\d{4}-\d{2}-\d{2}$/.test(value) ? dateText(words.language, value) : value;
  return plainNumber(value);
}

/** A changed field's label in the reader's language, as its record's screen names it; a field nobody named yet shows its wire name. */
export function auditFieldLabelText(words: AuditWords, entity: AuditEntity, field: string, standard: 'CSI' | 'IFRS16'): string {
  const number = auditAnswerNumber(field);
  const label = words.text(auditFieldLabelKey(entity, field, standard), number === null ? undefined : { number });
  return label ?? field;
}

/** One change as the reader reads it: the field's label, the values before and after. */
export function auditChangeText(words: AuditWords, entity: AuditEntity, change: AuditChange, standard: 'CSI' | 'IFRS16') {
  return {
    label: auditFieldLabelText(words, entity, change.field, standard),
    before: auditValueText(words, change.field, change.before, change.beforeName),
    after: auditValueText(words, change.field, change.after, change.afterName),
  };
}

/** The catalog key of a count's label. */
export const auditCountKey = (name: string): string => `audit.counts.${name}`;

/** Bulk effects as sentences, `Schedule rows changed: 36`; a count nobody named yet by its wire name. */
export function auditCountsText(words: AuditWords, counts: Readonly<Record<string, number>>): string[] {
  return Object.entries(counts).map(([name, count]) => `${words.text(auditCountKey(name)) ?? name}: ${formatPlainNumber(count)}`);
}
