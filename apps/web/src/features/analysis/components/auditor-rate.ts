import { numberRules, parseTypedNumber, type NumberRefusal } from '../../../lib/typed-number';

/**
 * The auditor's rate as typed, a percent a year: `8`, `7,5` or `7.5` (a trailing `%` and spaces are allowed),
 * read by the product's one number reader (lib/typed-number), so `7,125` is refused as ambiguous, never guessed.
 * Answers the fraction the wire takes (7,5 → 0.075) or why not: a `validation.*` key and the values its message names.
 */
export function parsePercentRate(text: string): { rate: number } | { error: string; values?: NumberRefusal['values'] } {
  const read = parseTypedNumber(text, numberRules.percent);
  if (read.kind === 'empty') return { error: 'validation.required' };
  if (read.kind === 'refused') return { error: read.refusal.key, ...(read.refusal.values ? { values: read.refusal.values } : {}) };
  // ÷ 100 in the exponent, so 7,5 gives 0.075 and not a binary neighbour of it
  return { rate: Number(`${read.value}e-2`) };
}
