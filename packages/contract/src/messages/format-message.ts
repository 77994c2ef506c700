import type { Language } from '../enums.ts';
import en from './en.json' with { type: 'json' };
import pl from './pl.json' with { type: 'json' };

/**
 * Every message a user can see, in both languages (ARCHITECTURE §11). Keys are flat and dotted, grouped by
 * area: `validation.*` (wire shape), `calculation.*` (lease-math's rules), `records.*` (business rules of
 * records), `auth.*`, `register.*`, `excel.*`, `common.*`. A key whose message counts something has plural
 * forms instead of one text: `key_one`, `key_few`, `key_many`, `key_other` (Intl.PluralRules' categories;
 * English needs `_one` and `_other`).
 */
export const messageCatalogs: Record<Language, Readonly<Record<string, string>>> = { en, pl };

type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type CatalogKey = keyof typeof en;
/** A key as code names it: plural forms are named by their stem. */
export type MessageKey = CatalogKey extends infer K ? (K extends `${infer Stem}_${PluralCategory}` ? Stem : K) : never;

/**
 * A parameter of a message. Plain strings are inserted as they are; plain numbers as the language writes
 * them (`1 234,5`); the tagged forms are formatted per language: money with 2 decimals (`9 500,00`), a wire
 * date as the screen shows it (`31/01/2025`, `31.01.2025`), a fraction as a percent (`6,50 %`), a count
 * picks the plural form of the message and is written as a whole number, a key is that message in the same
 * language (a field's or a notion's name: `{ key: 'calculation.term.termInMonths' }`).
 */
export type MessageParam = string | number | { money: number } | { date: string } | { percent: number } | { count: number } | { key: MessageKey };
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A message not yet worded: what services and validators produce, worded at answer time. */
export type MessageRef = { key: MessageKey; params?: MessageParams };

/** One field's message not yet worded; `propertyName` is '' when it concerns the whole request. */
export type FieldMessage = { propertyName: string } & MessageRef;

const noBreakSpace = '\u00a0';

/**
 * `value` rounded to `fractionDigits` half away from zero on its decimal digits (1.005 → 1.01, where
 * toFixed, seeing the binary 1.00499…, gives 1.00).
 */
export function roundHalfAway(value: number, fractionDigits: number): number {
  const magnitude = Math.abs(value);
  if (magnitude >= 1e21) return value;
  const rounded = Number(`${Math.round(Number(`${magnitude}e${fractionDigits}`))}e-${fractionDigits}`);
  return value < 0 ? -rounded : rounded;
}

/** Space-grouped whole part and a decimal comma, as DESIGN §5 writes numbers in both languages. */
function groupDigits(text: string, negative: boolean): string {
  const [whole = '0', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, noBreakSpace);
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/**
 * Positional digits of any finite magnitude, never an exponent (`1.2676506002231587e+40` is
 * `12676506002231587000000000000000000000000`, `1e-7` is `0.0000001`, beyond 20 decimals 0): the shortest digits that read back
 * as the same number, padded with zeros, as a spreadsheet shows it.
 */
const positional = new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });

/** A number with exactly `fractionDigits` decimals: `formatFixed(-9500, 2)` → `-9 500,00`. */
export function formatFixed(value: number, fractionDigits: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(roundHalfAway(value, fractionDigits));
  // toFixed writes an exponent from 1e21 on; such a number has no decimals left to show.
  const fixed = magnitude >= 1e21 ? `${positional.format(magnitude)}${fractionDigits > 0 ? `.${'0'.repeat(fractionDigits)}` : ''}` : magnitude.toFixed(fractionDigits);
  return groupDigits(fixed, value < 0 && Number(fixed) !== 0);
}

/** A number with the decimals it has (none for whole numbers): `2.5` → `2,5`, `1000` → `1 000`. */
export function formatPlainNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const magnitude = Math.abs(value);
  // JavaScript writes 1e-7 and 1e21 with an exponent, which a user reads as digits and a comma gone wrong.
  const text = String(magnitude).includes('e') ? positional.format(magnitude) : String(magnitude);
  return groupDigits(text, value < 0 && magnitude !== 0);
}

/** How each language writes a date; the wire keeps `YYYY-MM-DD`. */
export const messageDateFormats = { en: 'DD/MM/YYYY', pl: 'DD.MM.YYYY' } as const;

/** A wire date as the screen shows it; anything that is no `YYYY-MM-DD` is shown as it came. */
export function formatWireDate(language: Language, date: string): string {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!parts) return date;
  const [, year, month, day] = parts;
  return language === 'pl' ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
}

function formatParam(language: Language, param: MessageParam): string {
  if (typeof param === 'string') return param;
  if (typeof param === 'number') return formatPlainNumber(param);
  if ('money' in param) return formatFixed(param.money, 2);
  if ('date' in param) return formatWireDate(language, param.date);
  if ('percent' in param) return `${formatFixed(Number(`${param.percent}e2`), 2)}${noBreakSpace}%`;
  if ('key' in param) return formatMessage(language, param.key);
  return formatPlainNumber(param.count);
}

const pluralRules: Record<Language, Intl.PluralRules> = { en: new Intl.PluralRules('en'), pl: new Intl.PluralRules('pl') };

/** The catalog text of `key`: its plural form for the first count among the params, when it has forms. */
function templateOf(language: Language, key: string, params: MessageParams): string | undefined {
  const catalog = messageCatalogs[language];
  const direct = catalog[key];
  if (direct !== undefined) return direct;
  const count = Object.values(params).find((param): param is { count: number } => typeof param === 'object' && 'count' in param);
  const category = count ? pluralRules[language].select(count.count) : 'other';
  return catalog[`${key}_${category}`] ?? catalog[`${key}_other`];
}

/** True when `key` names a message of the catalog (directly or by its plural forms). */
export function isMessageKey(key: string): key is MessageKey {
  return key in en || `${key}_other` in en;
}

/**
 * The message `key` in `language` with `{{name}}` replaced by its formatted parameter. An unknown key is
 * answered as itself (a test keeps every key used in code in both catalogs), an unknown parameter stays
 * `{{name}}`, so a mistake shows rather than hides.
 */
export function formatMessage(language: Language, key: MessageKey, params: MessageParams = {}): string {
  const template = templateOf(language, key, params) ?? templateOf('en', key, params) ?? key;
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const param = params[name];
    return param === undefined ? placeholder : formatParam(language, param);
  });
}
