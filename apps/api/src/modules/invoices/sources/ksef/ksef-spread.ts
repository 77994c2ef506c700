// An invoice states its VAT once per rate (P_14_x); its lines carry it in cents. Splitting a total over the
// lines by their net, each line's share rounded on its own, can leave the lines a cent or two off the
// total. The largest remainder method hands out the cents the shares' floors leave so they add up exactly.

/**
 * `total` (cents) split over parts in proportion to `weights`: the parts add up to `total` exactly, and each
 * is within one cent of its proportional share (its floor, or one more for the largest remainders, earlier
 * parts first on a tie). Weights may be negative (a correction's lines); when they add up to zero they say
 * nothing about proportions, and their magnitudes are taken instead (equal parts when all are zero).
 */
export function spreadCents(total: bigint, weights: readonly bigint[]): bigint[] {
  if (weights.length === 0) return [];
  const effective = effectiveWeights(weights);
  const sum = effective.reduce((accumulated, weight) => accumulated + weight, 0n);
  // The same proportions with a positive sum, so floors and remainders below are the usual ones.
  const sign = sum < 0n ? -1n : 1n;
  const divisor = sum * sign;
  const shares = effective.map((weight, index) => {
    const product = total * weight * sign;
    const floor = floorDivide(product, divisor);
    return { index, floor, remainder: product - floor * divisor };
  });
  let left = total - shares.reduce((accumulated, share) => accumulated + share.floor, 0n);
  const parts = shares.map((share) => share.floor);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const share of byRemainder) {
    if (left <= 0n) break;
    parts[share.index] = share.floor + 1n;
    left -= 1n;
  }
  return parts;
}

function effectiveWeights(weights: readonly bigint[]): bigint[] {
  const sum = weights.reduce((accumulated, weight) => accumulated + weight, 0n);
  if (sum !== 0n) return [...weights];
  const magnitudes = weights.map((weight) => (weight < 0n ? -weight : weight));
  return magnitudes.some((weight) => weight !== 0n) ? magnitudes : weights.map(() => 1n);
}

/** ⌊numerator / divisor⌋ for a positive divisor, towards minus infinity (BigInt division truncates). */
function floorDivide(numerator: bigint, divisor: bigint): bigint {
  const quotient = numerator / divisor;
  return numerator % divisor < 0n ? quotient - 1n : quotient;
}
