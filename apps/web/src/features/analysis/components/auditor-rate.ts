/**
 * The auditor's rate as typed, a percent a year: `8`, `7,5` or `7.5` (a trailing `%` and spaces are allowed).
 * Answers the fraction the wire takes (7,5 → 0.075) or a `validation.*` key for the field.
 */
export function parsePercentRate(text: string): { rate: number } | { error: 'validation.required' | 'validation.number' } {
  const compact = text.replace(/[\s\u00a0]/g, '').replace(/%$/, '');
  if (compact === '') return { error: 'validation.required' };
  if (!/^[-+]?\d+(?:[.,]\d+)?$/.test(compact)) return { error: 'validation.number' };
  const percent = Number(compact.replace(',', '.'));
  // ÷ 100 in the exponent, so 7,5 gives 0.075 and not a binary neighbour of it
  return { rate: Number(`${percent}e-2`) };
}
