import { z } from 'zod';
import { enumIndex } from './enums.ts';
import type { MessageKey } from './messages/format-message.ts';
import { messageKey } from './messages/zod-issues.ts';
import { wireDate, wireId, wireString } from './wire.ts';

/**
 * The kinds of the agreement's fields (agreement-fields.ts): each builder makes one row of the table, with the
 * field's wire schema in a body (`input`) and in the record (`output`), exactly as precise as a hand-written schema.
 */

/**
 * What a body may leave out: `required` it must send; `empty` absent or null is the kind's empty value (0, '',
 * false, null for a date or an id); `kept` absent stays absent (the server decides: a derived closing date, the
 * tenant's standard).
 */
export type WhenAbsent = 'required' | 'empty' | 'kept';

/** What every row says beside its kind. */
type Row<A extends WhenAbsent, F extends boolean> = {
  readonly absent: A;
  /** lease-math reads it: the figures change with it. */
  readonly figures: F;
  /** Its column's place in the agreements CSV (FORMATS §4): the files' columns in ascending order. */
  readonly csvPlace: number;
};

type Placement<F extends boolean> = { readonly csvPlace: number; readonly figures?: F };
type Required = { readonly absent: 'required' };
type Kept = { readonly absent: 'kept' };

const rowOf = <A extends WhenAbsent, F extends boolean>(absent: A, options: Placement<F>): Row<A, F> => ({
  absent,
  figures: (options.figures ?? false) as F,
  csvPlace: options.csvPlace,
});

const amount = z.number().finite();
const optionalAmount = z.number().finite().nullish().transform((value) => value ?? 0);

/**
 * A rate with at most `decimals` decimals (binary noise such as 0.1 + 0.2 tolerated and rounded away),
 * so that what is stored (numeric with that scale) is exactly what was calculated.
 */
const optionalRate = (decimals: number) =>
  z
    .number()
    .finite()
    .nullish()
    .transform((value) => value ?? 0)
    .refine((value) => Math.abs(Number(value.toFixed(decimals)) - value) <= 1e-12 * Math.max(1, Math.abs(value)), {
      message: messageKey('validation.decimals'),
      params: { decimals: { count: decimals } },
    })
    .transform((value) => Number(value.toFixed(decimals)));

/** Text as the wire takes it, trimmed, at most `max` characters. */
export const agreementText = (max: number) => wireString.trim().max(max);

/** An amount of money: stored to the cent. */
export function money<F extends boolean = false>(options: Placement<F> & Required): Row<'required', F> & { kind: 'money'; decimals: 2; input: typeof amount; output: z.ZodNumber };
export function money<F extends boolean = false>(options: Placement<F>): Row<'empty', F> & { kind: 'money'; decimals: 2; input: typeof optionalAmount; output: z.ZodNumber };
export function money(options: Placement<boolean> & { absent?: 'required' }) {
  return { kind: 'money', decimals: 2, ...rowOf(options.absent ?? 'empty', options), input: options.absent ? amount : optionalAmount, output: z.number() };
}

/**
 * A rate (`rate`: a fraction a year, 0.065 = 6.5 %; `percent`: a percent a year, 3 = 3 %) with at most `decimals`
 * decimals (the stored scale); the trail shows it to `shownDigits` (as the summary does).
 */
export function rate<K extends 'rate' | 'percent', F extends boolean = false>(kind: K, decimals: number, shownDigits: number, options: Placement<F>) {
  return { kind, decimals, shownDigits, ...rowOf('empty', options), input: optionalRate(decimals), output: z.number() };
}

const wholeNumber = z.number().int();
const optionalWholeNumber = z
  .number()
  .int()
  .nullish()
  .transform((value) => value ?? 0);

export function integer<F extends boolean = false>(options: Placement<F> & Required): Row<'required', F> & { kind: 'integer'; input: typeof wholeNumber; output: z.ZodNumber };
export function integer<F extends boolean = false>(options: Placement<F>): Row<'empty', F> & { kind: 'integer'; input: typeof optionalWholeNumber; output: z.ZodNumber };
export function integer(options: Placement<boolean> & { absent?: 'required' }) {
  return { kind: 'integer', ...rowOf(options.absent ?? 'empty', options), input: options.absent ? wholeNumber : optionalWholeNumber, output: z.number().int() };
}

