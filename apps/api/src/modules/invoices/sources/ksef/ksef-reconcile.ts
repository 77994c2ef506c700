import type { MessageParam } from '@leasedesk/contract';
import { centsToNumber, type Decimal } from './ksef-decimal.ts';
import type { KsefFieldReader } from './ksef-field-reader.ts';
import { amountsOfPart, type LinePart } from './ksef-line-part.ts';
import { rateUnits, withTotalsRates, type RateUnit } from './ksef-rate-units.ts';
import { spreadCents } from './ksef-spread.ts';
import type { DocumentTotals } from './ksef-totals.ts';
import { expectedVat, settleVat, type SettledPart } from './ksef-unit-vat.ts';
import { groupLabel, rateOfGroup } from './ksef-vat-rates.ts';

export type ReconcileOptions = {
  version: 'fa3' | 'fa2';
  currency: string | null;
  /**
   * A settlement (ROZ, KOR_ROZ): what a group's total leaves once its lines are counted is the advances it
   * deducts, a line of its own (`description`, at the document's exchange rate); a settlement's can only
   * reduce what its lines charge (`reducesOnly`), its correction's may go either way. Null for other kinds.
   */
  advances: { description: string | null; exchangeRate: Decimal | null; reducesOnly: boolean } | null;
};

export type ReconciledUnit = { settled: SettledPart[]; vatPln: bigint | null };
export type ReconciledLines = { units: ReconciledUnit[]; unknown: SettledPart[] };

/**
 * FORMATS §3: the lines of one invoice made to add up, per rate, to its own totals: the net to P_13_x
 * exactly, the VAT to P_14_x (spread over the rate's lines by their net; VAT stated per line kept when it
 * adds up), and in all to P_15 (but for the invoice's own rounding of its gross: see checkGross). Net
 * amounts are the document's own figures, never rounded, so a net that does not add up is the document
 * contradicting itself: refused, naming the total and what the lines give, rather than stored lines that
 * disagree with their invoice or a total that overrules its lines. VAT that misses P_14_x by no more than a
 * cent a line is rounding per line against rounding per rate, and the total wins; beyond that it is refused
 * too. Null when refused (the problems are the reader's).
 */
export function reconcileLines(parts: LinePart[], totals: DocumentTotals, options: ReconcileOptions, reader: KsefFieldReader): ReconciledLines | null {
  const problemsBefore = reader.problems.length;
  const rated = withTotalsRates(parts, totals, options.version);
  const unknown = rated.filter((part) => part.rate === null);
  // With totals per rate, a line whose rate neither it nor the totals tell cannot be counted anywhere: that
  // is the problem to name (the totals it would then miss follow from it).
  if (totals.perRate && unknown.length > 0) {
    for (const part of unknown) reader.fail({ key: 'ksef.field', params: { element: part.ratePath ?? 'Fa/FaWiersz/P_12' } });
    return null;
  }
  let nextSequence = Math.max(0, ...parts.map((part) => part.sequence)) + 1;
  const units = rateUnits(rated, totals).map((unit) => {
    const settled = settleUnit(unit, options, () => nextSequence++, reader);
    return { settled, vatPln: unit.vatPln };
  });
  const unknownSettled = settleVat(unknown, null);
  if (reader.problems.length === problemsBefore) checkGross([...units.flatMap((unit) => unit.settled), ...unknownSettled], totals, options, reader);
  return reader.problems.length > problemsBefore ? null : { units: units.filter((unit) => unit.settled.length > 0), unknown: unknownSettled };
}

function settleUnit(unit: RateUnit, options: ReconcileOptions, sequence: () => number, reader: KsefFieldReader): SettledPart[] {
  let parts = withOrderShares(unit);
  if (options.advances && unit.net !== null) parts = withAdvancesDeducted(parts, unit, options, sequence);
  const mismatch = (element: string, total: bigint, lines: bigint) => reader.fail(totalsMismatch(unit, options, element, total, lines));
  if (parts.length === 0) {
    if ((unit.net ?? 0n) !== 0n) mismatch(unit.netElements, unit.net ?? 0n, 0n);
    else if ((unit.vat ?? 0n) !== 0n) mismatch(unit.vatElements, unit.vat ?? 0n, 0n);
    return [];
  }
  // Nets stated as such are the document's own figures: when they miss P_13_x, that is the disagreement to name.
  const statedNets = sumOf(parts.map((part) => (part.gross === null ? part.net : null)));
  if (unit.net !== null && statedNets !== null && statedNets !== unit.net) {
    mismatch(unit.netElements, unit.net, statedNets);
    return [];
  }
  const expected = expectedVat(parts);
  const tolerance = BigInt(Math.max(1, parts.length));
  if (unit.vat !== null && expected !== null && abs(unit.vat - expected) > tolerance) {
    mismatch(unit.vatElements || unit.netElements, unit.vat, expected);
    return [];
  }
  const settled = settleVat(parts, unit.vat ?? expected);
  const net = sumOf(settled.map((line) => line.net));
  if (unit.net !== null && net !== null && net !== unit.net) mismatch(unit.netElements, unit.net, net);
  return settled;
}

