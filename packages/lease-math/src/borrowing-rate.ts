import { fairValueError, gridOf, solveRateFor } from './lease-basis.ts';
import { toCents } from './money.ts';
import { annualRate } from './rate-convention.ts';
import type { AgreementInput, Result } from './types.ts';
import { parseAgreement } from './validation.ts';

export interface BorrowingRate {
  /** The annual rate under the agreement's rateConvention, unrounded. */
  borrowingRate: number;
  /** j, monthly. */
  monthlyRate: number;
}

/**
 * DOMAIN §9: the rate at which the payments' present value equals the asset's fair
 * value (totalEquipmentCost), i.e. what shouldRateBeCalculated would use.
 */
export function borrowingRate(input: AgreementInput): Result<BorrowingRate> {
  const parsed = parseAgreement(input);
  if (!parsed.ok) return parsed;
  const fairValue = toCents(parsed.agreement.totalEquipmentCost);
  const missing = fairValueError(fairValue);
  if (missing) return { ok: false, errors: [missing] };
  const gridResult = gridOf(parsed.agreement);
  if (!gridResult.ok) return gridResult;
  const { grid, flows } = gridResult;
  const rate = solveRateFor(flows, grid.totalPayments, fairValue, 'fairValue');
  if (!rate.ok) return rate;
  return {
    ok: true,
    borrowingRate: annualRate(rate.monthlyRate, parsed.agreement.rateConvention, parsed.agreement.paymentInterval),
    monthlyRate: rate.monthlyRate,
  };
}
