import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document of every route, from the same zod schemas that validate them: /api/docs (UI), /api/docs/json. */
export async function installApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'LeaseDesk API',
        version: '0.1.0',
        description:
          'Every JSON answer is the envelope { success, errors: [{ propertyName, message }], value }. Validation and business-rule failures answer 200 with success false; 401 no or bad token, 403 wrong role or token type, 404 missing or another tenant’s record, 409 stale, 413 too big, 415 wrong content, 429 throttled (Retry-After).',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain http on a laptop too; upgrading would break the page.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?/, ''),
  });
}
