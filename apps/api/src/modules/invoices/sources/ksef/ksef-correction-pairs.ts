import { hasAmount, type DocumentRow } from './ksef-document-rows.ts';
import { amountsOfPart, isEmptyPart, negated, partOfRow, type LinePart } from './ksef-line-part.ts';
import type { LineRate } from './ksef-vat-rates.ts';

/** A row of the state before a correction (StanPrzed = 1) and the row that replaces it (null: removed). */
export type CorrectionPair = { before: DocumentRow; after: DocumentRow | null };

/**
 * Pairs each row of the state before (StanPrzed = 1) with the row of the state after that replaces it: the
 * one with the same UU_ID, else the same NrWierszaFa, else the next row after it in the document (the
 * Ministry's examples put each before-row right before its after-row, numbered alike). Rows of the after
 * state left unpaired are positions the correction adds.
 */
export function pairCorrectionRows(rows: readonly DocumentRow[]): { pairs: CorrectionPair[]; added: DocumentRow[] } {
  const afters = rows.filter((row) => !row.before);
  const used = new Set<DocumentRow>();
  const free = (row: DocumentRow) => !used.has(row);
  const pairs = rows
    .filter((row) => row.before)
    .map((before) => {
      const after =
        afters.find((row) => free(row) && before.uuid !== null && row.uuid === before.uuid) ??
        afters.find((row) => free(row) && before.lineNumber !== null && row.lineNumber === before.lineNumber) ??
        afters.find((row) => free(row) && row.position > before.position) ??
        null;
      if (after) used.add(after);
      return { before, after };
    });
  return { pairs, added: afters.filter(free) };
}

/**
 * The rows as lines: each as it stands when the document has no state before; else what the correction
 * changes, position by position (after − before, negative where it reduces), the state before kept on the
 * line. A position whose rate changes is two lines: the old one taken back at the old rate, the new one at
 * the new rate. Positions the correction leaves as they were, and rows stating no amount, make no line.
 */
export function partsOfRows(rows: readonly DocumentRow[]): LinePart[] {
  if (!rows.some((row) => row.before)) return rows.filter(hasAmount).map(partOfRow);
  const { pairs, added } = pairCorrectionRows(rows);
  const changes = pairs.flatMap(({ before, after }) => changeOf(before, after));
  return [...changes, ...added.filter(hasAmount).map(partOfRow)]
    .filter((part) => !isEmptyPart(part))
    .sort((a, b) => a.sequence - b.sequence);
}

function changeOf(beforeRow: DocumentRow, afterRow: DocumentRow | null): LinePart[] {
  const before = partOfRow(beforeRow);
  const taken = hasAmount(beforeRow) ? [{ ...negated(before), before: amountsOfPart(before) }] : [];
  if (afterRow === null || !hasAmount(afterRow)) return taken;
  const after = partOfRow(afterRow);
  if (!hasAmount(beforeRow)) return [after];
  if (rateKey(before.rate) !== rateKey(after.rate)) return [...taken, after];
  return [{ ...after, ...difference(before, after), before: amountsOfPart(before) }];
}

/** after − before, on the net when both state it, on the gross when both are priced gross, else on the nets they imply. */
function difference(before: LinePart, after: LinePart): Pick<LinePart, 'net' | 'gross' | 'statedVat'> {
  const minus = (a: bigint | null, b: bigint | null) => (a === null || b === null ? null : a - b);
  const statedVat = minus(after.statedVat, before.statedVat);
  if (after.net !== null && before.net !== null) return { net: after.net - before.net, gross: null, statedVat };
  if (after.gross !== null && before.gross !== null) return { net: null, gross: after.gross - before.gross, statedVat };
  return { net: minus(amountsOfPart(after).net, amountsOfPart(before).net), gross: null, statedVat };
}

function rateKey(rate: LineRate | null): string {
  if (rate === null) return '';
  const fraction = rate.fraction === null ? '?' : `${rate.fraction.units}e-${rate.fraction.scale}`;
  return `${rate.code ?? ''}|${rate.groups.join(',')}|${fraction}`;
}
