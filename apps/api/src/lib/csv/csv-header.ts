import type { CsvErrors } from './csv-errors.ts';
import type { CsvFormat } from './csv-format.ts';

export type CsvDelimiter = ';' | ',';

/**
 * The delimiter of FORMATS §1, taken from the header row (the first line that is not blank; a quoted name may hold
 * anything): `;` when it occurs there, else `,` when that does, else `;` (a one-column file).
 */
export function detectCsvDelimiter(text: string): CsvDelimiter {
  let quoted = false;
  let comma = false;
  let started = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (quoted) continue;
    else if (char === ';') return ';';
    else if (char === ',') comma = true;
    else if (char === '\n' || char === '\r') {
      // Blank lines before the header are skipped, as the reader skips them.
      if (started) break;
      continue;
    }
    started = started || char.trim() !== '';
  }
  return comma ? ',' : ';';
}

/** A header name as errors quote it: a cell of a hostile file may be megabytes long. */
const shownNameLimit = 100;
const shownName = (name: string) => (name.length > shownNameLimit ? `${name.slice(0, shownNameLimit)}…` : name);

/** Which format column each field of a data row holds (by position), and where each named column sits. */
export type CsvHeader = { readonly fieldCount: number; readonly positions: ReadonlyMap<string, number> };

/**
 * The header row matched to the format: names case-insensitive and in any order. A missing required column,
 * an unknown, unnamed or repeated one are errors naming it (every one at once); then there is no header.
 */
export function readCsvHeader(row: number, names: readonly string[], format: CsvFormat, errors: CsvErrors): CsvHeader | null {
  const columnsByName = new Map(Object.keys(format).map((column) => [column.toLowerCase(), column]));
  const expected = Object.keys(format).join(', ');
  const positions = new Map<string, number>();
  const before = errors.list.length;
  names.forEach((typed, position) => {
    const name = typed.trim();
    const column = columnsByName.get(name.toLowerCase());
    const shown = shownName(name);
    if (name === '') errors.add(row, undefined, 'csv.column.unnamed', { position: position + 1, columns: expected });
    else if (column === undefined) errors.add(row, shown, 'csv.column.unknown', { column: shown, columns: expected });
    else if (positions.has(column)) errors.add(row, shown, 'csv.column.duplicate', { column: shown });
    else positions.set(column, position);
  });
  for (const [column, { required }] of Object.entries(format)) {
    if (required && !positions.has(column)) errors.add(row, column, 'csv.column.missing', { column });
  }
  return errors.list.length === before ? { fieldCount: names.length, positions } : null;
}
