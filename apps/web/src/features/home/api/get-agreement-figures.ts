import type { AgreementFigures } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/home/figures/agreements: live agreements and what they stand at today (a failure is shown in the card, not toasted). */
export async function getAgreementFigures(signal?: AbortSignal): Promise<AgreementFigures> {
  return api.get<AgreementFigures>('/api/home/figures/agreements', { signal, silent: true });
}
