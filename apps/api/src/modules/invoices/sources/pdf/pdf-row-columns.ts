// A row's value cells put under the header's value columns. Cells and columns keep their order; a cell goes only to
// a column that can hold it (an amount never under `Stawka`, a `23%` never under `Wartość netto`); a column may be
// empty in a row. Among the ways that fit, the one whose cells stand nearest their columns wins (the lines are laid
// out as on the page), so an empty cell is told by where the others stand, not guessed from their count.

import type { HeaderColumn } from './pdf-table-header.ts';
import type { RowCell } from './pdf-row-cells.ts';

/** Cells that cannot stand in a column of this kind. */
function fits(cell: RowCell, column: HeaderColumn): boolean {
  switch (column.kind) {
    case 'rate':
      return cell.kind === 'rate' || cell.kind === 'filler' || (cell.kind === 'number' && Number.isInteger(cell.value) && cell.value <= 23);
    case 'unit':
      return cell.kind === 'unit' || cell.kind === 'filler';
    case 'quantity':
      return cell.kind === 'number' || cell.kind === 'amount' || cell.kind === 'filler';
    case 'ordinal':
    case 'description':
      return false;
    case 'net':
    case 'vat':
    case 'gross':
    case 'unitPrice':
    case 'discount':
      // A column headed just `VAT` holds the rate on some invoices (`23%` under it).
      return cell.kind === 'amount' || cell.kind === 'filler' || (column.kind === 'vat' && cell.kind === 'rate');
    case 'stateBefore':
      return cell.kind === 'flag';
    case 'other':
      return cell.kind !== 'rate' && cell.kind !== 'flag';
    default:
      return false;
  }
}

const centre = (span: { start: number; end: number }) => (span.start + span.end) / 2;

/** How far a cell stands from its column: 0 when it overlaps the column's label, else the gap between them. */
function distance(cell: RowCell, column: HeaderColumn): number {
  if (cell.start < column.end + 1 && column.start < cell.end + 1) return Math.abs(centre(cell) - centre(column)) / 100;
  return Math.min(Math.abs(cell.start - column.end), Math.abs(column.start - cell.end), Math.abs(centre(cell) - centre(column)));
}

/**
 * For each cell, the index (into `columns`) of the column it stands in, or null when no order-keeping assignment
 * of every cell exists. With as many cells as columns the cells fill the columns in order.
 */
export function assignCells(cells: readonly RowCell[], columns: readonly HeaderColumn[]): number[] | null {
  const cellCount = cells.length;
  const columnCount = columns.length;
  if (cellCount > columnCount) return null;
  // best[i][j]: the least total distance placing cells i.. into columns j.. (Infinity when impossible).
  const best: number[][] = Array.from({ length: cellCount + 1 }, () => new Array<number>(columnCount + 1).fill(Number.POSITIVE_INFINITY));
  for (let j = 0; j <= columnCount; j += 1) best[cellCount]![j] = 0;
  for (let i = cellCount - 1; i >= 0; i -= 1) {
    for (let j = columnCount - 1; j >= 0; j -= 1) {
      const cell = cells[i]!;
      const column = columns[j]!;
      const skip = best[i]![j + 1]!;
      const take = fits(cell, column) ? distance(cell, column) + best[i + 1]![j + 1]! : Number.POSITIVE_INFINITY;
      best[i]![j] = Math.min(skip, take);
    }
  }
  if (!Number.isFinite(best[0]![0]!)) return null;
  const assigned: number[] = [];
  let j = 0;
  for (let i = 0; i < cellCount; i += 1) {
    while (j < columnCount) {
      const cell = cells[i]!;
      const column = columns[j]!;
      const take = fits(cell, column) ? distance(cell, column) + best[i + 1]![j + 1]! : Number.POSITIVE_INFINITY;
      if (take <= best[i]![j]! && Number.isFinite(take)) break;
      j += 1;
    }
    assigned.push(j);
    j += 1;
  }
  return assigned;
}
