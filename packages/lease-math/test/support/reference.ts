// A second, deliberately naive reading of DOMAIN §2–§6 for the tests: decimal.js for
// every figure (exact decimal products, true half-cent ties), JavaScript's UTC Date for
// the calendar, plain loops. It shares no code with src/ beyond the types, so the two
// agreeing row by row means the fast path (integer cents, doubles, day numbers) is
// right, not merely self-consistent.
import Decimal from 'decimal.js';
import type { Agreement } from '../../src/types.ts';

export const Dec = Decimal.clone({ precision: 120, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof Dec>;

const round2 = (x: Dec): Dec => x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
const num = (x: Dec): number => {
  const v = x.toNumber();
  return v === 0 ? 0 : v;
};

function ymd(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number);
  return [y ?? 0, m ?? 0, d ?? 0];
}

function iso(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** S + k months with the day clamped, via the JavaScript calendar in UTC. */
export function refAddMonths(date: string, k: number): Date {
  const [y, m, d] = ymd(date);
  const first = new Date(Date.UTC(y, m - 1 + k, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, lastDay)));
}

function minusOneDay(date: Date): Date {
  return new Date(date.getTime() - 86_400_000);
}

function endOfMonth(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0));
}

export interface RefRow {
  periodNumber: number;
  paymentDate: string;
  generalLedgerIncomeDate: string;
  paymentAmount: number;
  interestAmount: number;
  principalAmount: number;
  openingBalance: number;
  closingBalance: number;
  rentFreeAmount: number;
  isBillingMonth: boolean;
  increaseRate: number;
}

export interface RefFlow {
  t: number;
  tau: number;
  rent: Dec;
  rentFree: Dec;
  residual: Dec;
  payment: Dec;
  billing: boolean;
  increaseRate: number;
  start: Date;
  end: Date;
}

export function refFlows(a: Agreement): RefFlow[] {
  const m = [1, 3, 6, 12][a.paymentInterval] ?? 1;
  const n = a.termInMonths;
  const inAdvance = a.paymentDue === 0;
  const rv = new Dec(String(a.residualValue));
  const rvRow = rv.gt(0) ? (a.residualValueSettlement === 1 ? n + 1 : n) : 0;
  const rows = rvRow === n + 1 ? n + 1 : n;
  const g = new Dec(String(a.indexationRate)).div(100);
  const flows: RefFlow[] = [];
  const yearsWithRent = new Set<number>();
  for (let t = 1; t <= rows; t += 1) {
    const billing = t <= n && (inAdvance ? (t - 1) % m === 0 : t % m === 0);
    const y = Math.ceil(t / 12);
    const rent = billing ? round2(new Dec(String(a.rentPaymentAmount)).times(g.plus(1).pow(y - 1))) : new Dec(0);
    let increaseRate = 0;
    if (billing) {
      if (y >= 2 && !yearsWithRent.has(y)) increaseRate = g.toNumber();
      yearsWithRent.add(y);
    }
    const rentFree = t <= a.rentFreePeriodInMonths ? rent : new Dec(0);
    const residual = t === rvRow ? rv : new Dec(0);
    flows.push({
      t,
      tau: inAdvance ? t - 1 : t,
      rent,
      rentFree,
      residual,
      payment: rent.minus(rentFree).plus(residual),
      billing: billing || t === rvRow,
      increaseRate,
      start: refAddMonths(a.startingDate, t - 1),
      end: minusOneDay(refAddMonths(a.startingDate, t)),
    });
  }
  return flows;
}

/** PV(j) of the payments (or of the rent actually paid), exact to 120 digits. */
export function refPresentValue(flows: readonly RefFlow[], j: RefRate, what: 'payments' | 'rent' = 'payments'): Dec {
  const v = j instanceof Dec ? new Dec(1).div(j.plus(1)) : new Dec(j.denominator).div(j.numerator.plus(j.denominator));
  return flows.reduce(
    (sum, f) => sum.plus((what === 'payments' ? f.payment : f.rent.minus(f.rentFree)).times(v.pow(f.tau))),
    new Dec(0),
  );
}

/**
 * A monthly rate for the reference: a Decimal, or an exact ratio such as r / 12 (a
 * Decimal j = r / 12 would be cut at 120 digits, and a product that is exactly half a
 * cent would then fall a hair short of it).
 */
export type RefRate = Dec | { numerator: Dec; denominator: number };

function times(x: Dec, j: RefRate): Dec {
  return j instanceof Dec ? x.times(j) : x.times(j.numerator).div(j.denominator);
}

/** r / 12 as an exact ratio. */
export function nominal(annual: number): RefRate {
  return { numerator: new Dec(String(annual)), denominator: 12 };
}

