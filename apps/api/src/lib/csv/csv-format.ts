import type { CsvCell } from './csv-cells.ts';

/**
 * One column of a CSV format: its cell schema, whether the header must name it and every data row give it,
 * and what an empty cell (or the column left out of the header) stands for.
 */
export type CsvColumn<T = unknown> = {
  readonly cell: CsvCell<T>;
  readonly required: boolean;
  /** An empty cell's value; without one, an empty optional cell is `undefined`. */
  readonly default?: T;
};

/** A format declared once as data: column name (as the header spells it, case aside) → column. */
export type CsvFormat = Readonly<Record<string, CsvColumn>>;

export const requiredColumn = <T>(cell: CsvCell<T>) => ({ cell, required: true }) as const satisfies CsvColumn<T>;

export function optionalColumn<T>(cell: CsvCell<T>): { readonly cell: CsvCell<T>; readonly required: false };
export function optionalColumn<T>(cell: CsvCell<T>, defaultValue: T): { readonly cell: CsvCell<T>; readonly required: false; readonly default: T };
/** A column the header may leave out. */
export function optionalColumn<T>(cell: CsvCell<T>, defaultValue?: T): CsvColumn<T> {
  return defaultValue === undefined ? { cell, required: false } : { cell, required: false, default: defaultValue };
}

/** What one column gives a row: always when required or defaulted, else maybe. */
type ColumnValue<C> = C extends { readonly required: true; readonly cell: CsvCell<infer T> }
  ? T
  : C extends { readonly default: infer T }
    ? T
    : C extends { readonly cell: CsvCell<infer T> }
      ? T | undefined
      : never;

/** The values one data row of a format gives. */
export type CsvValues<F extends CsvFormat> = { readonly [K in keyof F]: ColumnValue<F[K]> };

/** A data row that read without errors, with its row number in the file (the header is row 1). */
export type CsvRow<F extends CsvFormat> = { readonly row: number; readonly values: CsvValues<F> };

/**
 * A data row some of whose cells could not be read (each is already an error): the values of the others, for the
 * format's rules that involve none of the unreadable ones (readable-part.ts).
 */
export type CsvPartialRow<F extends CsvFormat> = {
  readonly row: number;
  readonly values: Partial<CsvValues<F>>;
  readonly unreadable: ReadonlySet<keyof F & string>;
};
