// The table of positions: found by its header (pdf-table-header.ts: the labels in any order, wrapped or not) or,
// when OCR lost the header, by its first complete row; read row by row to the totals (`Razem`, `Suma`, `Do
// zapłaty`, `Kwota należności ogółem`, `W tym`), across pages. A row is a line with amounts at its end, its cells
// put under the header's columns (pdf-row-columns.ts); a line without amounts right after a row continues that
// row's description. What a row does not print (VAT, gross) stays null here: pdf-completion.ts completes it the
// way the document does.

import { amountsOf, readValueTail, type AmountCell, type ValueTail } from './pdf-amounts.ts';
import { assignCells } from './pdf-row-columns.ts';
import { readRowCells, type RowCell } from './pdf-row-cells.ts';
import { readTableHeader, type HeaderColumn, type TableHeader as ColumnsHeader } from './pdf-table-header.ts';
import { cellsOf, collapseSpaces, foldText, type PdfLine } from './pdf-text.ts';

/** One position as printed: amounts in the invoice's currency, in cents (null when not printed); the rate as a percent. */
export type TablePosition = {
  description: string | null;
  net: bigint | null;
  vat: bigint | null;
  gross: bigint | null;
  percent: number | null;
  /** Currency codes printed beside its amounts (`9 500,00 EUR`). */
  currencies: string[];
};

export type PositionsTable = {
  positions: TablePosition[];
  /** Lines that are rows or continue a row's description: not the invoice's header text. */
  rowLines: Set<number>;
  /** The line that ended the table (`Razem`, `Do zapłaty`), null when the text ended first or there is no table. */
  endLineIndex: number | null;
};

/** The columns a header names that change how a row's description is read, and its columns when they could be placed. */
type TableHeader = { ordinalColumn: boolean; quantityColumn: boolean; unitColumn: boolean; columns: ColumnsHeader | null };

const headerWord = /(?<![\p{L}\p{N}])(lp|nazwa|opis|towar\p{L}*|uslug\p{L}*|netto|brutto|vat|stawka|kwota|wartosc|ilosc|cena|j\.?\s?m)(?![\p{L}\p{N}])/gu;
const amountHeaderWords = new Set(['netto', 'brutto', 'wartosc', 'kwota', 'stawka', 'vat']);
const tableEnd =
  /^(?:razem|suma|ogolem|lacznie|podsumowanie|w\s+tym|slownie|zaplacono|wartosc\s+(?:netto|brutto|vat)\s*:|stawka\s+(?:vat|podatku)\s*:)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:do\s+zaplaty|(?:kwota\s+)?naleznosci\s+ogolem|razem\s+(?:netto|brutto|do\s+zaplaty)|faktura\s+wystawiona\s+w\s+cenach)(?![\p{L}\p{N}])/u;
/**
 * Words of a totals line or a summary's header (`WARTOŚĆ NETTO  231,94`, `VAT  8,85`, `Stawka VAT  Wartość netto
 * Kwota VAT  Wartość brutto  Zapłacono  259,33`): a line whose text is made of them alone is no position.
 */
const totalsWord = /^(?:wartosc|wart|netto|brutto|vat|kwota|kwoty|stawka|stawki|podatek|podatku|razem|suma|ogolem|zaplacono|pozostalo|do|zaplaty|w|tym|pln|zl|%|\[%\]|\(%\)|:)\.?:?$/u;
const isTotalsText = (folded: string): boolean => {
  const words = folded.trim().split(/\s+/).filter((word) => word !== '');
  return words.length > 0 && words.every((word) => totalsWord.test(word));
};

/** A page's subtotal carried to the next page: neither a row nor the end of the table. */
const carriedOver = /(?<![\p{L}\p{N}])(?:(?:do|z)\s+przeniesienia|przeniesienie|(?:razem|suma)\s+(?:na\s+)?stron)/u;
/** Footers and page numbers: never a wrapped description. */
const pageFurniture =
  /(?<![\p{L}\p{N}])(?:(?:strona|str\.|page)\s*\d|wygenerowano|wydrukowano|www\.|https?:|e-?mail|tel\.|konto|rachunek|regon|krs|kapital\s+zakladowy|sad\s+rejonowy)|^\s*\d+\s*(?:\/|z|of)\s*\d+\s*$/u;
