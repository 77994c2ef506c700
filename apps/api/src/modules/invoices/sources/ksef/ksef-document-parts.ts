import { partsOfRows } from './ksef-correction-pairs.ts';
import type { Decimal } from './ksef-decimal.ts';
import type { KsefDocumentFacts } from './ksef-document-facts.ts';
import { hasAmount, type DocumentRow } from './ksef-document-rows.ts';
import { amountsOfPart, type LinePart } from './ksef-line-part.ts';
import type { KsefProblem } from './ksef-problem.ts';
import type { DocumentTotals } from './ksef-totals.ts';
import { isTaxedGroup, rateOfGroup, vatGroups, type VatGroup } from './ksef-vat-rates.ts';

export type DocumentInput = {
  facts: KsefDocumentFacts;
  version: 'fa3' | 'fa2';
  rows: DocumentRow[];
  orderRows: DocumentRow[];
  totals: DocumentTotals;
  /** The rate of lines no row states one for (made from the totals, an advance's order): see documentExchangeRate. */
  exchangeRate: Decimal | null;
};

export type DocumentParts = { ok: true; parts: LinePart[] } | { ok: false; problem: KsefProblem };

/**
 * The lines an invoice is read as, by what it states (FORMATS §3): its FaWiersz with amounts (a correction's
 * as the change it makes); else an advance's order rows, each taking its share of the advance; else one line
 * per rate from the totals (P_13_x, P_14_x: a correction or advance without lines, a simplified invoice whose
 * lines only name the goods); else the whole P_15 at the one rate the lines state. An invoice that states no
 * amount at all changes nothing and is refused, as one whose VAT rate cannot be told.
 */
export function documentParts(input: DocumentInput): DocumentParts {
  const assembled = assembledParts(input);
  return assembled.ok ? { ok: true, parts: assembled.parts.map((part, order) => ({ ...part, order })) } : assembled;
}

function assembledParts(input: DocumentInput): DocumentParts {
  const fromRows = partsOfRows(input.rows);
  if (fromRows.length > 0) return { ok: true, parts: fromRows };
  const { kind } = input.facts;
  if ((kind === 'ZAL' || kind === 'KOR_ZAL') && input.totals.perRate && input.orderRows.some(hasAmount)) return { ok: true, parts: advanceParts(input) };
  const fromTotals = totalsParts(input, [...input.totals.groups.keys()]);
  if (fromTotals.length > 0) return { ok: true, parts: fromTotals };
  if ((input.totals.gross ?? 0n) !== 0n) return grossParts(input);
  return { ok: false, problem: { key: 'ksef.nothingToBook' } };
}

/**
 * An advance (ZAL) or its correction (KOR_ZAL) read from its order: per group, the order rows the advance
 * concerns weigh its net total: the rows a correction changes (after − before), else the order as it now
 * stands, else as it stood. A group no order row weighs is one line from the totals.
 */
function advanceParts(input: DocumentInput): LinePart[] {
  const candidates = [
    partsOfRows(input.orderRows),
    partsOfRows(input.orderRows.filter((row) => !row.before)),
    partsOfRows(input.orderRows.filter((row) => row.before).map((row) => ({ ...row, before: false }))),
  ];
  const chosen = new Set<LinePart>();
  const uncovered: VatGroup[] = [];
  for (const [group, figures] of input.totals.groups) {
    if ((figures.net ?? 0n) === 0n) continue;
    const inGroup = candidates
      .map((parts) => parts.filter((part) => part.rate?.groups.includes(group)))
      .find((parts) => parts.reduce((sum, part) => sum + (amountsOfPart(part).net ?? 0n), 0n) !== 0n);
    if (inGroup) for (const part of inGroup) chosen.add(part);
    else uncovered.push(group);
  }
  const weighted = [...chosen].sort((a, b) => a.order - b.order || a.sequence - b.sequence).map(
    (part): LinePart => ({ ...part, orderWeight: amountsOfPart(part).net ?? 0n, net: null, gross: null, statedVat: null, before: null, exchangeRate: input.exchangeRate }),
  );
  return [...weighted, ...totalsParts(input, uncovered)];
}

/** One line per group the totals give an amount for. */
function totalsParts(input: DocumentInput, groups: VatGroup[]): LinePart[] {
  const { description, sequence } = describedBy(input);
  return vatGroups
    .filter((group) => groups.includes(group))
    .flatMap((group, index) => {
      const figures = input.totals.groups.get(group);
      const net = figures?.net ?? 0n;
      const vat = isTaxedGroup(group) ? (figures?.vat ?? null) : null;
      if (net === 0n && (vat ?? 0n) === 0n) return [];
      return [
        {
          order: 0,
          sequence: sequence ?? index + 1,
          description,
          rate: rateOfGroup(group, input.version, net, vat),
          exchangeRate: input.exchangeRate,
          net,
          gross: null,
          statedVat: vat,
          orderWeight: null,
          before: null,
          ratePath: null,
        },
      ];
    });
}

/** P_15 alone (a simplified invoice without totals per rate): the gross at the one rate its lines state. */
function grossParts(input: DocumentInput): DocumentParts {
  const rates = new Map(input.rows.flatMap((row) => (row.rate ? [[`${row.rate.code}|${row.rate.groups.join()}`, row.rate] as const] : [])));
  const [rate, ...more] = [...rates.values()];
  if (!rate || more.length > 0) return { ok: false, problem: { key: 'ksef.noRates' } };
  const { description, sequence } = describedBy(input);
  const part: LinePart = {
    order: 0,
    sequence: sequence ?? 1,
    description,
    rate,
    exchangeRate: input.exchangeRate,
    net: null,
    gross: input.totals.gross,
    statedVat: null,
    orderWeight: null,
    before: null,
    ratePath: null,
  };
  return { ok: true, parts: [part] };
}

/** A line made from the totals takes the only row's description and number, else a correction's reason. */
function describedBy(input: DocumentInput): { description: string | null; sequence: number | null } {
  const [only, ...more] = input.rows;
  if (only && more.length === 0) return { description: only.description, sequence: only.lineNumber ?? only.position };
  return { description: input.facts.correction?.reason ?? null, sequence: null };
}
