import type { Decimal } from './ksef-decimal.ts';
import { vatOfGross, vatOfNet, type LinePart } from './ksef-line-part.ts';
import { spreadCents } from './ksef-spread.ts';

/** A line's amounts once its group's totals have settled its VAT (invoice currency, cents); null where unknown. */
export type SettledPart = { part: LinePart; net: bigint | null; vat: bigint | null; gross: bigint | null };

const fractionKey = (fraction: Decimal) => `${fraction.units}e-${fraction.scale}`;

/**
 * The VAT the parts come to by their rates: the stated VAT as stated, the others' per rate on their sum
 * (ROUND(Σ net × rate), ROUND(Σ gross × rate / (1 + rate))), as an invoice works out its VAT per rate.
 * Null when a part's rate is unknown.
 */
export function expectedVat(parts: readonly LinePart[]): bigint | null {
  let total = 0n;
  const sums = new Map<string, { fraction: Decimal; net: bigint; gross: bigint }>();
  for (const part of parts) {
    if (part.statedVat !== null) {
      total += part.statedVat;
      continue;
    }
    const fraction = part.rate?.fraction;
    if (!fraction) return null;
    const sum = sums.get(fractionKey(fraction)) ?? { fraction, net: 0n, gross: 0n };
    if (part.net !== null) sum.net += part.net;
    else if (part.gross !== null) sum.gross += part.gross;
    else return null;
    sums.set(fractionKey(fraction), sum);
  }
  for (const { fraction, net, gross } of sums.values()) total += vatOfNet(net, fraction) + vatOfGross(gross, fraction);
  return total;
}

/**
 * The parts' VAT made to add up to `total` (their group's P_14_x, or what their rates come to): stated VAT is
 * kept and the rest of the total spread over the other parts by their net (largest remainder); when every
 * part states its VAT and they miss the total (by rounding), the total is spread over all of them. A part
 * priced gross keeps its gross and takes net = gross − VAT. Null total: each part's stated VAT, else unknown.
 */
export function settleVat(parts: readonly LinePart[], total: bigint | null): SettledPart[] {
  const vats = total === null ? parts.map((part) => part.statedVat) : spreadVat(parts, total);
  return parts.map((part, index) => {
    const vat = vats[index] ?? null;
    const net = part.net ?? (part.gross === null || vat === null ? null : part.gross - vat);
    const gross = part.gross ?? (net === null || vat === null ? null : net + vat);
    return { part, net, vat, gross };
  });
}

function spreadVat(parts: readonly LinePart[], total: bigint): bigint[] {
  const unstated = parts.flatMap((part, index) => (part.statedVat === null ? [index] : []));
  const statedSum = parts.reduce((sum, part) => sum + (part.statedVat ?? 0n), 0n);
  const vats = parts.map((part) => part.statedVat ?? 0n);
  if (unstated.length > 0) {
    const spread = spreadCents(total - statedSum, unstated.map((index) => weightOf(parts[index])));
    unstated.forEach((index, position) => (vats[index] = spread[position] ?? 0n));
    return vats;
  }
  return statedSum === total ? vats : spreadCents(total, parts.map(weightOf));
}

/** The part's net × its rate, in units of 10^-8 so parts of different rates (23 % and 22 %) weigh as they tax. */
function weightOf(part: LinePart | undefined): bigint {
  if (!part) return 0n;
  const fraction = part.rate?.fraction ?? { units: 1n, scale: 0 };
  const net = part.net ?? (part.gross === null ? 0n : part.gross - vatOfGross(part.gross, fraction));
  return net * fraction.units * 10n ** BigInt(Math.max(0, 8 - fraction.scale));
}
