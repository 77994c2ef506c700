import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, nipQuery, registerResult, registerStatus } from '@leasedesk/contract';
import type { AppContext } from '../../context.ts';
import { tenantOf } from '../../lib/auth/access-control.ts';
import { ok } from '../../lib/envelope.ts';
import { tenantLimiter } from '../../lib/rate-limit.ts';
import { RegisterHealth } from '../../lib/register/register-status.ts';
import { security } from '../../lib/route-options.ts';
import { lookupRegisterFirms } from './lookup-register-firms.ts';

const tags = ['lookups'];

export function registerRegisterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // After validation: a malformed NIP is a field error and costs nothing.
  const limit = tenantLimiter(app, 'register', ctx.config.security.registerRateLimit, (request) => tenantOf(request).tenantId);
  const health = new RegisterHealth(ctx.config.register);

  r.get(
    '/api/ceidg/firmy/nip',
    {
      config: { access: 'tenant' },
      preHandler: limit,
      schema: {
        tags,
        security,
        summary:
          'Firms under a tax id (NIP, spaces and dashes allowed) in the business register CEIDG, else in the VAT white list. None found: success with no firms. A register that cannot be asked: success false with a plain message (fill in the name by hand); the technical reason is logged and shown on GET /api/register/status. Limited per tenant (429, Retry-After).',
        querystring: nipQuery,
        response: { 200: envelope(registerResult) },
      },
    },
    async (request) => ok(await lookupRegisterFirms(ctx, health, request.query.nip, request.log)),
  );

  r.get(
    '/api/register/status',
    {
      config: { access: 'administrator' },
      schema: {
        tags,
        security,
        summary:
          'For administrators: which business registers are configured, the last failed lookup since the start with its technical reason (environment variables, credentials), and both as one status line.',
        response: { 200: envelope(registerStatus) },
      },
    },
    async () => ok(health.status()),
  );
}
