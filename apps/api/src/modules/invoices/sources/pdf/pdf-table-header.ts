// A table's header as real invoices print it: labels in any order (`Lp.`, `Nazwa`, `Ilość`, `J.m.`, `Cena jedn.
// netto`, `Wartość netto`, `Stawka`, `Kwota VAT`, `Wartość brutto`), with or without diacritics, and a label
// wrapped over two or three lines (`Wartość` over `netto`). The lines come laid out (a run stands at its place on
// the page, pdf-ocr's text-layer-lines.ts), so a wrapped label's parts are put together by the columns they share.

import { cellsOf, collapseSpaces, foldText, hasColumnGaps, type PdfLine, type TextCell } from './pdf-text.ts';

/** What a column holds, as far as reading a position needs to know. */
export type ColumnKind = 'ordinal' | 'description' | 'quantity' | 'unit' | 'unitPrice' | 'discount' | 'rate' | 'net' | 'vat' | 'gross' | 'stateBefore' | 'other';

/** One column: its label put together, where it stands on the line (characters), and what it holds. */
/**
 * One column: its label put together, where it stands on the line (characters), and what it holds. `percent` when
 * the label names the rate of every row (`VAT (23%)` over the rows' VAT amounts).
 */
export type HeaderColumn = { kind: ColumnKind; label: string; start: number; end: number; percent?: number };

/** `laidOut` when the header's labels stand apart by column gaps (a text layer), so where a cell stands can be trusted. */
export type TableHeader = { columns: HeaderColumn[]; lineIndexes: number[]; laidOut: boolean };

/** Every word a header's labels are made of: a header line holds nothing else. */
const headerFragment =
  /^(?:lp|l\.p|nr|poz|nazwa|opis|towar\p{L}*|uslug\p{L}*|lub|tytul\p{L}*|przedmiot|artykul\p{L}*|ilosc|il|j\.?m|jm|jedn|jednostk\p{L}*|miar\p{L}*|cena|cen\p{L}*|netto|brutto|vat|podat\p{L}*|stawk\p{L}*|st|kwot\p{L}*|wartosc|wart|sprzedazy|rabat\p{L}*|upust|pkwiu|gtu|cn|kod|symbol|indeks|waluta|pln|zl|eur|%|\[%\]|\(%\)|\[zl\]|\(zl\)|\[pln\]|\(pln\)|jedn\.|j\.|m\.|szt|unikalny|numer|wiersza|kurs|waluty|stan|przed|oss|procedura|data|dostawy|wykonania|\/|-)$/u;

const isHeaderWord = (word: string): boolean => headerFragment.test(word.replace(/[.:,;]+$/, '')) || headerFragment.test(word);

/** True when every word of the line is a word of a header's labels (a wrapped label's second line). */
function isHeaderFragmentLine(line: PdfLine): boolean {
  const words = line.folded.trim().split(/\s+/).filter((word) => word !== '');
  return words.length > 0 && words.every(isHeaderWord);
}

/**
 * What a label names. Order matters: `Cena jedn. netto` is a unit price before it is a net, `Stawka VAT` a rate
 * before it is VAT, `Wartość sprzedaży netto` a net.
 */
export function columnKindOf(label: string): ColumnKind {
  const folded = foldText(collapseSpaces(label));
  if (ratedVatLabel.test(folded)) return 'vat';
  if (/^(?:lp|l\.\s?p|nr|poz)\.?$/.test(folded)) return 'ordinal';
  if (/stan\s+przed/.test(folded)) return 'stateBefore';
  if (/stawk|(?<![\p{L}])st\.\s*vat|%/u.test(folded)) return 'rate';
  if (/cena|cen\./.test(folded)) return 'unitPrice';
  if (/rabat|upust/.test(folded)) return 'discount';
  if (/ilosc|^il\.?$/.test(folded)) return 'quantity';
  if (/^j\.?\s?m\.?$|jednostk|miar/.test(folded)) return 'unit';
  if (/kurs|pln\s*$|w\s+pln|\[pln\]|\(pln\)/.test(folded) && /vat|podat/.test(folded)) return 'other';
  if (/brutto/.test(folded)) return 'gross';
  if (/netto/.test(folded)) return 'net';
  if (/(?<![\p{L}])vat(?![\p{L}])|podat/u.test(folded)) return 'vat';
  if (/nazwa|opis|towar|uslug|tytul|przedmiot|artykul/.test(folded)) return 'description';
  return 'other';
}

const amountKinds = new Set<ColumnKind>(['net', 'vat', 'gross']);

/** `VAT (23%)`, `Kwota VAT 23%`: the VAT amounts of rows that all have that rate. */
const ratedVatLabel = /^(?:kwota\s+)?vat\s*[([]?\s*(\d{1,2})\s*%\s*[)\]]?$/u;

/** The rate a `VAT (23%)` label names for every row, when it is a Polish rate. */
function percentOfLabel(label: string): number | undefined {
  const percent = Number(ratedVatLabel.exec(foldText(collapseSpaces(label)))?.[1]);
  return [23, 22, 8, 7, 5, 4, 3].includes(percent) ? percent : undefined;
}

/** Whether the columns make a positions table: something to name the position by, and an amount. */
function isPositionsHeader(columns: readonly HeaderColumn[]): boolean {
  const kinds = new Set(columns.map((column) => column.kind));
  const named = kinds.has('description') || kinds.has('ordinal');
  return named && [...kinds].some((kind) => amountKinds.has(kind)) && columns.filter((column) => column.kind !== 'other').length >= 3;
}

