import type { PortfolioSensitivityRow, PortfolioSensitivityTotals } from '@leasedesk/contract';
import { toCents, fromCents } from '@leasedesk/lease-math';
import type { PortfolioAgreement } from './portfolio-agreements.ts';
import { sensitivityOf } from './sensitivity-outcome.ts';

/**
 * One row per agreement at the auditor's rate. The rate is checked before (auditorRateFailures), and every
 * stored agreement was calculated by the same lease-math when saved, so a refusal here names no field the
 * caller could fix: it is a defect, answered 500 with the agreement named in the log.
 */
export function portfolioRows(agreements: readonly PortfolioAgreement[], auditorRate: number): PortfolioSensitivityRow[] {
  return agreements.map(({ id, contractorName, contractNumber, scheduleNumber, fields }) => {
    let result;
    try {
      result = sensitivityOf(fields, auditorRate);
    } catch (error) {
      throw new Error(`lease-math refused the sensitivity of stored agreement ${id}`, { cause: error });
    }
    return { ...result, leaseAgreementId: id, contractorName, contractNumber, scheduleNumber };
  });
}

/** The money lines summed exactly, in cents (every figure is already a whole number of cents). */
export function portfolioTotals(rows: readonly PortfolioSensitivityRow[]): PortfolioSensitivityTotals {
  const cents = { valueAtTenantRate: 0, valueAtAuditorRate: 0, valueVariance: 0, financialCostAtTenantRate: 0, financialCostAtAuditorRate: 0, costVariance: 0 };
  for (const { initialValue, financialCost } of rows) {
    cents.valueAtTenantRate += toCents(initialValue.valueAtTenantRate);
    cents.valueAtAuditorRate += toCents(initialValue.valueAtAuditorRate);
    cents.valueVariance += toCents(initialValue.variance);
    cents.financialCostAtTenantRate += toCents(financialCost.financialCostAtTenantRate);
    cents.financialCostAtAuditorRate += toCents(financialCost.financialCostAtAuditorRate);
    cents.costVariance += toCents(financialCost.variance);
  }
  return {
    initialValue: { valueAtTenantRate: fromCents(cents.valueAtTenantRate), valueAtAuditorRate: fromCents(cents.valueAtAuditorRate), variance: fromCents(cents.valueVariance) },
    financialCost: {
      financialCostAtTenantRate: fromCents(cents.financialCostAtTenantRate),
      financialCostAtAuditorRate: fromCents(cents.financialCostAtAuditorRate),
      variance: fromCents(cents.costVariance),
    },
  };
}
