import type { FieldError } from '@leasedesk/contract';

/** One error of a refused import, placed in the file. */
export interface ImportProblem {
  /** Stable within one answer (several problems may share a row). */
  id: number;
  /** The file's row (the header is row 1), or null for a problem of the whole file. */
  row: number | null;
  /** The column's header name, or null when the problem is the row's or the file's. */
  column: string | null;
  message: string;
}

/**
 * The import's field errors (FORMATS §1: `propertyName` is `row N: column`, or `row N`, or `file`) as rows
 * and columns, so the screen can show and sort them by row.
 */
export function importProblems(errors: readonly FieldError[]): ImportProblem[] {
  return errors.map((error, id) => {
    const place = error.propertyName.trim();
    const cell = /^row (\d+): (.+)$/i.exec(place);
    if (cell) return { id, row: Number(cell[1]), column: cell[2] ?? null, message: error.message };
    const row = /^row (\d+)$/i.exec(place);
    if (row) return { id, row: Number(row[1]), column: null, message: error.message };
    const wholeFile = place === '' || place.toLowerCase() === 'file';
    return { id, row: null, column: wholeFile ? null : place, message: error.message };
  });
}
