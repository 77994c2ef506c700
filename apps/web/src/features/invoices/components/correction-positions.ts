import type { InvoiceLine } from '@leasedesk/contract';

/** One amount of a corrected position: the state before the correction, the change it makes, and the state after. */
export interface BeforeAfter {
  before: number | null;
  change: number | null;
  /** before + change, in cents; null when either is unknown. */
  after: number | null;
}

/** A position of a correction, in the invoice's currency (FORMATS §3). */
export interface CorrectedPosition {
  lineId: number;
  sequence: number;
  description: string;
  net: BeforeAfter;
  vat: BeforeAfter;
  gross: BeforeAfter;
}

const cents = (value: number) => Math.round(value * 100);

function beforeAfter(before: number | null, change: number | null): BeforeAfter {
  return { before, change, after: before === null || change === null ? null : (cents(before) + cents(change)) / 100 };
}

/** The line's own amount (the change a correction makes) in the invoice's currency; PLN amounts for a PLN line that lacks them. */
function changeOf(line: InvoiceLine, inCurrency: number | null, inPln: number | null): number | null {
  if (inCurrency !== null) return inCurrency;
  return line.currency === null || line.currency === 'PLN' ? inPln : null;
}

function grossChangeOf(line: InvoiceLine): number | null {
  const gross = changeOf(line, line.positionGrossAmountCurrency, line.positionGrossAmountPln);
  if (gross !== null) return gross;
  const net = changeOf(line, line.positionNetAmountCurrency, line.positionNetAmountPln);
  const vat = changeOf(line, line.positionVatAmountCurrency, line.positionVatAmountPln);
  return net === null || vat === null ? null : (cents(net) + cents(vat)) / 100;
}

/**
 * The positions of a correction whose file gave the state before it: each amount before, its change (the line's
 * own amount: after − before) and after = before + change. Lines without a before state are left out.
 */
export function correctedPositions(lines: readonly InvoiceLine[]): CorrectedPosition[] {
  return lines
    .filter((line) => line.positionNetAmountBefore !== null || line.positionVatAmountBefore !== null || line.positionGrossAmountBefore !== null)
    .map((line) => ({
      lineId: line.id,
      sequence: line.sequence,
      description: line.positionDescription ?? '',
      net: beforeAfter(line.positionNetAmountBefore, changeOf(line, line.positionNetAmountCurrency, line.positionNetAmountPln)),
      vat: beforeAfter(line.positionVatAmountBefore, changeOf(line, line.positionVatAmountCurrency, line.positionVatAmountPln)),
      gross: beforeAfter(line.positionGrossAmountBefore, grossChangeOf(line)),
    }));
}
