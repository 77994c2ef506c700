import type { AgreementPreview, AgreementPreviewInput } from '@leasedesk/contract';
import { api, EnvelopeError } from '../../../lib/api-client';

/**
 * POST /api/leaseagreement/preview: what the server would calculate for the form, storing nothing.
 * Resolves to null while the typed values do not calculate yet (the server's field errors).
 */
export async function previewLeaseAgreement(input: AgreementPreviewInput, signal?: AbortSignal): Promise<AgreementPreview | null> {
  try {
    return await api.post<AgreementPreview>('/api/leaseagreement/preview', input, { signal, silent: true });
  } catch (error) {
    if (error instanceof EnvelopeError) return null;
    throw error;
  }
}
