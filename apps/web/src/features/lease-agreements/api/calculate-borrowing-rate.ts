import type { AgreementPreviewInput, BorrowingRateResult } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/**
 * POST /api/leaseagreement/borrowingrate (DOMAIN §9): the annual rate at which the payments' present value
 * equals the fair value, for the form's values; nothing is stored. No rate is a field error on the field at fault.
 */
export function calculateBorrowingRate(input: AgreementPreviewInput): Promise<BorrowingRateResult> {
  return api.post<BorrowingRateResult>('/api/leaseagreement/borrowingrate', input);
}