const ordinalAtStart = /^(\d{1,4})(?:[.)]\s*|\s+|$)/;
const unit = '(?:szt|sztuk|usl|usluga|kpl|komplet|m-c|mc|msc|mies|op|godz|h|km|kg|tydz|tyg|doba|doby|dni|rycz)\\.?';
const quantityAtEnd = new RegExp(`\\s+\\d+(?:[.,]\\d{1,4})?(?:\\s+${unit})?$`);
const unitAtEnd = new RegExp(`\\s+${unit}$`);
/** A second table of the positions' details (KSeF's `Lp.  CN  Data dostawy`): no description continues into it. */
const anotherTable = /^lp\.?(?![\p{L}\p{N}])/u;
/** A wrapped description takes at most this many lines: beyond, it is more likely something printed under the table. */
const maxWrappedLines = 3;

/** True for a table's header row (`Lp.  Nazwa  Netto  VAT %  VAT  Brutto`): never a party's or a label's line. */
export function isTableHeader(line: PdfLine): boolean {
  return tableHeaderOf(line) !== null;
}

function tableHeaderOf(line: PdfLine): TableHeader | null {
  const words = new Set(
    [...line.folded.matchAll(headerWord)].map(([found]) => (found.startsWith('towar') ? 'towar' : found.startsWith('uslug') ? 'usluga' : found.startsWith('j') ? 'jm' : found)),
  );
  if (words.size < 3 || ![...words].some((found) => amountHeaderWords.has(found))) return null;
  if (readValueTail(line.text).cells.length > 0) return null;
  return { ordinalColumn: words.has('lp'), quantityColumn: words.has('ilosc'), unitColumn: words.has('jm'), columns: null };
}

/** The header at `index` with its columns placed (wrapped labels put together), when they make a positions table. */
function placedHeaderAt(lines: readonly PdfLine[], index: number): TableHeader | null {
  const line = lines[index];
  const words = line ? tableHeaderOf(line) : null;
  if (!words) return null;
  const columns = readTableHeader(lines, index, 'positions');
  if (!columns) return words;
  const kinds = new Set(columns.columns.map((column) => column.kind));
  return { ordinalColumn: kinds.has('ordinal'), quantityColumn: kinds.has('quantity'), unitColumn: kinds.has('unit'), columns };
}

/**
 * The description before a row's amounts: the ordinal (`1`, `1.`, `1)`) dropped when the header has an `Lp.` column,
 * the ordinal has its dot or bracket, or it is the row's expected number; a quantity and unit (`1 szt.`) dropped
 * when the header names those columns.
 */
function descriptionOf(text: string, header: TableHeader | null, expectedOrdinal: number): { description: string | null; ordinal: number | null } {
  let description = collapseSpaces(text.replace(/[|¦]/g, ' '));
  let ordinal: number | null = null;
  const numbered = ordinalAtStart.exec(description);
  if (numbered) {
    const value = Number(numbered[1]);
    if (header?.ordinalColumn || /[.)]/.test(numbered[0]) || value === expectedOrdinal) {
      ordinal = value;
      description = description.slice(numbered[0].length);
    }
  }
  const trimEnd = (pattern: RegExp) => {
    const found = pattern.exec(foldText(description));
    if (found) description = description.slice(0, found.index);
  };
  if (header?.quantityColumn) trimEnd(quantityAtEnd);
  else if (header?.unitColumn) trimEnd(unitAtEnd);
  description = description.trim();
  return { description: description === '' ? null : description, ordinal };
}

/**
 * Net, VAT and gross by where the rate stands: `net rate VAT gross` (the usual order, a unit price may come before
 * the net), `rate net VAT gross`, or `net VAT gross rate`; without a rate, the last three amounts. A row whose net +
 * VAT is more than one grosz off its gross keeps none of the three: which one was misread is not for a parser to
 * pick.
 */
type RowAmounts = Pick<TablePosition, 'net' | 'vat' | 'gross' | 'percent' | 'currencies'> & { before?: boolean };