/** Whether the columns make a VAT summary: a rate and at least two of net, VAT and gross, nothing to name a position by. */
export function isVatSummaryHeader(columns: readonly HeaderColumn[]): boolean {
  const kinds = new Set(columns.map((column) => column.kind));
  return kinds.has('rate') && !kinds.has('description') && [...kinds].filter((kind) => amountKinds.has(kind)).length >= 2;
}

/** Words that begin a column's label: a header printed with single spaces between its labels is split before them. */
const labelStart = /^(?:lp|l\.p|nazwa|opis|ilosc|il|cena|j\.?m|jm|miara|jednostka|wartosc|wart|kwota|stawka|st|rabat|upust|pkwiu|gtu|kod|symbol|vat|podatek|netto|brutto)\.?$/u;
/** Words after which `vat`, `netto`, `brutto` continue the label (`Kwota VAT`, `Wartość netto`, `Cena jedn. netto`). */
const labelModifier = /^(?:wartosc|wart|kwota|cena|jedn|j|stawka|st|podatek|sprzedazy|jednostkowa|podatku|vat|%)\.?$/u;

/** A header cell split where a new label begins (`Ilość Cena netto` → `Ilość`, `Cena netto`). */
function splitLabels(cell: TextCell): TextCell[] {
  const words = [...cell.text.matchAll(/\S+/g)].map((match) => ({ text: match[0], start: cell.start + match.index, folded: foldText(match[0]).replace(/:$/, '') }));
  const parts: TextCell[] = [];
  words.forEach((word, index) => {
    const previous = words[index - 1];
    const continues = /^(?:vat|netto|brutto|%)\.?$/u.test(word.folded) && previous !== undefined && labelModifier.test(previous.folded);
    const current = parts.at(-1);
    if (current && (!labelStart.test(word.folded) || continues)) {
      current.text = `${current.text} ${word.text}`;
      current.end = word.start + word.text.length;
    } else {
      parts.push({ start: word.start, end: word.start + word.text.length, text: word.text });
    }
  });
  return parts;
}

type Group = { cells: { cell: TextCell; line: number }[]; start: number; end: number };

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) => a.start < b.end + 1 && b.start < a.end + 1;

/**
 * The columns of header lines stacked one over the other: cells that overlap go to one column (top to bottom),
 * joining columns they bridge; each column's label is its words top to bottom.
 */
function columnsOf(lines: readonly { line: PdfLine; index: number }[]): HeaderColumn[] {
  let groups: Group[] = [];
  for (const { line, index } of lines) {
    for (const cell of cellsOf(line.text).flatMap(splitLabels)) {
      const touching = groups.filter((group) => overlaps(group, cell));
      const merged: Group = {
        cells: [...touching.flatMap((group) => group.cells), { cell, line: index }],
        start: Math.min(cell.start, ...touching.map((group) => group.start)),
        end: Math.max(cell.end, ...touching.map((group) => group.end)),
      };
      groups = [...groups.filter((group) => !touching.includes(group)), merged];
    }
  }
  return groups
    .sort((a, b) => a.start - b.start)
    .map((group) => {
      const label = collapseSpaces(
        [...group.cells]
          .sort((a, b) => a.line - b.line || a.cell.start - b.cell.start)
          .map(({ cell }) => cell.text)
          .join(' '),
      );
      const percent = percentOfLabel(label);
      return { kind: columnKindOf(label), label, start: group.start, end: group.end, ...(percent === undefined ? {} : { percent }) };
    });
}

/** A header's first line: a line whose cells name columns (`tableHeaderOf` in pdf-positions.ts checks the words). */
const maxWrappedHeaderLines = 3;

/**
 * The header that begins or continues at `index`: its line, the wrapped lines above it (`Wartość  Kwota` over
 * `netto  VAT`) and below it, on the same page. Null when the columns do not make the table asked for.
 */
export function readTableHeader(lines: readonly PdfLine[], index: number, kind: 'positions' | 'vatSummary'): TableHeader | null {
  const line = lines[index];
  // A header's lines print labels, never an amount: a row under a header is no header.
  if (!line || /\d,\d{2}(?!\d)/.test(line.text)) return null;
  const stacked: { line: PdfLine; index: number }[] = [{ line, index }];
  for (let above = index - 1; above >= 0 && stacked.length < maxWrappedHeaderLines; above -= 1) {
    const candidate = lines[above];
    if (!candidate || candidate.page !== line.page || !isHeaderFragmentLine(candidate)) break;
    stacked.unshift({ line: candidate, index: above });
  }
  for (let below = index + 1; below < lines.length && stacked.length < maxWrappedHeaderLines; below += 1) {
    const candidate = lines[below];
    if (!candidate || candidate.page !== line.page || !isHeaderFragmentLine(candidate)) break;
    stacked.push({ line: candidate, index: below });
  }
  const columns = columnsOf(stacked);
  const fits = kind === 'positions' ? isPositionsHeader(columns) : isVatSummaryHeader(columns);
  return fits ? { columns, lineIndexes: stacked.map((entry) => entry.index), laidOut: stacked.some((entry) => hasColumnGaps(entry.line.text)) } : null;
}
