/**
 * A number as FORMATS §1 writes it: `1234.56`, `1234,56`, `1 234,56`, `1 234.56` (the thousands separated
 * by a space, a no-break space U+00A0 or a narrow no-break space U+202F, as Excel and Polish locales write
 * them), a leading `-` for negatives. Nothing else: `1,234.56` or `1.234,56` could mean two different
 * numbers, so they are refused rather than guessed.
 */
const numberPattern = /^(-?)(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:[.,](\d+))?$/;
const thousandsSeparators = /[ \u00a0\u202f]/g;

/** The value and how many decimals the text gave (money allows at most 2). */
export type CsvNumber = { value: number; decimals: number };

export function readCsvNumber(text: string): CsvNumber | null {
  const parts = numberPattern.exec(text);
  if (!parts) return null;
  const [, sign = '', whole = '', fraction = ''] = parts;
  const value = Number(`${sign}${whole.replace(thousandsSeparators, '')}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return null;
  // -0 is 0: a negative zero would show as "-0,00".
  return { value: value === 0 ? 0 : value, decimals: fraction.length };
}
