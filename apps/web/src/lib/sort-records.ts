/** Sorts records by one field for a list table: text by the language's collation, numbers numerically. */
export function sortRecords<T extends object>(
  records: readonly T[],
  field: string,
  direction: 'asc' | 'desc',
  language = 'en',
): T[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base', numeric: true });
  const valueOf = (record: T): unknown => (record as Record<string, unknown>)[field];
  const sign = direction === 'asc' ? 1 : -1;
  return [...records].sort((a, b) => {
    const x = valueOf(a);
    const y = valueOf(b);
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return collator.compare(String(x), String(y)) * sign;
  });
}
