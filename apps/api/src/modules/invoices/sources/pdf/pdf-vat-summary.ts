// The VAT an invoice states per rate under its positions: KSeF's "Podsumowanie stawek podatku" table (`1  23% lub
// 22%  2 000,00  460,00  2 460,00`), a tool's summary by rate (`23%  1 000,00  230,00  1 230,00`), `W tym` lines.
// Read only below the positions table: a row that prints its net and rate but no VAT takes its VAT from here.

import { readRowCells, type RowCell } from './pdf-row-cells.ts';
import { readTableHeader, type HeaderColumn } from './pdf-table-header.ts';
import { foldText, type PdfLine } from './pdf-text.ts';

/** One rate's totals as printed, in cents; gross null when the line does not print it. */
export type RateSummary = { percent: number; net: bigint; vat: bigint; gross: bigint | null };

/** `23% lub 22%` (KSeF's summary names the pair a rate may belong to) read as its first rate. */
const rateAlternative = /(\d{1,2}) ?% (?:lub|or) \d{1,2} ?%/gu;
/** KSeF's words for the zero rates (`0% - dostawa towarów…`, `zw`, `np`) are long; the figures follow them. */
const cellsAtMost = 6;
/** A summary row's words before its figures: an ordinal, `W tym`, `Stawka`, `VAT`, nothing else. */
const summaryLead = /^(?:\d{1,2}\.?|w\s+tym:?|stawka(?:\s+vat)?:?|vat:?|razem\s+w\s+tym:?|w\s+tym\s+wg\s+stawek:?|wg\s+stawek:?|)$/u;

function fromCells(cells: readonly RowCell[], columns: readonly HeaderColumn[] | null): RateSummary | null {
  const rate = cells.find((cell) => cell.kind === 'rate');
  const amounts = cells.filter((cell): cell is Extract<RowCell, { kind: 'amount' }> => cell.kind === 'amount');
  if (rate?.kind !== 'rate' || rate.percent === null || amounts.some((amount) => amount.cents === null)) return null;
  const after = amounts.filter((amount) => amount.start > rate.start);
  const kinds = columns?.filter((column) => column.kind === 'net' || column.kind === 'vat' || column.kind === 'gross').map((column) => column.kind);
  if (kinds && kinds.length === after.length && kinds.length >= 2) {
    const byKind = new Map(kinds.map((kind, index) => [kind, after[index]?.cents ?? null]));
    const net = byKind.get('net') ?? null;
    const vat = byKind.get('vat') ?? null;
    const gross = byKind.get('gross') ?? null;
    if (net !== null && vat !== null) return { percent: rate.percent, net, vat, gross };
    if (gross !== null && vat !== null) return { percent: rate.percent, net: gross - vat, vat, gross };
    return null;
  }
  // Without a header: net, VAT and gross in that order, as every summary prints them (KSeF may add VAT in PLN
  // after); the rate before them, or between the net and the VAT (`W tym  1 305,00  23%  300,15  1 605,15`).
  const before = amounts.filter((amount) => amount.start < rate.start);
  const ordered = (before.length === 1 ? [...before, ...after] : after).map((amount) => amount.cents ?? 0n);
  const [net, vat, gross] = ordered;
  if (net === undefined || vat === undefined) return null;
  if (gross !== undefined && net + vat !== gross) return null;
  return { percent: rate.percent, net, vat, gross: gross ?? null };
}

/** The summary header's value columns, when the line (with its wrapped lines) is one. */
function summaryColumns(lines: readonly PdfLine[], index: number): { columns: HeaderColumn[]; lastLine: number } | null {
  const header = readTableHeader(lines, index, 'vatSummary');
  return header ? { columns: header.columns, lastLine: Math.max(...header.lineIndexes) } : null;
}

/**
 * The rates' totals printed from `fromLineIndex` (the end of the positions table) on. Each rate once: the same rate
 * printed twice with the same figures is one summary; with different figures, neither can be trusted.
 */
export function readVatSummary(lines: readonly PdfLine[], fromLineIndex: number | null): RateSummary[] {
  if (fromLineIndex === null) return [];
  const found = new Map<number, RateSummary | null>();
  let columns: HeaderColumn[] | null = null;
  for (let index = fromLineIndex; index < lines.length; index += 1) {
    const line = lines[index];
    if (!line || line.folded.trim() === '') continue;
    const header = summaryColumns(lines, index);
    if (header) {
      columns = header.columns;
      index = header.lastLine;
      continue;
    }
    const text = line.text.replace(rateAlternative, (_, first: string) => `${first}%`.padEnd(_.length, ' '));
    const row = readRowCells(text, cellsAtMost, 0);
    const lead = foldText(text.slice(0, row.start)).trim();
    if (!summaryLead.test(lead.replace(/\s+/g, ' '))) continue;
    const summary = fromCells(row.cells, columns);
    if (!summary) continue;
    const earlier = found.get(summary.percent);
    if (earlier === undefined) found.set(summary.percent, summary);
    else if (earlier !== null && (earlier.net !== summary.net || earlier.vat !== summary.vat)) found.set(summary.percent, null);
  }
  return [...found.values()].filter((summary): summary is RateSummary => summary !== null);
}
