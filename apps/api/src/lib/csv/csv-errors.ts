import type { FieldMessage, MessageKey, MessageParams } from '@leasedesk/contract';
import { csvMaxErrors } from './csv-limits.ts';

/** `row N: column` (FORMATS §1; the header is row 1), or `row N` for what concerns the whole row. */
export const csvPropertyName = (row: number, column?: string): string => (column === undefined ? `row ${row}` : `row ${row}: ${column}`);

/** One kept error and where it sorts: its row, its column's place in the file, then the order it was found in. */
type Entry = { readonly error: FieldMessage; readonly row: number; readonly rank: number; readonly found: number };

/** The rank of an error the file's columns do not place (the whole row's, the header's): after the row's cells, as found. */
const unplaced = Number.MAX_SAFE_INTEGER;

const before = (a: Entry, b: Entry): boolean => a.row < b.row || (a.row === b.row && (a.rank < b.rank || (a.rank === b.rank && a.found < b.found)));

/**
 * The errors of one file, at most csvMaxErrors of them: the first ones by row, then by the file's column (the
 * header's order), whatever order the checks found them in. The reader finds a row's unreadable cells while reading,
 * a format's rules find more of the same row later (a duplicate, a calculation), and together they are still the
 * first errors of the file: a later-found error of an earlier row takes the place of the last kept one. Once full,
 * readers stop early (the answer is a failure either way, and what follows could only be dropped).
 */
export class CsvErrors {
  /** Kept in order (row, column, found). */
  readonly #entries: Entry[] = [];
  /** Each column's position in the file's header, once it is read; header errors come before it and keep their order. */
  #columnRanks: ReadonlyMap<string, number> = new Map();
  #found = 0;

  get full(): boolean {
    return this.#entries.length >= csvMaxErrors;
  }

  get any(): boolean {
    return this.#entries.length > 0;
  }

  /** The kept errors by row, then column (the file's order), then as found. */
  get list(): FieldMessage[] {
    return this.#entries.map((entry) => entry.error);
  }

  /** Orders each data row's errors as the header orders its columns (format column name → position). */
  placeColumns(positions: ReadonlyMap<string, number>): void {
    this.#columnRanks = positions;
  }

  /** Whether an error on `row` could still be kept: some checks are worth running only then. */
  keeps(row: number): boolean {
    const last = this.#entries.at(-1);
    return !this.full || last === undefined || row <= last.row;
  }

  add(row: number, column: string | undefined, key: MessageKey, params?: MessageParams): void {
    const propertyName = csvPropertyName(row, column);
    const rank = column === undefined ? unplaced : (this.#columnRanks.get(column) ?? unplaced);
    const entry: Entry = { error: params === undefined ? { propertyName, key } : { propertyName, key, params }, row, rank, found: this.#found++ };
    // Most errors come in order: the place is found from the end.
    let at = this.#entries.length;
    while (at > 0 && before(entry, this.#entries[at - 1] as Entry)) at -= 1;
    if (this.full && at === this.#entries.length) return;
    this.#entries.splice(at, 0, entry);
    if (this.#entries.length > csvMaxErrors) this.#entries.pop();
  }

  /** The errors as answered (the list's order: by row, then column). */
  inRowOrder(): FieldMessage[] {
    return this.list;
  }
}
