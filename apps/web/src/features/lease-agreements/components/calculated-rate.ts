import type { AgreementPreviewInput } from '@leasedesk/contract';
import { roundHalfAway } from '../../../lib/format';
import {
  fractionToPercent,
  toAgreementInput,
  type AgreementFormValues,
  type NumberField,
} from './agreement-form-values';

/** The wire keeps an incremental borrowing rate to 10 decimals of the fraction (the contract's optionalRate(10)). */
export const STORED_RATE_DECIMALS = 10;

/**
 * The percent the form holds for a calculated borrowing rate: the fraction to the 10 decimals the wire and
 * the database keep (so a save sends the rate as calculated, not the 2 decimals shown), as a percent.
 */
export function percentOfCalculatedRate(borrowingRate: number): number {
  return fractionToPercent(roundHalfAway(borrowingRate, STORED_RATE_DECIMALS));
}

/**
 * What the rate field shows: a calculated rate with 2 decimals; anything typed as typed. The form keeps the
 * calculated value whole until the field is edited, which makes `held` differ from `calculated`.
 */
export function shownRate(held: NumberField, calculated: number | null): NumberField {
  return typeof held === 'number' && held === calculated ? roundHalfAway(held, 2) : held;
}

/**
 * The borrowing-rate request for what the form holds: the body of a save (as the preview sends it), with the
 * agreement's identity left out while it is still empty (the route does not need it to calculate).
 */
export function borrowingRateRequest(values: AgreementFormValues): AgreementPreviewInput {
  const input = toAgreementInput(values, 1);
  return {
    ...input,
    contractorId: values.contractorId ? input.contractorId : null,
    contractNumber: input.contractNumber || undefined,
    scheduleNumber: input.scheduleNumber || undefined,
  };
}
