import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, nipQuery, registerResult } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { tenantLimiter } from '../../lib/rate-limit.ts';
import { lookupRegisterFirms } from './lookup-register-firms.ts';

const tags = ['lookups'];
const security = [{ bearerAuth: [] }];

export function registerRegisterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // After validation: a malformed NIP is a field error and costs nothing.
  const limit = tenantLimiter(app, 'register', ctx.config.security.registerRateLimit, (request) => tenantOf(request).tenantId);

  r.get(
    '/api/ceidg/firmy/nip',
    {
      config: { access: 'tenant' },
      preHandler: limit,
      schema: {
        tags,
        security,
        summary:
          'Firms under a tax id (NIP, spaces and dashes allowed) in the business register CEIDG, else in the VAT white list. None found: success with no firms. A register that cannot be asked: success false with a message. Limited per tenant (429, Retry-After).',
        querystring: nipQuery,
        response: { 200: envelope(registerResult) },
      },
    },
    async (request) => ok(await lookupRegisterFirms(ctx, request.query.nip, request.log)),
  );
}
