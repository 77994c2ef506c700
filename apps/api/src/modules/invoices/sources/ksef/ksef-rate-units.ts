import type { LinePart } from './ksef-line-part.ts';
import { netElement, vatElement, type DocumentTotals } from './ksef-totals.ts';
import { isTaxedGroup, marginRate, rateOfGroup, vatGroups, type LineRate, type VatGroup } from './ksef-vat-rates.ts';

/**
 * The groups whose totals one set of lines must add up to: one group, or for FA(2)'s `0` and `np` (which do
 * not say which of their groups a line is in) every group they may fall in, taken together.
 */
export type RateUnit = {
  groups: VatGroup[];
  parts: LinePart[];
  /** The unit's totals: the net (Σ P_13_x), VAT (Σ P_14_x) and VAT in PLN (Σ P_14_xW); null where not told. */
  net: bigint | null;
  vat: bigint | null;
  vatPln: bigint | null;
  netElements: string;
  vatElements: string;
};

/**
 * Parts whose row states no rate, given the one the totals tell: the margin scheme's (no P_12, P_13_11
 * given), or the only group the totals name that no line states. Else the rate stays unknown.
 */
export function withTotalsRates(parts: LinePart[], totals: DocumentTotals, version: 'fa3' | 'fa2'): LinePart[] {
  if (parts.every((part) => part.rate !== null)) return parts;
  const stated = new Set(parts.flatMap((part) => part.rate?.groups ?? []));
  const unstated = [...totals.groups.entries()].filter(([group, figures]) => !stated.has(group) && (figures.net ?? 0n) !== 0n);
  const inferred = (): LineRate | null => {
    if (totals.groups.has('11')) return marginRate;
    const [only, ...more] = unstated;
    if (!only || more.length > 0) return null;
    const [group, figures] = only;
    return rateOfGroup(group, version, figures.net ?? 0n, figures.vat);
  };
  const rate = inferred();
  return parts.map((part) => (part.rate === null ? { ...part, rate } : part));
}

/** The parts with a known rate in their units (groups merged where a line may be in several), with the units' totals. */
export function rateUnits(parts: readonly LinePart[], totals: DocumentTotals): RateUnit[] {
  const sets: Set<VatGroup>[] = [];
  const add = (groups: readonly VatGroup[]) => {
    const merged = new Set(groups);
    for (const set of [...sets]) {
      if ([...set].some((group) => merged.has(group))) {
        for (const group of set) merged.add(group);
        sets.splice(sets.indexOf(set), 1);
      }
    }
    sets.push(merged);
  };
  for (const part of parts) if (part.rate) add(part.rate.groups);
  for (const group of totals.groups.keys()) add([group]);
  return sets
    .map((set) => vatGroups.filter((group) => set.has(group)))
    .sort((a, b) => vatGroups.indexOf(a[0] ?? '1') - vatGroups.indexOf(b[0] ?? '1'))
    .map((groups) => unitOf(groups, parts, totals));
}

function unitOf(groups: VatGroup[], parts: readonly LinePart[], totals: DocumentTotals): RateUnit {
  const figures = groups.map((group) => totals.groups.get(group));
  const sum = (values: (bigint | null | undefined)[]) =>
    values.some((value) => value !== null && value !== undefined) ? values.reduce<bigint>((total, value) => total + (value ?? 0n), 0n) : null;
  const net = sum(figures.map((totalsOfGroup) => totalsOfGroup?.net));
  const statedVat = sum(figures.map((totalsOfGroup) => totalsOfGroup?.vat));
  const taxed = groups.some(isTaxedGroup);
  return {
    groups,
    parts: parts.filter((part) => part.rate?.groups.some((group) => groups.includes(group))),
    // A group the totals leave out holds nothing when the invoice gives totals per rate at all.
    net: net ?? (totals.perRate ? 0n : null),
    // Untaxed groups carry no VAT; a taxed one with P_13_x but no P_14_x leaves its VAT to be worked out.
    vat: !taxed ? 0n : (statedVat ?? (net === null && totals.perRate ? 0n : null)),
    vatPln: sum(figures.map((totalsOfGroup) => totalsOfGroup?.vatPln)),
    netElements: groups.map(netElement).join(' + '),
    vatElements: groups.filter(isTaxedGroup).map(vatElement).join(' + '),
  };
}
