import { addMonthsToParts, daysInMonth, dayNumber, fromDayNumber, parseWireDate } from './dates.ts';
import { increaseRateOf, rentByLeaseYear } from './indexation.ts';
import { toCents } from './money.ts';
import {
  INTERVAL_MONTHS,
  PaymentDue,
  ResidualValueSettlement,
  type Agreement,
} from './types.ts';

/**
 * The monthly grid of an agreement (DOMAIN §2): one entry per row t = 1..rows at
 * index t − 1. Money in integer cents, dates as day numbers.
 */
export interface CashFlowGrid {
  termInMonths: number;
  /** n, or n + 1 when the residual value is settled in an additional month. */
  rows: number;
  inAdvance: boolean;
  /** First and last day of each row. */
  periodStart: Int32Array;
  periodEnd: Int32Array;
  /** Month of the row's cash from the start: t − 1 in advance, t in arrears. */
  tau: Int32Array;
  /** Rent due on the row (0 off billing months), before rent-free. */
  rent: Float64Array;
  rentFree: Float64Array;
  residual: Float64Array;
  /** rent − rentFree + residual: the cash of the row. */
  payment: Float64Array;
  isBillingMonth: Uint8Array;
  increaseRate: Float64Array;
  paymentDay: Int32Array;
  generalLedgerIncomeDay: Int32Array;
  /** Σ payment, cents. */
  totalPayments: number;
}

/**
 * Where a version's rent comes from (DOMAIN §14): from lease year `fromYear` on, ROUND(rent × (1 + g/100)^(y − fromYear), 2),
 * increaseRate on the first billing row of each later year. At inception the agreement's rent from year 1.
 */
export interface RentBase {
  fromYear: number;
}

export function buildGrid(agreement: Agreement, rentBase: RentBase = { fromYear: 1 }): CashFlowGrid {
  const start = parseWireDate(agreement.startingDate) ?? notADate(agreement.startingDate);
  const n = agreement.termInMonths;
  const m = INTERVAL_MONTHS[agreement.paymentInterval];
  const inAdvance = agreement.paymentDue === PaymentDue.InAdvance;
  const residualCents = toCents(agreement.residualValue);
  const additionalMonth =
    residualCents > 0 && agreement.residualValueSettlement === ResidualValueSettlement.AdditionalMonth;
  const rows = additionalMonth ? n + 1 : n;
  const residualRow = residualCents > 0 ? (additionalMonth ? n + 1 : n) : 0;
  const rentFreeMonths = agreement.rentFreePeriodInMonths;
  const baseYear = rentBase.fromYear;
  // Years before the base year are rows an earlier version paid: any rent serves, the base's is taken.
  const rentPerYear = [
    ...new Array<number>(baseYear - 1).fill(toCents(agreement.rentPaymentAmount)),
    ...rentByLeaseYear(toCents(agreement.rentPaymentAmount), agreement.indexationRate, Math.max(0, Math.ceil(n / 12) - baseYear + 1)),
  ];
  const yearlyIncrease = increaseRateOf(agreement.indexationRate);

  const grid: CashFlowGrid = {
    termInMonths: n,
    rows,
    inAdvance,
    periodStart: new Int32Array(rows),
    periodEnd: new Int32Array(rows),
    tau: new Int32Array(rows),
    rent: new Float64Array(rows),
    rentFree: new Float64Array(rows),
    residual: new Float64Array(rows),
    payment: new Float64Array(rows),
    isBillingMonth: new Uint8Array(rows),
    increaseRate: new Float64Array(rows),
    paymentDay: new Int32Array(rows),
    generalLedgerIncomeDay: new Int32Array(rows),
    totalPayments: 0,
  };

  // Every boundary is S + k months computed from S itself, never chained, so a start
  // on the 31st keeps returning to the 31st whenever the month has one.
  let nextStart = addMonthsToParts(start, 0);
  let lastIndexedYear = baseYear;
  let total = 0;
  for (let t = 1; t <= rows; t += 1) {
    const i = t - 1;
    const rowStart = nextStart;
    nextStart = addMonthsToParts(start, t);
    const rowEnd = nextStart - 1;
    grid.periodStart[i] = rowStart;
    grid.periodEnd[i] = rowEnd;
    grid.tau[i] = inAdvance ? t - 1 : t;

    // Rent falls only within the term; the additional month carries the residual value alone.
    const billsRent = t <= n && (inAdvance ? (t - 1) % m === 0 : t % m === 0);
    let rent = 0;
    if (billsRent) {
      const year = Math.floor((t - 1) / 12) + 1;
      rent = rentPerYear[year - 1] ?? 0;
      // lastIndexedYear starts at the base year: it is never indexed (lease year 1 at inception).
      if (year > lastIndexedYear) {
        grid.increaseRate[i] = yearlyIncrease;
        lastIndexedYear = year;
      }
    }
    const rentFree = t <= rentFreeMonths ? rent : 0;
    const residual = t === residualRow ? residualCents : 0;
    const payment = rent - rentFree + residual;
    grid.rent[i] = rent;
    grid.rentFree[i] = rentFree;
    grid.residual[i] = residual;
    grid.payment[i] = payment;
    grid.isBillingMonth[i] = billsRent || t === residualRow ? 1 : 0;
    total += payment;

    const paymentDay = inAdvance ? rowStart : rowEnd;
    grid.paymentDay[i] = paymentDay;
    const { year, month } = fromDayNumber(paymentDay);
    grid.generalLedgerIncomeDay[i] = dayNumber(year, month, daysInMonth(year, month));
  }
  grid.totalPayments = total;
  return grid;
}

// parseAgreement refuses a startingDate that is no calendar date before any grid is built (calculateLease,
// validateAgreement, sensitivityAnalysis and borrowingRate all parse first), so no caller reaches this; it
// only turns the parse's null into a date for the type checker.
// Stryker disable all: unreachable (above): emptied, without its throw or with an empty message, nothing a caller can see changes
function notADate(text: string): never {
  throw new RangeError(`Not a calendar date: ${text}`);
}
// Stryker restore all
