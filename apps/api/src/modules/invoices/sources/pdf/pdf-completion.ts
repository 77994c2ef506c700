// A position's net, VAT and gross completed the way the document does it: a row may print all three, net
// and gross, or only its net and rate with the VAT stated per rate below the table. Every figure says whether it
// was read or derived, and from what; what cannot be derived stays null (missing), never guessed.

import type { FieldReading, ReadingSource } from '@leasedesk/contract';
import { spreadCents } from '../ksef/ksef-spread.ts';
import type { TablePosition } from './pdf-positions.ts';
import type { RateSummary } from './pdf-vat-summary.ts';

export type Figure = { cents: bigint | null; reading: FieldReading };
export type CompletedAmounts = { net: Figure; vat: Figure; gross: Figure };

const read = (cents: bigint): Figure => ({ cents, reading: { state: 'read' } });
const derived = (cents: bigint, from: ReadingSource): Figure => ({ cents, reading: { state: 'derived', from } });
const missing: Figure = { cents: null, reading: { state: 'missing' } };

/** Rates KSeF's summary prints as one pair (`23% lub 22%`): a row at either is in that pair's summary. */
const ratePairs: readonly (readonly number[])[] = [
  [23, 22],
  [8, 7],
  [4, 3],
];

function summaryFor(percent: number, summaries: readonly RateSummary[]): RateSummary | undefined {
  const exact = summaries.find((summary) => summary.percent === percent);
  if (exact) return exact;
  const pair = ratePairs.find((rates) => rates.includes(percent));
  const paired = summaries.filter((summary) => pair?.includes(summary.percent));
  return paired.length === 1 ? paired[0] : undefined;
}

/** What a row printed, completed where one figure follows from the two others. */
function fromPrinted(position: TablePosition): CompletedAmounts | 'netOnly' {
  const { net, vat, gross } = position;
  if (net !== null && vat !== null && gross !== null) {
    // A row whose net + VAT is more than one grosz off its gross keeps none of the three: which was misread is not for a parser to pick.
    const offBy = net + vat - gross;
    return offBy > 1n || offBy < -1n ? { net: missing, vat: missing, gross: missing } : { net: read(net), vat: read(vat), gross: read(gross) };
  }
  if (net !== null && gross !== null) return { net: read(net), vat: derived(gross - net, 'grossMinusNet'), gross: read(gross) };
  if (vat !== null && gross !== null) return { net: derived(gross - vat, 'grossMinusVat'), vat: read(vat), gross: read(gross) };
  if (net !== null && vat !== null) return { net: read(net), vat: read(vat), gross: derived(net + vat, 'netPlusVat') };
  if (net !== null) return 'netOnly';
  return { net: missing, vat: missing, gross: gross === null ? missing : read(gross) };
}

/**
 * Every position's amounts. A row that prints only its net takes VAT from its rate's summary (the document's own
 * figure), spread over that rate's rows by their net with the largest remainder so the cents add up (FORMATS §3, as
 * for KSeF XML); this needs the rate's rows to add up to the summary's net, else a row was misread and the VAT
 * stays missing. A 0 %, `zw` or `np` row has no VAT. Without a summary for the rate, totals printed for the whole
 * invoice (`Razem`) serve when every position has that one rate.
 */
export function completeAmounts(positions: readonly TablePosition[], summaries: readonly RateSummary[], wholeInvoice: RateSummary | null): CompletedAmounts[] {
  const completed = positions.map(fromPrinted);
  const percents = new Set(positions.map((position) => position.percent));
  const byRate = new Map<number, number[]>();
  completed.forEach((amounts, index) => {
    const percent = positions[index]?.percent;
    if (amounts === 'netOnly' && percent != null) byRate.set(percent, [...(byRate.get(percent) ?? []), index]);
  });
  for (const [percent, pending] of byRate) {
    if (percent === 0) {
      for (const index of pending) {
        const net = positions[index]?.net ?? 0n;
        completed[index] = { net: read(net), vat: derived(0n, 'zeroRate'), gross: derived(net, 'netPlusVat') };
      }
      continue;
    }
    const summary = summaryFor(percent, summaries) ?? (percents.size === 1 ? (wholeInvoice ?? undefined) : undefined);
    if (!summary) continue;
    const usesWholeInvoice = summary === wholeInvoice && summaryFor(percent, summaries) === undefined;
    const sameRate = positions.flatMap((position, index) =>
      usesWholeInvoice || (position.percent != null && summaryFor(position.percent, summaries) === summary) ? [index] : [],
    );
    const netOfRate = sameRate.reduce((sum, index) => sum + (positions[index]?.net ?? 0n), 0n);
    const knownVat = sameRate.filter((index) => !pending.includes(index)).map((index) => completed[index]);
    if (netOfRate !== summary.net || knownVat.some((amounts) => amounts === 'netOnly' || amounts?.vat.cents == null)) continue;
    const vatLeft = summary.vat - knownVat.reduce((sum, amounts) => sum + (amounts !== 'netOnly' && amounts?.vat.cents != null ? amounts.vat.cents : 0n), 0n);
    const nets = pending.map((index) => positions[index]?.net ?? 0n);
    spreadCents(vatLeft, nets).forEach((vat, share) => {
      const index = pending[share];
      const net = nets[share];
      if (index === undefined || net === undefined) return;
      completed[index] = { net: read(net), vat: derived(vat, 'vatSummary'), gross: derived(net + vat, 'netPlusVat') };
    });
  }
  return completed.map((amounts, index) => (amounts === 'netOnly' ? { net: read(positions[index]?.net ?? 0n), vat: missing, gross: missing } : amounts));
}
