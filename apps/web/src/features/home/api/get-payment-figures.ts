import type { PaymentFigures } from '@leasedesk/contract';
import { api } from '../../../lib/api-client';

/** GET /api/home/figures/payments: payments due after today and within 30 days (a failure is shown in the card, not toasted). */
export async function getPaymentFigures(signal?: AbortSignal): Promise<PaymentFigures> {
  return api.get<PaymentFigures>('/api/home/figures/payments', { signal, silent: true });
}
