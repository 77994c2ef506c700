import type { LeaseAgreementInput } from '@leasedesk/contract';
import { calculateLease } from './calculate-lease';
import { createLeaseAgreement } from './create-lease-agreement';
import { generateAmortizations } from './generate-amortizations';
import { generateDepreciation } from './generate-depreciation';
import { updateLeaseAgreement } from './update-lease-agreement';

/**
 * The agreement save chain (SPEC §4): save the agreement, request its lease calculation, then the
 * amortization schedule and (IFRS16) the depreciation. Resolves to the agreement's id; the first
 * failing step rejects (its envelope errors travel in the EnvelopeError). `onStored` learns a new
 * agreement's id as soon as it is stored, so a retry after a later step failed updates it instead of
 * creating it twice.
 */
export async function saveLeaseAgreement(
  id: number | null,
  input: LeaseAgreementInput,
  onStored?: (id: number) => void,
): Promise<number> {
  let savedId = id;
  if (savedId === null) {
    savedId = (await createLeaseAgreement(input)).id;
    onStored?.(savedId);
  } else {
    await updateLeaseAgreement(savedId, input);
  }
  await calculateLease(savedId);
  await generateAmortizations(savedId);
  if (input.accountingStandard === 1) await generateDepreciation(savedId);
  return savedId;
}
