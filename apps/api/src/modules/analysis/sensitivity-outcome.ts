import type { FieldMessage, SensitivityResult } from '@leasedesk/contract';
import { MAX_ANNUAL_RATE, sensitivityAnalysis, type AgreementInput } from '@leasedesk/lease-math';
import { fieldFailures } from '../../lib/errors.ts';
import { calculationMessages, type AgreementFigureFields } from '../lease-agreements/index.ts';

/**
 * DOMAIN §8 for one agreement as stored, from lease-math and nowhere else. Its field errors (the auditor's
 * rate out of range) are the envelope's errors, worded in the caller's language. lease-math checks every
 * enumeration's range at run time, hence the cast from plain numbers to its enum types.
 */
export function sensitivityOf(fields: AgreementFigureFields, auditorRate: number): SensitivityResult {
  const outcome = sensitivityAnalysis(fields as AgreementInput, auditorRate);
  if (!outcome.ok) throw fieldFailures(calculationMessages(outcome.errors));
  const { rate, initialValue, financialCost } = outcome;
  return { rate, initialValue, financialCost };
}

/**
 * lease-math's rule for the auditor's rate, for a portfolio that must refuse a bad rate before it knows whether
 * it has any agreement to calculate. Same code and parameters as sensitivityAnalysis answers, so both routes
 * word it alike (a test holds them equal).
 */
export function auditorRateFailures(auditorRate: number): FieldMessage[] {
  if (Number.isFinite(auditorRate) && auditorRate >= 0 && auditorRate <= MAX_ANNUAL_RATE) return [];
  return [
    {
      propertyName: 'auditorRate',
      key: 'calculation.auditorRateOutOfRange',
      params: { maximum: { percent: MAX_ANNUAL_RATE }, value: Number.isFinite(auditorRate) ? { percent: auditorRate } : String(auditorRate) },
    },
  ];
}