/**
 * The schedule of DOMAIN §4 in exact decimals, opening at `opening`: the last row with a
 * payment closes the balance, the rows after it carry nothing.
 */
export function refSchedule(a: Agreement, j: RefRate, opening: Dec): RefRow[] {
  const flows = refFlows(a);
  const inAdvance = a.paymentDue === 0;
  const paid = flows.map((f) => !f.payment.isZero());
  const lastPaid = paid.includes(true) ? paid.lastIndexOf(true) : flows.length - 1;
  let balance = opening;
  return flows.map((f, i) => {
    const interest =
      i > lastPaid
        ? new Dec(0)
        : i === lastPaid
          ? f.payment.minus(balance)
          : round2(times(inAdvance ? balance.minus(f.payment) : balance, j));
    const principal = f.payment.minus(interest);
    const closing = balance.minus(principal);
    const paymentDay = inAdvance ? f.start : f.end;
    const row: RefRow = {
      periodNumber: f.t,
      paymentDate: iso(paymentDay),
      generalLedgerIncomeDate: iso(endOfMonth(paymentDay)),
      paymentAmount: num(f.payment),
      interestAmount: num(interest),
      principalAmount: num(principal),
      openingBalance: num(balance),
      closingBalance: num(closing),
      rentFreeAmount: num(f.rentFree),
      isBillingMonth: f.billing,
      increaseRate: f.increaseRate,
    };
    balance = closing;
    return row;
  });
}

export interface RefDepreciation {
  periodNumber: number;
  beginingOfPeriod: string;
  endOfPeriod: string;
  openingBalance: number;
  depraciationCharge: number;
  closingBalance: number;
}

export function refDepreciation(a: Agreement, base: Dec): RefDepreciation[] {
  const n = a.termInMonths;
  const straightLine = round2(base.div(n));
  const rows: RefDepreciation[] = [];
  let balance = base;
  let yearOpening = base;
  for (let t = 1; t <= n; t += 1) {
    if ((t - 1) % 12 === 0) yearOpening = balance;
    let charge = straightLine;
    if (a.depreciationMethod === 1) {
      // Excel VDB: double declining, (2 / (n / 12)) / 12 as one division so a true half cent
      // stays exact, or the rest spread over the periods left, whichever is larger.
      const declining = round2(yearOpening.times(2 * 12).div(new Dec(n).times(12)));
      charge = Dec.max(declining, round2(balance.div(n - t + 1)));
    }
    charge = Dec.min(charge, balance);
    if (t === n) charge = balance;
    const closing = balance.minus(charge);
    rows.push({
      periodNumber: t,
      beginingOfPeriod: iso(refAddMonths(a.startingDate, t - 1)),
      endOfPeriod: iso(minusOneDay(refAddMonths(a.startingDate, t))),
      openingBalance: num(balance),
      depraciationCharge: num(charge),
      closingBalance: num(closing),
    });
    balance = closing;
  }
  return rows;
}

const REF_INTERVAL_MONTHS = [1, 3, 6, 12] as const;

/**
 * The monthly rate of an annual one (DOMAIN §1): nominal (1 + r·m/12)^(1/m) − 1, which is
 * r / 12 for monthly payments; effective (1 + r)^(1/12) − 1.
 */
export function refMonthlyRate(annual: number, convention: number, paymentInterval: number): Dec {
  const r = new Dec(String(annual));
  if (convention === 1) return r.plus(1).pow(new Dec(1).div(12)).minus(1);
  const m = REF_INTERVAL_MONTHS[paymentInterval] ?? 1;
  return r.times(m).div(12).plus(1).pow(new Dec(1).div(m)).minus(1);
}

/** The annual rate reported for a monthly j (DOMAIN §1). */
export function refAnnualRate(j: Dec, convention: number, paymentInterval: number): Dec {
  if (convention === 1) return j.plus(1).pow(12).minus(1);
  const m = REF_INTERVAL_MONTHS[paymentInterval] ?? 1;
  return j.plus(1).pow(m).minus(1).times(12).div(m);
}

/** The exact decimal value of a double (not its shortest string): m × 2^e. */
export function exactDecimal(x: number): Dec {
  if (x === 0 || !Number.isFinite(x)) return new Dec(x);
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const bits = view.getBigUint64(0);
  const negative = bits >> 63n === 1n;
  const exponentBits = Number((bits >> 52n) & 0x7ffn);
  const fraction = bits & 0xfffffffffffffn;
  const mantissa = exponentBits === 0 ? fraction : fraction | (1n << 52n);
  const exponent = (exponentBits === 0 ? 1 : exponentBits) - 1075;
  const value = new Dec(mantissa.toString()).times(new Dec(2).pow(exponent));
  return negative ? value.neg() : value;
}
