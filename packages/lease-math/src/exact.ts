// Error-free transformations (Dekker, Knuth): a double product or sum together with its
// exact rounding error. They let a figure be rounded to the cent by the exact value of
// a product of doubles, and let a present value be summed in double-double (~32
// digits), so neither depends on where binary rounding happened to fall, even for a
// balance of a thousand billion cents.

/** A double-double: the unevaluated sum hi + lo with |lo| ≤ ulp(hi) / 2. */
export interface DoubleDouble {
  hi: number;
  lo: number;
}

const SPLITTER = 134_217_729; // 2^27 + 1

/** The exact error of the double product a × b, i.e. a × b − fl(a × b) (Dekker's TwoProduct). */
export function productError(a: number, b: number, product: number): number {
  let c = SPLITTER * a;
  const aHi = c - (c - a);
  const aLo = a - aHi;
  c = SPLITTER * b;
  const bHi = c - (c - b);
  const bLo = b - bHi;
  return aHi * bHi - product + aHi * bLo + aLo * bHi + aLo * bLo;
}

/**
 * Rounds hi + lo (exactly, as a real number) to an integer, half away from zero.
 * Requires |lo| ≤ ulp(hi), as for a product and its productError.
 */
export function roundExact(hi: number, lo: number): number {
  if (hi < 0 || (hi === 0 && lo < 0)) {
    const r = roundExact(-hi, -lo);
    return r === 0 ? 0 : -r;
  }
  const floor = Math.floor(hi);
  // hi − floor and the subtraction of 0.5 are exact; adding lo keeps the sign right.
  const beyondHalf = hi - floor - 0.5 + lo;
  // + 0 turns a −0 (from hi = −0) into 0.
  return beyondHalf >= 0 ? floor + 1 : floor + 0;
}

/** ROUND(a × b, 0) by the exact product of the two doubles, half away from zero. */
export function roundProduct(a: number, b: number): number {
  const p = a * b;
  return roundExact(p, productError(a, b, p));
}

function quickTwoSum(a: number, b: number, out: DoubleDouble): DoubleDouble {
  const s = a + b;
  out.lo = b - (s - a);
  out.hi = s;
  return out;
}

/** out = x × y in double-double. */
export function ddMul(x: DoubleDouble, y: DoubleDouble, out: DoubleDouble): DoubleDouble {
  const p = x.hi * y.hi;
  const e = productError(x.hi, y.hi, p) + (x.hi * y.lo + x.lo * y.hi);
  return quickTwoSum(p, e, out);
}

/** out = x × b (b a double) in double-double. */
export function ddMulNumber(x: DoubleDouble, b: number, out: DoubleDouble): DoubleDouble {
  const p = x.hi * b;
  const e = productError(x.hi, b, p) + x.lo * b;
  return quickTwoSum(p, e, out);
}

/** acc += x in double-double (Knuth's TwoSum on the high parts). */
export function ddAddInPlace(acc: DoubleDouble, x: DoubleDouble): void {
  const s = acc.hi + x.hi;
  const bb = s - acc.hi;
  const err = acc.hi - (s - bb) + (x.hi - bb);
  quickTwoSum(s, err + acc.lo + x.lo, acc);
}

/** numerator / denominator in double-double, for numerator and denominator doubles. */
export function ddDivide(numerator: number, denominator: DoubleDouble): DoubleDouble {
  const q1 = numerator / denominator.hi;
  const p = q1 * denominator.hi;
  const remainder = numerator - p - productError(q1, denominator.hi, p) - q1 * denominator.lo;
  const q2 = remainder / denominator.hi;
  // Stryker disable next-line ObjectLiteral: quickTwoSum writes both fields of the new object before anything reads them.
  return quickTwoSum(q1, q2, { hi: 0, lo: 0 });
}

/** 1 + x exactly, as a double-double. */
export function onePlus(x: number): DoubleDouble {
  const s = 1 + x;
  const bb = s - 1;
  return { hi: s, lo: 1 - (s - bb) + (x - bb) };
}

/** x / d in double-double, d a double: for a share F / 10^p of an exact sum, rounded once afterwards. */
export function ddDivideNumber(x: DoubleDouble, d: number): DoubleDouble {
  const q1 = x.hi / d;
  const p = q1 * d;
  const remainder = x.hi - p - productError(q1, d, p) + x.lo;
  return quickTwoSum(q1, remainder / d, { hi: 0, lo: 0 });
}
