import type { AgreementPreview, agreementPreviewInput } from '@leasedesk/contract';
import type { z } from 'zod';
import { normalizeDate } from '@leasedesk/lease-math';
import type { AppContext } from '../../context.ts';
import { withTenant } from '../../db/scope.ts';
import { fieldFailures } from '../../lib/errors.ts';
import { calculateFigures, figureFieldsOfInput } from './figures.ts';
import { standardErrors, tenantStandard } from './tenant-standard.ts';

type PreviewValues = z.output<typeof agreementPreviewInput>;

/**
 * POST /api/leaseagreement/preview: the figures saving would store, from the same lease-math call,
 * so the form can show the schedule while it is typed. Nothing is written; lease-math's field errors
 * come back as the envelope's errors; a standard other than the tenant's is refused before any calculation.
 */
export async function previewAgreement(ctx: AppContext, tenantId: number, input: PreviewValues): Promise<AgreementPreview> {
  const standard = await withTenant(ctx.db, tenantId, (tx) => tenantStandard(tx, tenantId));
  // Lease-math's rules depend on the standard: under a refused one nothing is calculated.
  const refused = standardErrors(input.accountingStandard, standard);
  if (refused.length > 0) throw fieldFailures(refused);
  const startingDate = normalizeDate(input.startingDate) ?? input.startingDate;
  const figures = calculateFigures(figureFieldsOfInput({ ...input, startingDate }, standard));
  return { leaseCalculation: figures.leaseCalculation, leaseAmortizations: figures.leaseAmortizations, depraciations: figures.depraciations };
}
