import Decimal from 'decimal.js';

// (1 + g/100)^(y−1) has 2(y−1)+ decimals; a high precision keeps the product exact so
// that a true half cent is rounded away from zero and not by binary noise.
const ExactDecimal = Decimal.clone({ precision: 1000, rounding: Decimal.ROUND_HALF_UP });

/**
 * Rent per interval, in cents, for each lease year 1..years (DOMAIN §2):
 * ROUND(P × (1 + g/100)^(y−1), 2). Index 0 is lease year 1.
 */
export function rentByLeaseYear(rentCents: number, indexationPercent: number, years: number): number[] {
  const rents: number[] = [];
  // Stryker disable next-line ConditionalExpression,BlockStatement: a shortcut; at g = 0 the loop below gives the same rents for the whole cents every caller passes (toCents)
  if (indexationPercent === 0) {
    for (let y = 0; y < years; y += 1) rents.push(rentCents);
    return rents;
  }
  const growth = new ExactDecimal(1).plus(new ExactDecimal(String(indexationPercent)).div(100));
  let factor = new ExactDecimal(1);
  const base = new ExactDecimal(rentCents);
  for (let y = 0; y < years; y += 1) {
    rents.push(base.times(factor).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).toNumber());
    factor = factor.times(growth);
  }
  return rents;
}

/** g / 100 as the increaseRate of a row, without binary noise (2.5 → 0.025). */
export function increaseRateOf(indexationPercent: number): number {
  return new ExactDecimal(String(indexationPercent)).div(100).toNumber();
}
