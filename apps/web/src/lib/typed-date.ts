/**
 * Reads a date typed from the keyboard: the language's own form (`31/01/2025` in English, `31.01.2025` in
 * Polish, either separator accepted in both, as are `-` and one-digit days and months) or the wire's
 * `2025-01-31`. Answers the wire's `YYYY-MM-DD`, or null for anything else, a date that does not exist
 * (`31.02.2025`) or a half-typed one (`31.01.20`), so a date field never takes a value the user did not finish.
 */
export function parseTypedDate(text: string): string | null {
  const typed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(typed);
  const dayFirst = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(typed);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dayFirst
      ? [Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year) || year < 1000 || month < 1 || month > 12 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
