import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { agreementFigures, envelope, paymentFigures } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { security, tenant } from '../../lib/route-options.ts';
import { agreementFigures as figuresOfAgreements } from './agreement-figures.ts';
import { paymentFigures as figuresOfPayments } from './payment-figures.ts';

const tags = ['home'];

/** The home page's figures: one call per card, so each card shows its figures as soon as they arrive. */
export function registerHomeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/home/figures/agreements',
    {
      config: tenant,
      schema: {
        tags,
        security,
        summary: 'Live agreements, and at today’s date the IFRS16 lease liability (DOMAIN §13) and the CSI net investment outstanding',
        response: { 200: envelope(agreementFigures) },
      },
    },
    async (request) => ok(await figuresOfAgreements(ctx, tenantOf(request).tenantId)),
  );
  r.get(
    '/api/home/figures/payments',
    {
      config: tenant,
      schema: { tags, security, summary: 'Payments of the live agreements falling due after today and within 30 days', response: { 200: envelope(paymentFigures) } },
    },
    async (request) => ok(await figuresOfPayments(ctx, tenantOf(request).tenantId)),
  );
}
