import type { DepreciationPeriodDto, LeaseAgreementInput, LeaseAmortizationRow, LeaseCalculationDto } from '@leasedesk/contract';
import { api, ApiError, EnvelopeError } from '../../../lib/api-client';

export interface AgreementPreview {
  leaseCalculation: LeaseCalculationDto | null;
  leaseAmortizations: LeaseAmortizationRow[];
  depraciations: DepreciationPeriodDto[];
}

/** Set once the server answered that it has no preview route: it is not asked again. */
let unavailable = false;

/**
 * POST /api/leaseagreement/preview: what the server would calculate for the form, storing nothing.
 * Resolves to null when the server has no such route (404/405) or the input is not complete yet.
 */
export async function previewLeaseAgreement(input: LeaseAgreementInput, signal?: AbortSignal): Promise<AgreementPreview | null> {
  if (unavailable) return null;
  try {
    return await api.post<AgreementPreview>('/api/leaseagreement/preview', input, {
      signal,
      silent: true,
      expectedStatuses: [400, 404, 405, 422],
    });
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 404 || error.status === 405) unavailable = true;
      return null;
    }
    // a preview the form's current values cannot give (validation errors) shows nothing
    if (error instanceof EnvelopeError) return null;
    throw error;
  }
}
