// Money is held as integer cents: sums of cents are exact in a double up to 2^53,
// so nothing drifts across rows. Only a product with a rate is ever fractional, and it
// is rounded back to cents at once (DOMAIN §1: half away from zero, once per row), by
// its exact value (exact.ts, interest.ts, present-value.ts).

/** Cents of an amount that carries at most 2 decimals (validated upstream). */
export function toCents(amount: number): number {
  const cents = Math.round(Math.abs(amount) * 100);
  // Stryker disable next-line EqualityOperator: at amount == 0 (or −0), cents is 0 and both branches return 0.
  const negative = amount < 0;
  return negative && cents !== 0 ? -cents : cents;
}

/** The amount of integer cents as a JSON number with at most 2 decimals (never −0). */
export function fromCents(cents: number): number {
  return cents === 0 ? 0 : cents / 100;
}

/**
 * numerator / denominator rounded half away from zero, exactly, for integers whose
 * magnitudes stay below 2^53 (cents times small factors).
 */
export function roundRatio(numerator: number, denominator: number): number {
  if (denominator === 0) throw new RangeError('roundRatio: division by zero');
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator)) {
    return roundBigRatio(numerator, denominator);
  }
  // Stryker disable next-line EqualityOperator: a zero numerator rounds to 0, which the sign below leaves 0.
  const numeratorNegative = numerator < 0;
  // Stryker disable next-line EqualityOperator: a zero denominator has thrown above.
  const denominatorNegative = denominator < 0;
  const negative = numeratorNegative !== denominatorNegative;
  const a = Math.abs(numerator);
  const b = Math.abs(denominator);
  let q = Math.floor(a / b);
  let r = a - q * b;
  // A guard only: below 2^53 the double quotient errs by less than 1/b, so it never crosses an integer and
  // floor(a / b) is exact; the remainder is exact too.
  // Stryker disable all: neither loop can run for safe integers (above), so their mutants change nothing.
  while (r < 0) {
    q -= 1;
    r += b;
  }
  while (r >= b) {
    q += 1;
    r -= b;
  }
  // Stryker restore all
  const rounded = 2 * r >= b ? q + 1 : q;
  return negative && rounded !== 0 ? -rounded : rounded;
}

// Beyond 2^53 (e.g. a ratio scaled by 10^4 on a very large amount) BigInt stays exact.
function roundBigRatio(numerator: number, denominator: number): number {
  if (!Number.isInteger(numerator) || !Number.isInteger(denominator)) {
    throw new RangeError('roundRatio: integers expected');
  }
  // Stryker disable next-line EqualityOperator: a zero numerator rounds to 0n, and −0n is 0n.
  const numeratorNegative = numerator < 0;
  // Stryker disable next-line EqualityOperator: a zero denominator has thrown in roundRatio before this is called.
  const denominatorNegative = denominator < 0;
  const negative = numeratorNegative !== denominatorNegative;
  const a = BigInt(Math.abs(numerator));
  const b = BigInt(Math.abs(denominator));
  const q = a / b;
  const rounded = 2n * (a - q * b) >= b ? q + 1n : q;
  return Number(negative ? -rounded : rounded);
}

/** Σ of doubles with Neumaier compensation, so a long present-value sum keeps full precision. */
export class CompensatedSum {
  private sum = 0;
  private compensation = 0;

  add(x: number): void {
    const t = this.sum + x;
    // Stryker disable next-line EqualityOperator: at |sum| == |x| either sum == x (the two formulas are the same) or sum == −x (t = 0, both give 0).
    if (Math.abs(this.sum) >= Math.abs(x)) this.compensation += this.sum - t + x;
    else this.compensation += x - t + this.sum;
    this.sum = t;
  }

  get value(): number {
    return this.sum + this.compensation;
  }
}
