import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failed } from './envelope.ts';
import { AppError, errorStatus } from './errors.ts';
import { fieldErrorsOf } from './validation-errors.ts';

/** Fastify's own client errors, answered with their status and a plain message. */
const clientErrorMessages: Record<number, string> = {
  400: 'The request could not be read',
  404: 'Not found',
  405: 'Method not allowed',
  406: 'Not acceptable',
  413: 'The request is too large',
  415: 'Unsupported content type',
};

/** Maps every failure to the envelope and the status DESIGN §3 gives it. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(errorStatus[error.code]).send(failed(error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(200).send(failed(fieldErrorsOf(error.validation)));
    }
    const status = error.statusCode ?? 500;
    // Multipart requests that are not multipart are a wrong content type, whatever the plugin says.
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply.code(415).send(failed([{ propertyName: '', message: clientErrorMessages[415] ?? '' }]));
    }
    if (status >= 400 && status < 500) {
      const message = clientErrorMessages[status] ?? 'The request was not accepted';
      return reply.code(status).send(failed([{ propertyName: '', message }]));
    }
    request.log.error({ err: error, correlationId: request.id }, 'unexpected error');
    reply.header('x-correlation-id', request.id);
    return reply
      .code(500)
      .send(failed([{ propertyName: '', message: `An unexpected error occurred. Correlation id: ${request.id}` }]));
  });
}
