// The table of positions: found by its header row (or, when OCR lost the header, by its first complete row), read
// row by row to `Razem`/`Suma`/`Do zapłaty`, across pages. A row is a line with amounts at its end; a line without
// amounts right after a row continues that row's description.

import { amountsOf, readValueTail, type AmountCell, type ValueTail } from './pdf-amounts.ts';
import { collapseSpaces, foldText, type PdfLine } from './pdf-text.ts';

/** One position as printed: amounts in the invoice's currency, in cents; the rate as a percent. */
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

/** The columns a header names that change how a row's description is read. */
type TableHeader = { ordinalColumn: boolean; quantityColumn: boolean; unitColumn: boolean };

const headerWord = /(?<![\p{L}\p{N}])(lp|nazwa|opis|towar\p{L}*|uslug\p{L}*|netto|brutto|vat|stawka|kwota|wartosc|ilosc|cena|j\.?\s?m)(?![\p{L}\p{N}])/gu;
const amountHeaderWords = new Set(['netto', 'brutto', 'wartosc', 'kwota', 'stawka']);
const tableEnd = /^(?:razem|suma|ogolem|lacznie|podsumowanie|w\s+tym|slownie|zaplacono)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])do\s+zaplaty(?![\p{L}\p{N}])/u;
/** A page's subtotal carried to the next page: neither a row nor the end of the table. */
const carriedOver = /(?<![\p{L}\p{N}])(?:(?:do|z)\s+przeniesienia|przeniesienie|(?:razem|suma)\s+(?:na\s+)?stron)/u;
/** Footers and page numbers: never a wrapped description. */
const pageFurniture =
  /(?<![\p{L}\p{N}])(?:(?:strona|str\.|page)\s*\d|wygenerowano|wydrukowano|www\.|https?:|e-?mail|tel\.|konto|rachunek|regon|krs|kapital\s+zakladowy|sad\s+rejonowy)|^\s*\d+\s*(?:\/|z|of)\s*\d+\s*$/u;
const ordinalAtStart = /^(\d{1,4})(?:[.)]\s*|\s+|$)/;
const unit = '(?:szt|sztuk|usl|usluga|kpl|komplet|m-c|mc|msc|mies|op|godz|h|km|kg)\\.?';
const quantityAtEnd = new RegExp(`\\s+\\d+(?:[.,]\\d{1,4})?(?:\\s+${unit})?$`);
const unitAtEnd = new RegExp(`\\s+${unit}$`);
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
  return { ordinalColumn: words.has('lp'), quantityColumn: words.has('ilosc'), unitColumn: words.has('jm') };
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
function amountsOfRow(tail: ValueTail | null): Pick<TablePosition, 'net' | 'vat' | 'gross' | 'percent' | 'currencies'> {
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

type RowDraft = { parts: string[]; tail: ValueTail | null; lines: number[] };

function scanTable(lines: readonly PdfLine[], from: number, header: TableHeader | null): { rows: RowDraft[]; endLineIndex: number | null } {
  const rows: RowDraft[] = [];
  let open: RowDraft | null = null;
  let wrapped = 0;
  let page = lines[from]?.page;
  for (let index = from; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line) break;
    // A description never wraps across a page: what ends a page and starts the next is page furniture.
    if (line.page !== page) open = null;
    page = line.page;
    const folded = line.folded.trim();
    if (folded === '' || carriedOver.test(folded) || tableHeaderOf(line)) {
      open = null;
      continue;
    }
    if (tableEnd.test(folded)) return { rows, endLineIndex: index };
    const tail = readValueTail(line.text);
    const { description, ordinal } = descriptionOf(line.text.slice(0, tail.start), header, rows.length + 1);
    const last = rows.at(-1);
    if (amountsOf(tail).length > 0) {
      if (last && last.tail === null && ordinal === null && last === open) {
        // `1  Rata leasingowa` over `   9 500,00  23%  …`: the amounts of the row the ordinal began.
        last.tail = tail;
        if (description) last.parts.push(description);
        last.lines.push(index);
      } else if (description !== null || ordinal !== null) {
        rows.push({ parts: description ? [description] : [], tail, lines: [index] });
      } else {
        // Amounts without a description or an ordinal (a VAT summary's `23%  9 500,00 …`) are no position.
        open = null;
        continue;
      }
      open = rows.at(-1) ?? null;
      wrapped = 0;
    } else if (ordinal !== null && ordinal === rows.length + 1 && description !== null) {
      rows.push({ parts: [description], tail: null, lines: [index] });
      open = rows.at(-1) ?? null;
      wrapped = 0;
    } else if (open && wrapped < maxWrappedLines && !pageFurniture.test(folded)) {
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

function toPositions(rows: RowDraft[], endLineIndex: number | null): PositionsTable {
  return {
    positions: rows.map((row) => {
      const description = collapseSpaces(row.parts.join(' '));
      return { description: description === '' ? null : description, ...amountsOfRow(row.tail) };
    }),
    rowLines: new Set(rows.flatMap((row) => row.lines)),
    endLineIndex,
  };
}

/**
 * The positions in table order. The table starts after its header row; a header repeated on a later page is
 * skipped. When no header yields a row (OCR garbled it), the table starts at the first line that reads as a whole
 * position: a description, a rate, and net + VAT = gross.
 */
export function readPositions(lines: readonly PdfLine[]): PositionsTable {
  const headerIndex = lines.findIndex((line) => tableHeaderOf(line) !== null);
  const headerLine = lines[headerIndex];
  const withHeader = headerLine ? scanTable(lines, headerIndex + 1, tableHeaderOf(headerLine)) : null;
  if (withHeader && withHeader.rows.length > 0) return toPositions(withHeader.rows, withHeader.endLineIndex);
  const firstRow = lines.findIndex(isCompleteRow);
  if (firstRow >= 0) {
    const headless = scanTable(lines, firstRow, null);
    return toPositions(headless.rows, headless.endLineIndex);
  }
  return toPositions([], withHeader?.endLineIndex ?? null);
}
