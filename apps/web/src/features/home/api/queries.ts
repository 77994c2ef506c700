import { queryOptions } from '@tanstack/react-query';
import { getAgreementFigures } from './get-agreement-figures';
import { getPaymentFigures } from './get-payment-figures';

/** The home cards' figures, per client (a client chosen anew reads its own). */
export const homeKeys = {
  figures: (tenantId: number, card: 'agreements' | 'payments') => ['home-figures', tenantId, card] as const,
};

// figures are a courtesy of the card: a failure shows at once, without retries
export const agreementFiguresQuery = (tenantId: number) =>
  queryOptions({ queryKey: homeKeys.figures(tenantId, 'agreements'), queryFn: ({ signal }) => getAgreementFigures(signal), retry: false });

export const paymentFiguresQuery = (tenantId: number) =>
  queryOptions({ queryKey: homeKeys.figures(tenantId, 'payments'), queryFn: ({ signal }) => getPaymentFigures(signal), retry: false });
