import { formatMoneyCents } from './format.ts';
import { buildGrid, type CashFlowGrid } from './grid.ts';
import { MAX_TOTAL_PAYMENTS_CENTS } from './limits.ts';
import { toCents } from './money.ts';
import { cashFlowsOf, presentValueCents, type CashFlows } from './present-value.ts';
import { annualRate, rateOfAnnual, rateOfMonthly, type MonthlyRate } from './rate-convention.ts';
import { noRateError } from './rate-errors.ts';
import { solveMonthlyRate } from './rate-solver.ts';
import { AccountingStandard, type Agreement, type FieldError, type Result } from './types.ts';

/** What every figure of an agreement derives from: its grid, its rate and its opening balance. */
export interface LeaseBasis {
  grid: CashFlowGrid;
  flows: CashFlows;
  /** j, the monthly rate used. */
  rate: MonthlyRate;
  /** The annual rate reported for j under the agreement's convention. */
  annualRate: number;
  /** N (CSI) or L0 (IFRS16), cents. */
  openingCents: number;
}

/** The grid and its cash flows, or an error when the payments exceed the exact range. */
export function gridOf(agreement: Agreement): Result<{ grid: CashFlowGrid; flows: CashFlows }> {
  const grid = buildGrid(agreement);
  if (grid.totalPayments > MAX_TOTAL_PAYMENTS_CENTS) {
    return {
      ok: false,
      errors: [
        {
          propertyName: 'rentPaymentAmount',
          code: 'paymentsTooLarge',
          params: { total: { money: grid.totalPayments / 100 }, maximum: { money: MAX_TOTAL_PAYMENTS_CENTS / 100 } },
          message: `The payments total ${formatMoneyCents(grid.totalPayments)}, beyond the supported ${formatMoneyCents(MAX_TOTAL_PAYMENTS_CENTS)}.`,
        },
      ],
    };
  }
  return { ok: true, grid, flows: cashFlowsOf(grid, 'payments') };
}

/** The monthly rate at which the payments' present value equals the target (DOMAIN §3, §9). */
export function solveRateFor(
  flows: CashFlows,
  totalPaymentsCents: number,
  targetCents: number,
  target: 'netInvestment' | 'fairValue',
): Result<{ monthlyRate: number }> {
  const solution = solveMonthlyRate(flows, targetCents);
  if (!solution.ok) {
    const targetName = target === 'netInvestment' ? 'the net investment' : "the asset's fair value";
    return { ok: false, errors: [noRateError(solution, targetCents, targetName, totalPaymentsCents, target)] };
  }
  return { ok: true, monthlyRate: solution.monthlyRate };
}

/** The asset's fair value must be known to derive the rate implicit in the lease. */
export function fairValueError(totalEquipmentCostCents: number): FieldError | null {
  return totalEquipmentCostCents > 0
    ? null
    : {
        propertyName: 'totalEquipmentCost',
        code: 'fairValueRequired',
        params: {},
        message:
          "To calculate the rate implicit in the lease, enter the asset's fair value as the total equipment cost (it must be above 0).",
      };
}

export function leaseBasis(agreement: Agreement): Result<{ basis: LeaseBasis }> {
  const gridResult = gridOf(agreement);
  if (!gridResult.ok) return gridResult;
  const { grid, flows } = gridResult;

  if (agreement.accountingStandard === AccountingStandard.CSI) {
    const netInvestment =
      toCents(agreement.totalEquipmentCost) +
      toCents(agreement.salesPersonCommission) -
      toCents(agreement.subRentAndArrangmentFee);
    if (netInvestment <= 0) {
      return {
        ok: false,
        errors: [
          {
            propertyName: 'totalEquipmentCost',
            code: 'netInvestmentNotPositive',
            params: { value: { money: netInvestment / 100 } },
            message:
              'The net investment (total equipment cost + sales person commission − sub-rent and arrangement fee) ' +
              `must be above 0 (got ${formatMoneyCents(netInvestment)}).`,
          },
        ],
      };
    }
    const rate = solveRateFor(flows, grid.totalPayments, netInvestment, 'netInvestment');
    if (!rate.ok) return rate;
    return {
      ok: true,
      basis: {
        grid,
        flows,
        rate: rateOfMonthly(rate.monthlyRate),
        annualRate: annualRate(rate.monthlyRate, agreement.rateConvention, agreement.paymentInterval),
        openingCents: netInvestment,
      },
    };
  }

  let j: MonthlyRate;
  let annual: number;
  if (agreement.shouldRateBeCalculated) {
    const fairValue = toCents(agreement.totalEquipmentCost);
    const missing = fairValueError(fairValue);
    if (missing) return { ok: false, errors: [missing] };
    const rate = solveRateFor(flows, grid.totalPayments, fairValue, 'fairValue');
    if (!rate.ok) return rate;
    j = rateOfMonthly(rate.monthlyRate);
    annual = annualRate(rate.monthlyRate, agreement.rateConvention, agreement.paymentInterval);
  } else {
    j = rateOfAnnual(agreement.incrementalBorrowingRate, agreement.rateConvention, agreement.paymentInterval);
    // Reported as entered: converting r to j and back would only add binary noise.
    annual = agreement.incrementalBorrowingRate;
  }
  return {
    ok: true,
    basis: { grid, flows, rate: j, annualRate: annual, openingCents: presentValueCents(flows, j) },
  };
}
