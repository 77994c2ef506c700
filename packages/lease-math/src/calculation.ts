import { buildDepreciation } from './depreciation.ts';
import { formatMoneyCents } from './format.ts';
import { leaseBasis } from './lease-basis.ts';
import { fromCents, roundRatio, toCents } from './money.ts';
import { cashFlowsOf, presentValueCents } from './present-value.ts';
import { buildSchedule } from './schedule.ts';
import {
  AccountingStandard,
  INTERVAL_MONTHS,
  type Agreement,
  type AgreementInput,
  type FieldError,
  type LeaseCalculation,
  type LeaseOutcome,
  type Result,
} from './types.ts';
import { parseAgreement } from './validation.ts';

/** A ratio of two amounts in cents, to 4 decimals, half away from zero. */
function ratio4(numeratorCents: number, denominatorCents: number): number {
  return denominatorCents > 0 ? roundRatio(numeratorCents * 10_000, denominatorCents) / 10_000 : 0;
}

/**
 * Everything DOMAIN §2–§6 derives from one agreement: the lease calculation, the
 * amortization schedule and (IFRS16 only) the depreciation. Bad input is answered with
 * field errors, never thrown.
 */
export function calculateLease(input: AgreementInput): Result<LeaseOutcome> {
  const parsed = parseAgreement(input);
  if (!parsed.ok) return parsed;
  return calculateAgreement(parsed.agreement);
}

function calculateAgreement(agreement: Agreement): Result<LeaseOutcome> {
  const basisResult = leaseBasis(agreement);
  if (!basisResult.ok) return basisResult;
  const { grid, rate, annualRate, openingCents } = basisResult.basis;
  const isIfrs16 = agreement.accountingStandard === AccountingStandard.IFRS16;

  const totalEquipmentCost = toCents(agreement.totalEquipmentCost);
  // Stryker disable next-line StringLiteral: cashFlowsOf reads every argument other than 'payments' as the rent, so '' reads the same.
  const presentValueOfRent = presentValueCents(cashFlowsOf(grid, 'rent'), rate);
  const m = INTERVAL_MONTHS[agreement.paymentInterval];
  const interimRate = roundRatio(toCents(agreement.rentPaymentAmount) * 12, m * 365);

  let costOfEquipment = totalEquipmentCost;
  let ninety = ratio4(presentValueOfRent, totalEquipmentCost);
  if (isIfrs16) {
    const rou = rightOfUse(agreement, openingCents);
    if (!rou.ok) return rou;
    costOfEquipment = rou.rightOfUseCents;
    ninety = ratio4(openingCents, totalEquipmentCost);
  }

  const leaseCalculation: LeaseCalculation = {
    implicitRate: annualRate,
    presentValueOfRent: fromCents(presentValueOfRent),
    interimRate: fromCents(interimRate),
    totalPresentValueOfLeasePayments: fromCents(openingCents),
    costOfEquipment: fromCents(costOfEquipment),
    ninetyPercenatageTest: ninety,
    amortizationRate: rate.value,
    leaseClassification: isIfrs16 ? null : ninety >= 0.9 ? 'finance' : 'operating',
  };

  return {
    ok: true,
    leaseCalculation,
    leaseAmortizations: buildSchedule(grid, openingCents, rate, agreement.accountingStandard),
    depraciations: isIfrs16
      ? buildDepreciation(
          grid,
          costOfEquipment + toCents(agreement.leaseholdImprovements),
          agreement.depreciationMethod,
        )
      : [],
  };
}

/** ROU = L0 + leasePremium + initialDirectCosts + dismantlingProvision − leaseIncentive (DOMAIN §3), never negative. */
function rightOfUse(agreement: Agreement, liabilityCents: number): Result<{ rightOfUseCents: number }> {
  const rightOfUseCents =
    liabilityCents +
    toCents(agreement.leasePremium) +
    toCents(agreement.initialDirectCosts) +
    toCents(agreement.dismantlingProvision) -
    toCents(agreement.leaseIncentive);
  if (rightOfUseCents >= 0) return { ok: true, rightOfUseCents };
  return {
    ok: false,
    errors: [
      {
        propertyName: 'leaseIncentive',
        code: 'rightOfUseNegative',
        params: { value: { money: rightOfUseCents / 100 } },
        message:
          'The lease incentive exceeds the lease liability plus lease premium, initial direct costs and ' +
          `dismantling provision: the right-of-use asset would be ${formatMoneyCents(rightOfUseCents)}.`,
      },
    ],
  };
}

/**
 * Every field error of an agreement: the input rules, then those only a calculation
 * reveals (no rate exists, a negative right-of-use asset). Empty when it calculates.
 */
export function validateAgreement(input: unknown): FieldError[] {
  const parsed = parseAgreement(input);
  if (!parsed.ok) return parsed.errors;
  const basis = leaseBasis(parsed.agreement);
  if (!basis.ok) return basis.errors;
  if (parsed.agreement.accountingStandard !== AccountingStandard.IFRS16) return [];
  const rou = rightOfUse(parsed.agreement, basis.basis.openingCents);
  return rou.ok ? [] : rou.errors;
}
