import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLoss } from '../db/client.ts';
import { failed } from './envelope.ts';
import { AppError, databaseUnavailable, errorStatus } from './errors.ts';
import { safeErrorForLog } from './log-safe-error.ts';
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
    // Queries outside inScope are not mapped there; a lost connection is a 503 wherever it happens.
    const unavailable = error instanceof AppError && error.code === 'unavailable' ? error : isConnectionLoss(error) ? databaseUnavailable(error) : undefined;
    if (unavailable) {
      request.log.warn({ err: safeErrorForLog(unavailable.cause), correlationId: request.id }, 'database unavailable');
      reply.header('x-correlation-id', request.id);
      reply.header('retry-after', String(unavailable.retryAfterSeconds));
      return reply.code(errorStatus.unavailable).send(failed([{ propertyName: '', message: `${unavailable.message}. Correlation id: ${request.id}` }]));
    }
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
    // Never the raw error: a failed query's parameters (password hashes, e-mails) ride along in it.
    request.log.error({ err: safeErrorForLog(error), correlationId: request.id }, 'unexpected error');
    reply.header('x-correlation-id', request.id);
    return reply
      .code(500)
      .send(failed([{ propertyName: '', message: `An unexpected error occurred. Correlation id: ${request.id}` }]));
  });
}
