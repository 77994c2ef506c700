import { formatFixed } from '@leasedesk/contract';

/** What a number field takes: how many decimals, and whether a trailing `%` may be typed (a percent field). */
export interface NumberRules {
  decimals: number;
  percent?: boolean;
}

/** Why a typed text is not read as a number: a `validation.*` key and the values its message names. */
export interface NumberRefusal {
  key: string;
  values?: Record<string, string | number>;
}

export type TypedNumber = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'refused'; refusal: NumberRefusal };

/** A double keeps 15 significant digits exactly; a longer number would be read as a neighbour of what was typed. */
const MAX_DIGITS = 15;

/** Spaces of every width and apostrophes (`1'234`) only ever group digits. */
const groupMarks = /[\s\u00a0\u202f\u2009'\u2019]/;
const groupMarksAll = /[\s\u00a0\u202f\u2009'\u2019]/g;
const letter = /\p{L}/u;

const refused = (key: string, values?: NumberRefusal['values']): TypedNumber => ({ kind: 'refused', refusal: values ? { key, values } : { key } });

/** `1 234` grouped as typed, by whatever marks, into its groups; null when a group is empty (`1,,234`). */
function groupsOf(integerPart: string, groupMark: string | null): string[] | null {
  const pattern = groupMark === null ? groupMarksAll : new RegExp(`[\\s\\u00a0\\u202f\\u2009'\\u2019${groupMark === '.' ? '\\.' : ','}]`, 'g');
  const groups = integerPart.split(pattern);
  return groups.some((group) => !/^\d+$/.test(group)) ? null : groups;
}

/** Groups after the first have three digits, the first one to three (`1 234 567`); one group is any run of digits. */
const groupedByThrees = (groups: readonly string[]) => groups.length === 1 || (/^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((group) => group.length === 3));

/** A number as the product writes it (`1 234,56`), with an ordinary space: how a field shows it and messages suggest it. */
export function writtenNumber(value: number, decimals: number): string {
  return formatFixed(value, decimals).replace(/\u00a0/g, ' ');
}

/** The fewest decimals (up to `most`) that write `value` exactly: 6.5 → 1, 6 → 0. */
export function decimalsNeeded(value: number, most: number): number {
  for (let decimals = 0; decimals < most; decimals += 1) {
    if (Number(value.toFixed(decimals)) === value) return decimals;
  }
  return most;
}

/**
 * `100,000`: a lone `,` or `.` before exactly three digits groups thousands in English and marks decimals in
 * Polish. Neither reading is taken: the refusal shows both ways to write the number unambiguously, the whole
 * number without its group mark and the decimal one with a number of decimals other than three.
 */
function ambiguous(sign: string, integerPart: string, fraction: string, rules: NumberRules): TypedNumber {
  const whole = Number(`${sign}${integerPart}${fraction}`);
  const decimal = Number(`${sign}${integerPart}.${fraction}`);
  const wholeText = writtenNumber(whole, 0);
  const needed = decimalsNeeded(decimal, 3);
  if (needed > rules.decimals) return refused('validation.ambiguousWhole', { whole: wholeText, count: rules.decimals });
  // three decimals are what is ambiguous, so a decimal reading is suggested with two, or with four
  const shown = needed <= 2 ? Math.min(2, rules.decimals) : 4;
  if (shown > rules.decimals) return refused('validation.ambiguousWhole', { whole: wholeText, count: rules.decimals });
  return refused('validation.ambiguousNumber', { whole: wholeText, decimal: writtenNumber(decimal, shown) });
}

/**
 * Reads a number typed into a field, never into another number than the one written. Spaces (also no-break and
 * narrow ones) and apostrophes group digits; with both `,` and `.` the last one marks decimals and the other
 * groups; one kind repeated groups (`1,234,567`); a lone one marks decimals (`1234,5`, `1234.5`), except before
 * exactly three digits after a one-to-three-digit number (`100,000`), which is refused as ambiguous. Digits are
 * grouped by threes; more decimals than the field takes are refused, not rounded or cut.
 */
export function parseTypedNumber(text: string, rules: NumberRules): TypedNumber {
  let typed = text.trim();
  if (rules.percent) typed = typed.replace(/\s*%$/, '');
  if (typed === '') return { kind: 'empty' };
  if (letter.test(typed)) return refused('validation.number');
  const signed = /^([-\u2212+]?)\s*(.*)$/s.exec(typed);
  const sign = signed?.[1] === '-' || signed?.[1] === '\u2212' ? '-' : '';
  const body = signed?.[2] ?? '';
  if (!/^[\d\s\u00a0\u202f\u2009'\u2019.,]*\d[\d\s\u00a0\u202f\u2009'\u2019.,]*$/.test(body) || !/\d$/.test(body)) return refused('validation.number');

  const lastComma = body.lastIndexOf(',');
  const lastDot = body.lastIndexOf('.');
  const commas = body.split(',').length - 1;
  const dots = body.split('.').length - 1;
  let decimalMark: ',' | '.' | null = null;
  let groupMark: ',' | '.' | null = null;
  if (commas > 0 && dots > 0) {
    decimalMark = lastComma > lastDot ? ',' : '.';
    groupMark = decimalMark === ',' ? '.' : ',';
    if ((decimalMark === ',' ? commas : dots) > 1) return refused('validation.number');
  } else if (commas + dots > 1) {
    groupMark = commas > 0 ? ',' : '.';
  } else if (commas + dots === 1) {
    decimalMark = commas > 0 ? ',' : '.';
  }

  const at = decimalMark === null ? body.length : body.lastIndexOf(decimalMark);
  const integerPart = body.slice(0, at);
  const fraction = body.slice(at + 1);
  if (decimalMark !== null && !/^\d+$/.test(fraction)) return refused('validation.number');
  const groups = integerPart === '' && decimalMark !== null ? ['0'] : groupsOf(integerPart, groupMark);
  if (groups === null) return refused('validation.number');
  if (!groupedByThrees(groups)) return refused('validation.numberGroups');
  const digits = groups.join('');

  // a lone mark before three digits could group them, unless the number before it cannot start a group (0, 1234, 1 234)
  const lone = decimalMark !== null && groupMark === null && fraction.length === 3;
  if (lone && !groupMarks.test(integerPart) && /^[1-9]\d{0,2}$/.test(integerPart)) return ambiguous(sign, digits, fraction, rules);

  if (fraction.length > rules.decimals) {
    return rules.decimals === 0 ? refused('validation.wholeNumber') : refused('validation.atMostDecimals', { count: rules.decimals });
  }
  if (`${digits.replace(/^0+/, '')}${fraction}`.length > MAX_DIGITS) return refused('validation.numberTooLong', { count: MAX_DIGITS });
  const value = Number(`${sign}${digits}${fraction === '' ? '' : `.${fraction}`}`);
  // -0 is 0: a sign before nothing changes no amount
  return { kind: 'number', value: value === 0 ? 0 : value };
}

/** The rules of the product's number fields (SPEC §5: at most 2 decimals for amounts; rates to 4 as percents). */
export const numberRules = {
  amount: { decimals: 2 },
  percent: { decimals: 4, percent: true },
  integer: { decimals: 0 },
} as const satisfies Record<string, NumberRules>;

export type NumberKind = keyof typeof numberRules;

/** How a field of `kind` shows a value it read: `1 234,50`, `6,5 %`, `36`. */
export function shownNumber(value: number, kind: NumberKind): string {
  if (kind === 'amount') return writtenNumber(value, 2);
  if (kind === 'integer') return writtenNumber(value, 0);
  const decimals = decimalsNeeded(value, numberRules.percent.decimals);
  // three decimals would read back as ambiguous (7,125): a fourth, zero, keeps what is shown readable as it is
  return `${writtenNumber(value, decimals === 3 ? 4 : decimals)} %`;
}

/**
 * A number as a text field holds it for editing (`1234,5`, `-0,02`): no grouping and a decimal comma, and never a
 * lone mark before exactly three digits, which the reader refuses as ambiguous: 4.321 is held as `4,3210`.
 */
export function editableNumber(value: number): string {
  const text = String(value).replace('.', ',');
  return /^-?[1-9]\d{0,2},\d{3}$/.test(text) ? `${text}0` : text;
}