function amountsOfRow(tail: ValueTail | null): RowAmounts {
  const none = { net: null, vat: null, gross: null };
  if (!tail) return { ...none, percent: null, currencies: [] };
  const rateIndex = tail.cells.findIndex((cell) => cell.kind === 'rate');
  const rateCell = tail.cells[rateIndex];
  const percent = rateCell?.kind === 'rate' ? rateCell.percent : null;
  const amounts = amountsOf(tail);
  const currencies = amounts.flatMap((amount) => (amount.currency === null ? [] : [amount.currency]));
  let picked: AmountCell[] | null = null;
  if (rateIndex >= 0) {
    const before = amountsOf({ start: 0, cells: tail.cells.slice(0, rateIndex) });
    const after = amountsOf({ start: 0, cells: tail.cells.slice(rateIndex + 1) });
    if (after.length === 2 && before.length >= 1) picked = [...before.slice(-1), ...after];
    else if (after.length === 3) picked = after;
    else if (after.length === 0 && before.length >= 3) picked = before.slice(-3);
  } else if (amounts.length >= 3) {
    picked = amounts.slice(-3);
  }
  const [net, vat, gross] = (picked ?? []).map((amount) => amount.cents);
  if (net == null || vat == null || gross == null) return { ...none, percent, currencies };
  const offBy = net + vat - gross;
  if (offBy > 1n || offBy < -1n) return { ...none, percent, currencies };
  return { net, vat, gross, percent, currencies };
}

/** What a row holds: its value cells under the header's columns, or (no placed header) its value tail. */
type RowValues = { kind: 'columns'; amounts: RowAmounts; hasAmount: boolean } | { kind: 'tail'; tail: ValueTail };

type RowDraft = { parts: string[]; values: RowValues | null; lines: number[] };

/** The header's columns after the description (or after the ordinal when there is no description column). */
function valueColumnsOf(header: ColumnsHeader): HeaderColumn[] {
  const columns = header.columns;
  const description = columns.findIndex((column) => column.kind === 'description');
  const from = description >= 0 ? description + 1 : columns.findIndex((column) => column.kind === 'ordinal') + 1;
  return columns.slice(from).filter((column) => column.kind !== 'ordinal' && column.kind !== 'description');
}

/** Left of this, a row's text is its description: a little before the first value column's label, which may be centred. */
const labelSlack = 2;

/**
 * A row's amounts from its cells under the header's columns: net, VAT, gross and the rate as printed (a column the
 * row leaves empty stays null). Null when the cells cannot be put under the columns in order.
 */
function amountsByColumn(cells: readonly RowCell[], columns: readonly HeaderColumn[]): { amounts: RowAmounts; hasAmount: boolean } | null {
  const assigned = assignCells(cells, columns);
  if (!assigned) return null;
  const amounts: RowAmounts = { net: null, vat: null, gross: null, percent: null, currencies: [] };
  let hasAmount = false;
  let unreadable = false;
  cells.forEach((cell, index) => {
    const column = columns[assigned[index] ?? -1];
    if (!column) return;
    if (cell.kind === 'amount') {
      if (cell.currency !== null) amounts.currencies.push(cell.currency);
      if (column.kind === 'net' || column.kind === 'vat' || column.kind === 'gross') {
        amounts[column.kind] = cell.cents;
        unreadable ||= cell.cents === null;
        hasAmount = true;
      } else if (column.kind === 'unitPrice') {
        hasAmount = true;
      }
    } else if (column.kind === 'rate') {
      if (cell.kind === 'rate') amounts.percent = cell.percent;
      else if (cell.kind === 'number') amounts.percent = Number.isInteger(cell.value) && polishPercents.has(cell.value) ? cell.value : null;
    } else if (column.kind === 'stateBefore' && cell.kind === 'flag') {
      amounts.before = cell.value;
    } else if (column.kind === 'vat' && cell.kind === 'rate') {
      // `23%` under a column headed `VAT` is the rate; `zw` there says the row has no VAT.
      amounts.percent = cell.percent;
      if (cell.percent === 0) amounts.vat = 0n;
    }
  });
  // `VAT (23%)` over the VAT amounts: the rate of a row that prints none of its own.
  const ratedColumn = columns.find((column) => column.percent !== undefined && column.kind === 'vat');
  if (amounts.percent === null && ratedColumn?.percent !== undefined && !columns.some((column) => column.kind === 'rate')) amounts.percent = ratedColumn.percent;
  // An amount printed but unreadable (too large to be one) leaves the row's amounts unknown: none is derived from the others.
  if (unreadable) Object.assign(amounts, { net: null, vat: null, gross: null });
  return { amounts, hasAmount };
}

