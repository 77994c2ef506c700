import Decimal from 'decimal.js';
import { leaseBasis } from './lease-basis.ts';
import { MAX_ANNUAL_RATE } from './limits.ts';
import { fromCents } from './money.ts';
import { presentValueCents } from './present-value.ts';
import { rateOfAnnual } from './rate-convention.ts';
import type { AgreementInput, Result } from './types.ts';
import { parseAgreement } from './validation.ts';

/** SPEC §3's sensitivity analysis result. */
export interface SensitivityAnalysis {
  rate: { tenantRate: number; auditorRate: number; variance: number };
  initialValue: { valueAtTenantRate: number; valueAtAuditorRate: number; variance: number };
  financialCost: { financialCostAtTenantRate: number; financialCostAtAuditorRate: number; variance: number };
}

/**
 * DOMAIN §8: the lease liability and the total interest at the agreement's own rate
 * and at an auditor's annual rate (same rateConvention), and auditor − tenant.
 */
export function sensitivityAnalysis(
  input: AgreementInput,
  auditorRate: number,
): Result<SensitivityAnalysis> {
  const parsed = parseAgreement(input);
  if (!parsed.ok) return parsed;
  // Number.isFinite is false for anything but a finite number (no coercion), so it also refuses a string or null.
  if (!Number.isFinite(auditorRate) || auditorRate < 0 || auditorRate > MAX_ANNUAL_RATE) {
    return {
      ok: false,
      errors: [
        {
          propertyName: 'auditorRate',
          code: 'auditorRateOutOfRange',
          params: { maximum: { percent: MAX_ANNUAL_RATE }, value: Number.isFinite(auditorRate) ? { percent: auditorRate } : String(auditorRate) },
          message: `The auditor's rate must be between 0 and ${MAX_ANNUAL_RATE} (a fraction a year: 0.065 for 6.5 %; got ${String(auditorRate)}).`,
        },
      ],
    };
  }
  const basisResult = leaseBasis(parsed.agreement);
  if (!basisResult.ok) return basisResult;
  const { flows, grid, rate: tenantMonthly, annualRate: tenantRate } = basisResult.basis;

  const tenantValue = presentValueCents(flows, tenantMonthly);
  const auditorValue = presentValueCents(flows, rateOfAnnual(auditorRate, parsed.agreement.rateConvention, parsed.agreement.paymentInterval));
  // Σ interest over the schedule equals Σ payment − opening balance (DOMAIN §4).
  const tenantCost = grid.totalPayments - tenantValue;
  const auditorCost = grid.totalPayments - auditorValue;

  return {
    ok: true,
    rate: {
      tenantRate,
      auditorRate,
      // In decimal, so 0.08 − 0.06 reads 0.02 and not 0.020000000000000004.
      variance: new Decimal(String(auditorRate)).minus(String(tenantRate)).toNumber(),
    },
    initialValue: {
      valueAtTenantRate: fromCents(tenantValue),
      valueAtAuditorRate: fromCents(auditorValue),
      variance: fromCents(auditorValue - tenantValue),
    },
    financialCost: {
      financialCostAtTenantRate: fromCents(tenantCost),
      financialCostAtAuditorRate: fromCents(auditorCost),
      variance: fromCents(auditorCost - tenantCost),
    },
  };
}