/** An advance's order rows: each takes its weight's share of the unit's net (P_13_x); rows left with nothing go. */
function withOrderShares(unit: RateUnit): LinePart[] {
  const weighted = unit.parts.filter((part) => part.orderWeight !== null);
  if (weighted.length === 0) return unit.parts;
  const nets = spreadCents(unit.net ?? 0n, weighted.map((part) => part.orderWeight ?? 0n));
  const shares = weighted.map((part, index) => ({ ...part, net: nets[index] ?? 0n, orderWeight: null })).filter((part) => part.net !== 0n);
  return [...unit.parts.filter((part) => part.orderWeight === null), ...shares];
}

function withAdvancesDeducted(parts: LinePart[], unit: RateUnit, options: ReconcileOptions, sequence: () => number): LinePart[] {
  const nets = parts.map((part) => amountsOfPart(part).net);
  if (nets.some((net) => net === null)) return parts;
  const charged = nets.reduce<bigint>((total, net) => total + (net ?? 0n), 0n);
  const deducted = (unit.net ?? 0n) - charged;
  if (deducted === 0n) return parts;
  // Advances already invoiced take away from what the lines charge, never add to it nor turn its sign.
  const reduces = (charged > 0n && deducted < 0n && -deducted <= charged) || (charged < 0n && deducted > 0n && deducted <= -charged);
  if (options.advances?.reducesOnly && !reduces) return parts;
  const [first] = unit.groups;
  const rate = parts[0]?.rate ?? (first ? rateOfGroup(first, options.version, deducted, null) : null);
  const advances: LinePart = {
    order: Number.MAX_SAFE_INTEGER,
    sequence: sequence(),
    description: options.advances?.description ?? null,
    rate,
    exchangeRate: options.advances?.exchangeRate ?? null,
    net: deducted,
    gross: null,
    statedVat: null,
    orderWeight: null,
    before: null,
    ratePath: null,
  };
  return [...parts, advances];
}

/**
 * P_15 against the lines (which add up to the totals per rate). An invoice may round its gross per line
 * where its VAT is per rate (the Ministry's FA_3_Przykład_1: P_15 2051.00, P_13_x + P_14_x 2050.99): up to a
 * cent a line is that rounding, and the lines keep the totals per rate, which are what the VAT return takes.
 */
function checkGross(lines: SettledPart[], totals: DocumentTotals, options: ReconcileOptions, reader: KsefFieldReader): void {
  const gross = sumOf(lines.map((line) => line.gross));
  if (totals.gross === null || gross === null || abs(gross - totals.gross) <= BigInt(Math.max(1, lines.length))) return;
  reader.fail({ key: 'ksef.grossMismatch', params: { total: money(totals.gross), lines: money(gross), currency: options.currency ?? '' } });
}

function totalsMismatch(unit: RateUnit, options: ReconcileOptions, element: string, total: bigint, lines: bigint) {
  return {
    key: 'ksef.totalsMismatch' as const,
    params: { element, total: money(total), lines: money(lines), rate: rateLabel(unit, options), currency: options.currency ?? '' },
  };
}

/** The rate as the lines state it (`23`, `0 EX`), else as the group is known; the margin scheme and OSS by name. */
function rateLabel(unit: RateUnit, options: ReconcileOptions): MessageParam {
  const codes = [...new Set(unit.parts.flatMap((part) => (part.rate?.code ? [part.rate.code] : [])))];
  if (codes.length > 0) return codes.join(', ');
  const labels = [...new Set(unit.groups.flatMap((group) => groupLabel(group, options.version) ?? []))];
  if (labels.length > 0) return labels.join(', ');
  return { key: unit.groups.includes('11') ? 'ksef.rateName.margin' : 'ksef.rateName.oss' };
}

function sumOf(values: (bigint | null)[]): bigint | null {
  return values.some((value) => value === null) ? null : values.reduce<bigint>((total, value) => total + (value ?? 0n), 0n);
}

const abs = (value: bigint) => (value < 0n ? -value : value);
const money = (cents: bigint) => ({ money: centsToNumber(cents) });
