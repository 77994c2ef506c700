import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@leasedesk/contract';
import { ok } from '../../lib/envelope.ts';

export function registerSystemRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/ping',
    { config: { access: 'public' }, schema: { tags: ['system'], summary: 'Liveness, without authentication', response: { 200: envelope(z.literal('pong')) } } },
    async () => ok('pong' as const),
  );
}
