import { formatMessage, type FieldError, type FieldMessage, type Language, type MessageKey } from '@leasedesk/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionLoss } from '../db/client.ts';
import { failed } from './envelope.ts';
import { AppError, databaseUnavailable, errorStatus } from './errors.ts';
import { languageOf, requestLanguage } from './language.ts';
import { safeErrorForLog } from './log-safe-error.ts';
import { fieldErrorsOf } from './validation-errors.ts';

/** Fastify's own client errors, answered with their status and a plain message. */
const clientErrorMessages: Record<number, MessageKey> = {
  400: 'common.unreadableRequest',
  404: 'common.notFound',
  405: 'common.methodNotAllowed',
  406: 'common.notAcceptable',
  413: 'common.tooLarge',
  415: 'common.unsupportedContentType',
};

/**
 * An error may quote what the caller sent (a CSV header, a file name): a NUL in it would make the answer
 * itself fail its schema (wire strings refuse NUL), so it is shown as U+FFFD.
 */
const withoutNul = (text: string) => text.replaceAll('\u0000', '\uFFFD');

/** Field messages worded in `language`, as the envelope carries them. */
export function wordedErrors(language: Language, errors: readonly FieldMessage[]): FieldError[] {
  return errors.map(({ propertyName, key, params }) => ({ propertyName: withoutNul(propertyName), message: withoutNul(formatMessage(language, key, params)) }));
}

/** Maps every failure to the envelope and the status DESIGN §3 gives it. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every message is worded here, at answer time, in the caller's language (ARCHITECTURE §11).
    const language = requestLanguage(request);
    const answer = (key: MessageKey, params?: Record<string, string>) => failed(wordedErrors(language, [{ propertyName: '', key, params }]));
    // Queries outside inScope are not mapped there; a lost connection is a 503 wherever it happens.
    const unavailable = error instanceof AppError && error.code === 'unavailable' ? error : isConnectionLoss(error) ? databaseUnavailable(error) : undefined;
    if (unavailable) {
      request.log.warn({ err: safeErrorForLog(unavailable.cause), correlationId: request.id }, `${unavailable.reason.key}: unavailable`);
      reply.header('x-correlation-id', request.id);
      reply.header('retry-after', String(unavailable.retryAfterSeconds));
      // The database's loss unless the service named another thing that is not there (the PDF readers' queue).
      return reply.code(errorStatus.unavailable).send(answer(unavailable.reason.key, { correlationId: request.id }));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.code(errorStatus[error.code]).send(failed(wordedErrors(language, error.errors)));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.code(200).send(failed(wordedErrors(language, fieldErrorsOf(error.validation))));
    }
    const status = error.statusCode ?? 500;
    // Multipart requests that are not multipart are a wrong content type, whatever the plugin says.
    if (error.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
      return reply.code(415).send(answer('common.unsupportedContentType'));
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send(answer(clientErrorMessages[status] ?? 'common.notAccepted'));
    }
    // Never the raw error: a failed query's parameters (password hashes, e-mails) ride along in it.
    request.log.error({ err: safeErrorForLog(error), correlationId: request.id }, 'unexpected error');
    reply.header('x-correlation-id', request.id);
    return reply.code(500).send(answer('common.unexpected', { correlationId: request.id }));
  });
}

/**
 * Fastify's `frameworkErrors`: a URL the router cannot decode (`/api/invoicereports/%`) is refused before
 * any route or hook runs; it is still answered with the envelope, in the caller's language.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const language = languageOf(undefined, request.headers['accept-language']);
  void reply.code(400).send(failed(wordedErrors(language, [{ propertyName: '', key: 'common.unreadableRequest' }])));
}