type Values = Readonly<Record<string, number>>;
const keptEnumeration = (values: Values) => enumIndex(values).nullish();
/** 0 when absent or null (SPEC §5: the form sends empty ones as 0). */
const optionalEnumeration = (values: Values) =>
  enumIndex(values)
    .nullish()
    .transform((value) => value ?? 0);

/** A 0-based enumeration, one of `values` (enums.ts). */
export function enumeration<F extends boolean = false>(values: Values, options: Placement<F> & Kept): Row<'kept', F> & { kind: 'enumeration'; values: Values; input: ReturnType<typeof keptEnumeration>; output: z.ZodNumber };
export function enumeration<F extends boolean = false>(values: Values, options: Placement<F>): Row<'empty', F> & { kind: 'enumeration'; values: Values; input: ReturnType<typeof optionalEnumeration>; output: z.ZodNumber };
export function enumeration(values: Values, options: Placement<boolean> & { absent?: 'kept' }) {
  return { kind: 'enumeration', values, ...rowOf(options.absent ?? 'empty', options), input: options.absent ? keptEnumeration(values) : optionalEnumeration(values), output: z.number().int() };
}

export function boolean<F extends boolean = false>(options: Placement<F>) {
  return {
    kind: 'boolean' as const,
    ...rowOf('empty', options),
    input: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    output: z.boolean(),
  };
}

const keptDate = wireDate.nullish();
const optionalDate = wireDate.nullish().transform((value) => value ?? null);
const nullableDate = wireString.nullable();

/** A date, `YYYY-MM-DD` on the wire; an `empty` one is null. */
export function date<F extends boolean = false>(options: Placement<F> & Required): Row<'required', F> & { kind: 'date'; input: typeof wireDate; output: typeof wireString };
export function date<F extends boolean = false>(options: Placement<F> & Kept): Row<'kept', F> & { kind: 'date'; input: typeof keptDate; output: typeof wireString };
export function date<F extends boolean = false>(options: Placement<F>): Row<'empty', F> & { kind: 'date'; input: typeof optionalDate; output: typeof nullableDate };
export function date(options: Placement<boolean> & { absent?: 'required' | 'kept' }) {
  const absent = options.absent ?? 'empty';
  const input = absent === 'required' ? wireDate : absent === 'kept' ? keptDate : optionalDate;
  return { kind: 'date', ...rowOf(absent, options), input, output: absent === 'empty' ? nullableDate : wireString };
}

const optionalText = (maxLength: number) =>
  agreementText(maxLength)
    .nullish()
    .transform((value) => value ?? '');
const requiredText = (maxLength: number, key: MessageKey) => agreementText(maxLength).min(1, messageKey(key));

/** Text of at most `maxLength` characters; a required one must not be empty (`requiredKey`: the error's message). */
export function text(maxLength: number, options: Placement<false> & Required & { readonly requiredKey: MessageKey }): Row<'required', false> & { kind: 'text'; maxLength: number; input: ReturnType<typeof requiredText>; output: typeof wireString };
export function text(maxLength: number, options: Placement<false>): Row<'empty', false> & { kind: 'text'; maxLength: number; input: ReturnType<typeof optionalText>; output: typeof wireString };
export function text(maxLength: number, options: Placement<false> & { absent?: 'required'; requiredKey?: MessageKey }) {
  const input = options.requiredKey === undefined ? optionalText(maxLength) : requiredText(maxLength, options.requiredKey);
  return { kind: 'text', maxLength, ...rowOf(options.absent ?? 'empty', options), input, output: wireString };
}

const optionalId = wireId.nullish().transform((value) => value ?? null);

/**
 * The id of a record the agreement names: the agreements CSV names it otherwise, in `csvColumn` (a contractor by
 * its tax id, a sales person as `First Last`), and the record answers it beside the named record.
 */
export function reference<T extends 'contractor' | 'salesPerson', C extends string>(to: T, csvColumn: C, options: Placement<false> & Required): Row<'required', false> & { kind: 'reference'; to: T; csvColumn: C; input: typeof wireId };
export function reference<T extends 'contractor' | 'salesPerson', C extends string>(to: T, csvColumn: C, options: Placement<false>): Row<'empty', false> & { kind: 'reference'; to: T; csvColumn: C; input: typeof optionalId };
export function reference(to: 'contractor' | 'salesPerson', csvColumn: string, options: Placement<false> & { absent?: 'required' }) {
  return { kind: 'reference', to, csvColumn, ...rowOf(options.absent ?? 'empty', options), input: options.absent ? wireId : optionalId };
}

