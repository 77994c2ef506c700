import type { BorrowingRateResult, agreementPreviewInput } from '@leasedesk/contract';
import type { z } from 'zod';
import { borrowingRate, normalizeDate, type AgreementInput } from '@leasedesk/lease-math';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { fieldFailures } from '../../lib/errors.ts';
import { calculationMessages, figureFieldsOfInput, standardErrors, tenantStandard } from '../lease-agreements/index.ts';

type BorrowingRateValues = z.output<typeof agreementPreviewInput>;

/**
 * POST /api/leaseagreement/borrowingrate (DOMAIN §9): the annual rate, under the agreement's convention, at which
 * the payments' present value equals totalEquipmentCost, from lease-math; nothing is stored. A standard other
 * than the tenant's is refused as the preview refuses it; when no rate exists, lease-math's field error names the
 * field at fault (fair value missing: totalEquipmentCost; payments that cannot reach it: rentPaymentAmount).
 */
export async function calculateBorrowingRate(ctx: AppContext, tenantId: number, input: BorrowingRateValues): Promise<BorrowingRateResult> {
  const standard = await withTenant(ctx.db, tenantId, (tx) => tenantStandard(tx, tenantId));
  const refused = standardErrors(input.accountingStandard, standard);
  if (refused.length > 0) throw fieldFailures(refused);
  const startingDate = normalizeDate(input.startingDate) ?? input.startingDate;
  const outcome = borrowingRate(figureFieldsOfInput({ ...input, startingDate }, standard) as AgreementInput);
  if (!outcome.ok) throw fieldFailures(calculationMessages(outcome.errors));
  return { borrowingRate: outcome.borrowingRate, monthlyRate: outcome.monthlyRate };
}
