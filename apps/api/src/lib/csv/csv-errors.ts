import type { FieldMessage, MessageKey, MessageParams } from '@leasedesk/contract';
import { csvMaxErrors } from './csv-limits.ts';

/** `row N: column` (FORMATS §1; the header is row 1), or `row N` for what concerns the whole row. */
export const csvPropertyName = (row: number, column?: string): string => (column === undefined ? `row ${row}` : `row ${row}: ${column}`);

/**
 * The errors of one file, in file order, at most csvMaxErrors of them: once full, further errors are
 * dropped and readers stop early (the answer is a failure either way).
 */
export class CsvErrors {
  readonly list: FieldMessage[] = [];
  /** The row of each error of the list. */
  readonly #rows: number[] = [];

  get full(): boolean {
    return this.list.length >= csvMaxErrors;
  }

  get any(): boolean {
    return this.list.length > 0;
  }

  add(row: number, column: string | undefined, key: MessageKey, params?: MessageParams): void {
    if (this.full) return;
    this.#rows.push(row);
    this.list.push(params === undefined ? { propertyName: csvPropertyName(row, column), key } : { propertyName: csvPropertyName(row, column), key, params });
  }

  /** The errors by row (stable: within a row, in the order found), as a later rule may find an earlier row's. */
  inRowOrder(): FieldMessage[] {
    return this.list.map((error, index) => ({ error, row: this.#rows[index] ?? 0 })).sort((a, b) => a.row - b.row).map(({ error }) => error);
  }
}
