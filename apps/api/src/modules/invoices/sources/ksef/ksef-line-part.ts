import { divideRounded, multiplyCents, type Decimal } from './ksef-decimal.ts';
import type { DocumentRow } from './ksef-document-rows.ts';
import type { LineRate } from './ksef-vat-rates.ts';

/** A position's net, VAT and gross in the invoice's currency (cents); null where they cannot be told. */
export type PositionAmounts = { net: bigint | null; vat: bigint | null; gross: bigint | null };

/**
 * A line in the making: what the document states for it (its net, or its gross when priced gross, and its
 * VAT when stated), before its group's totals settle its VAT. A correction's line states the change.
 */
export type LinePart = {
  /** Its place among the invoice's lines (the document's order; lines a settlement adds come last). */
  order: number;
  sequence: number;
  description: string | null;
  rate: LineRate | null;
  exchangeRate: Decimal | null;
  net: bigint | null;
  gross: bigint | null;
  statedVat: bigint | null;
  /** An advance's order row: the part's net is its weight's share of its group's net total (P_13_x). */
  orderWeight: bigint | null;
  /** A correction's position before it (StanPrzed), when the file gave it. */
  before: PositionAmounts | null;
  /** Where the row it comes from states its rate (`Fa/FaWiersz[2]/P_12`); null for a line made from the totals. */
  ratePath: string | null;
};

/** A row as it stands: a VAT-only row (a correction of the VAT alone) has a net of 0. */
export function partOfRow(row: DocumentRow): LinePart {
  const net = row.net ?? (row.gross === null && row.vat !== null ? 0n : null);
  return {
    order: row.position,
    sequence: row.lineNumber ?? row.position,
    description: row.description,
    rate: row.rate,
    exchangeRate: row.exchangeRate,
    net,
    gross: net === null ? row.gross : null,
    statedVat: row.vat,
    orderWeight: null,
    before: null,
    ratePath: row.ratePath,
  };
}

export function negated(part: LinePart): LinePart {
  const minus = (value: bigint | null) => (value === null ? null : -value);
  return { ...part, net: minus(part.net), gross: minus(part.gross), statedVat: minus(part.statedVat) };
}

/** ROUND(net × fraction, 2). */
export function vatOfNet(net: bigint, fraction: Decimal): bigint {
  return multiplyCents(net, fraction);
}

/** ROUND(gross × fraction / (1 + fraction), 2): the VAT inside a gross price. */
export function vatOfGross(gross: bigint, fraction: Decimal): bigint {
  const denominator = 10n ** BigInt(fraction.scale);
  return divideRounded(gross * fraction.units, denominator + fraction.units);
}

/** The part's own net, VAT and gross, each line rounded on its own (a correction's state before it). */
export function amountsOfPart(part: LinePart): PositionAmounts {
  const fraction = part.rate?.fraction ?? null;
  const estimatedVat = (): bigint | null => {
    if (part.statedVat !== null) return part.statedVat;
    if (fraction === null) return null;
    if (part.net !== null) return vatOfNet(part.net, fraction);
    return part.gross === null ? null : vatOfGross(part.gross, fraction);
  };
  const vat = estimatedVat();
  const net = part.net ?? (part.gross === null || vat === null ? null : part.gross - vat);
  const gross = part.gross ?? (net === null || vat === null ? null : net + vat);
  return { net, vat, gross };
}

/** True when the part changes nothing (a correction's position restated as it was). */
export function isEmptyPart(part: LinePart): boolean {
  const none = (value: bigint | null) => value === null || value === 0n;
  return none(part.net) && none(part.gross) && none(part.statedVat) && (part.orderWeight === null || part.orderWeight === 0n);
}