const polishPercents = new Set([23, 22, 8, 7, 5, 4, 3, 0]);

/**
 * The line with what stands in the columns left of the description other than the ordinal blanked (KSeF's
 * `Unikalny numer wiersza`, a product code): they are no part of the description.
 */
function withoutLeadingColumns(text: string, header: TableHeader | null): string {
  const columns = header?.columns?.columns ?? [];
  const description = columns.find((column) => column.kind === 'description');
  const others = columns.filter((column) => column.kind === 'other' && description !== undefined && column.end < description.start);
  if (others.length === 0) return text;
  let blanked = text;
  for (const cell of cellsOf(text)) {
    if (others.some((column) => cell.start < column.end + labelSlack && column.start < cell.end + labelSlack) && description && cell.end < description.start) {
      blanked = blanked.slice(0, cell.start) + ' '.repeat(cell.end - cell.start) + blanked.slice(cell.end);
    }
  }
  return blanked;
}

/** A line's values (and where its description ends) under the header, or as a value tail without one. */
function valuesOfLine(line: PdfLine, header: TableHeader | null): { values: RowValues; descriptionEnd: number; hasAmount: boolean } {
  const columns = header?.columns ? valueColumnsOf(header.columns) : [];
  const [firstColumn] = columns;
  if (firstColumn) {
    // Where the header is laid out as on the page, what stands left of its first value column is description; an OCR
    // line's single spaces say nothing of where a word stands.
    const valuesFrom = header?.columns?.laidOut ? firstColumn.start - labelSlack : 0;
    const row = readRowCells(line.text, columns.length, valuesFrom);
    const byColumn = amountsByColumn(row.cells, columns);
    if (byColumn) return { values: { kind: 'columns', ...byColumn }, descriptionEnd: row.start, hasAmount: byColumn.hasAmount };
  }
  const tail = readValueTail(line.text);
  return { values: { kind: 'tail', tail }, descriptionEnd: tail.start, hasAmount: amountsOf(tail).length > 0 };
}

function scanTable(lines: readonly PdfLine[], from: number, header: TableHeader | null): { rows: RowDraft[]; endLineIndex: number | null } {
  const rows: RowDraft[] = [];
  let open: RowDraft | null = null;
  let wrapped = 0;
  let page = lines[from]?.page;
  const headerLines = new Set(header?.columns?.lineIndexes ?? []);
  for (let index = from; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line) break;
    // A description never wraps across a page: what ends a page and starts the next is page furniture.
    if (line.page !== page) open = null;
    page = line.page;
    const folded = line.folded.trim();
    if (folded === '' || headerLines.has(index) || carriedOver.test(folded)) {
      open = null;
      continue;
    }
    const repeated = tableHeaderOf(line) ? placedHeaderAt(lines, index) : null;
    if (repeated) {
      // The header printed again on the next page: its wrapped lines are no description.
      for (const headerLine of repeated.columns?.lineIndexes ?? [index]) headerLines.add(headerLine);
      open = null;
      continue;
    }
    if (tableEnd.test(folded)) return { rows, endLineIndex: index };
    const { values, descriptionEnd, hasAmount } = valuesOfLine(line, header);
    if (hasAmount && isTotalsText(foldText(line.text.slice(0, descriptionEnd)))) return { rows, endLineIndex: index };
    // Read by columns, a row's quantity and unit are cells already: what is left is all description (`za marzec 2025`).
    const trimHeader = values.kind === 'columns' && header ? { ...header, quantityColumn: false, unitColumn: false } : header;
    const { description, ordinal } = descriptionOf(withoutLeadingColumns(line.text, header).slice(0, descriptionEnd), trimHeader, rows.length + 1);
    const last = rows.at(-1);
    if (hasAmount) {
      if (last && last.values === null && ordinal === null && last === open) {
        // `1  Rata leasingowa` over `   9 500,00  23%  …`: the amounts of the row the ordinal began.
        last.values = values;
        if (description) last.parts.push(description);
        last.lines.push(index);
      } else if (description !== null || ordinal !== null) {
        rows.push({ parts: description ? [description] : [], values, lines: [index] });
      } else {
        // Amounts without a description or an ordinal (a VAT summary's `23%  9 500,00 …`) are no position.
        open = null;
        continue;
      }
      open = rows.at(-1) ?? null;
      wrapped = 0;
    } else if (ordinal !== null && ordinal === rows.length + 1 && description !== null) {
      rows.push({ parts: [description], values: null, lines: [index] });
      open = rows.at(-1) ?? null;
      wrapped = 0;
    } else if (open && wrapped < maxWrappedLines && !pageFurniture.test(folded) && !anotherTable.test(folded)) {
      open.parts.push(collapseSpaces(line.text.replace(/[|¦]/g, ' ')));
      open.lines.push(index);
      wrapped += 1;
    } else {
      open = null;
    }
  }
  return { rows, endLineIndex: null };
}

