import Decimal from 'decimal.js';
import { INTERVAL_MONTHS, RateConvention, type PaymentInterval } from './types.ts';

/**
 * The monthly rate j of an annual rate r (DOMAIN §1), m the months of the payment
 * interval. Nominal: the payment period's rate r·m/12 spread over its m months,
 * j = (1 + r·m/12)^(1/m) − 1, as the leasing market quotes a rate (Excel's
 * RATE(n/m, …) × 12/m); for monthly payments that is r / 12. Effective:
 * j = (1 + r)^(1/12) − 1. log1p/expm1 keep the digits of a small r that 1 + r would lose.
 */
export function monthlyRate(
  annualRate: number,
  convention: RateConvention,
  paymentInterval: PaymentInterval,
): number {
  if (convention === RateConvention.Effective) return Math.expm1(Math.log1p(annualRate) / 12);
  const m = INTERVAL_MONTHS[paymentInterval];
  return m === 1 ? annualRate / 12 : Math.expm1(Math.log1p((annualRate * m) / 12) / m);
}

/**
 * The annual rate reported for a monthly j: nominal ((1 + j)^m − 1) · 12/m (the
 * payment period's rate times the periods in a year), effective (1 + j)^12 − 1.
 */
export function annualRate(
  monthly: number,
  convention: RateConvention,
  paymentInterval: PaymentInterval,
): number {
  if (convention === RateConvention.Effective) return Math.expm1(12 * Math.log1p(monthly));
  const m = INTERVAL_MONTHS[paymentInterval];
  return m === 1 ? monthly * 12 : (Math.expm1(m * Math.log1p(monthly)) * 12) / m;
}

/**
 * The monthly rate a schedule runs on. A nominal rate of monthly payments typed as a
 * decimal (0.065) makes j = 65 / 12 000 exactly, and interest on it can land on a true half cent; carrying
 * that ratio lets every row round the exact decimal product, as Excel's ROUND of the
 * typed figures does. Solved and effective rates have no such ratio: their double is
 * the rate.
 */
export interface MonthlyRate {
  /** j as a double (reported as amortizationRate, used by the solver). */
  value: number;
  /** j = numerator / denominator exactly, both integers, or null. */
  ratio: { numerator: number; denominator: number } | null;
}

// (balance mod denominator) × numerator must stay below 2^53 for the exact path.
const MAX_RATIO_PRODUCT = 2 ** 52;

export function rateOfMonthly(j: number): MonthlyRate {
  return { value: j, ratio: null };
}

export function rateOfAnnual(
  annual: number,
  convention: RateConvention,
  paymentInterval: PaymentInterval,
): MonthlyRate {
  if (convention === RateConvention.Nominal && INTERVAL_MONTHS[paymentInterval] === 1) {
    const decimal = new Decimal(String(annual));
    const places = decimal.decimalPlaces();
    const denominator = 12 * 10 ** places;
    const numerator = decimal.times(10 ** places).toNumber();
    // Stryker disable next-line EqualityOperator: numerator × denominator is a multiple of 3 (denominator = 12·10^p), never equal to 2^52, so < and <= agree
    if (Number.isSafeInteger(numerator) && numerator * denominator < MAX_RATIO_PRODUCT) {
      return { value: numerator / denominator, ratio: { numerator, denominator } };
    }
  }
  return rateOfMonthly(monthlyRate(annual, convention, paymentInterval));
}