function isCompleteRow(line: PdfLine): boolean {
  const folded = line.folded.trim();
  if (folded === '' || tableEnd.test(folded) || carriedOver.test(folded)) return false;
  const tail = readValueTail(line.text);
  const { description } = descriptionOf(line.text.slice(0, tail.start), null, 1);
  const amounts = amountsOfRow(tail);
  return description !== null && amounts.gross !== null && amounts.percent !== null;
}

function amountsOfValues(values: RowValues | null): RowAmounts {
  if (values === null) return amountsOfRow(null);
  return values.kind === 'columns' ? values.amounts : amountsOfRow(values.tail);
}

/**
 * A correction's rows as KSeF's visualisation prints them: the row before the change (`Stan przed: Tak`) and the
 * row after it, with the same description. The position is what the correction changes: after − before (FORMATS
 * §3), one line per position. A row before without its row after is the position removed: − before.
 */
function netOfCorrections(positions: TablePosition[], before: boolean[]): TablePosition[] {
  if (!before.some(Boolean)) return positions;
  const minus = (after: bigint | null, was: bigint | null) => (after === null || was === null ? null : after - was);
  const result: TablePosition[] = [];
  positions.forEach((position, index) => {
    if (before[index]) return;
    const previous = positions[index - 1];
    if (previous && before[index - 1] && previous.description === position.description) {
      result.push({ ...position, net: minus(position.net, previous.net), vat: minus(position.vat, previous.vat), gross: minus(position.gross, previous.gross) });
    } else {
      result.push(position);
    }
  });
  positions.forEach((position, index) => {
    const next = positions[index + 1];
    if (before[index] && !(next && !before[index + 1] && next.description === position.description)) {
      result.push({ ...position, net: minus(0n, position.net), vat: minus(0n, position.vat), gross: minus(0n, position.gross) });
    }
  });
  return result;
}

function toPositions(rows: RowDraft[], endLineIndex: number | null): PositionsTable {
  const amounts = rows.map((row) => amountsOfValues(row.values));
  const positions = rows.map((row, index): TablePosition => {
    const description = collapseSpaces(row.parts.join(' '));
    const { before: _before, ...printed } = amounts[index] ?? amountsOfRow(null);
    return { description: description === '' ? null : description, ...printed };
  });
  return {
    positions: netOfCorrections(
      positions,
      amounts.map((row) => row.before === true),
    ),
    rowLines: new Set(rows.flatMap((row) => row.lines)),
    endLineIndex,
  };
}

/**
 * The positions in table order. The table starts after its header (with its wrapped lines); a header repeated on a
 * later page is skipped. When no header yields a row (OCR garbled it), the table starts at the first line that
 * reads as a whole position: a description, a rate, and net + VAT = gross.
 */
export function readPositions(lines: readonly PdfLine[]): PositionsTable {
  const headerIndex = lines.findIndex((line) => tableHeaderOf(line) !== null);
  const header = headerIndex >= 0 ? placedHeaderAt(lines, headerIndex) : null;
  const firstRowIndex = header?.columns ? Math.max(headerIndex, ...header.columns.lineIndexes) + 1 : headerIndex + 1;
  const withHeader = header ? scanTable(lines, firstRowIndex, header) : null;
  if (withHeader && withHeader.rows.length > 0) return toPositions(withHeader.rows, withHeader.endLineIndex);
  const firstRow = lines.findIndex(isCompleteRow);
  if (firstRow >= 0) {
    const headless = scanTable(lines, firstRow, null);
    return toPositions(headless.rows, headless.endLineIndex);
  }
  return toPositions([], withHeader?.endLineIndex ?? null);
}
