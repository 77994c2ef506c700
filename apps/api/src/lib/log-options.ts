import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { redactUrl } from './log-redact-url.ts';
import { safeErrorForLog } from './log-safe-error.ts';

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The caller's logger settings plus the serializers that keep secrets out of the log, whoever logs:
 * `err` without query parameters (log-safe-error.ts), `req` with download and reset tokens cut from its
 * URL (log-redact-url.ts); the other `req` fields are Fastify's own.
 */
export function safeLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const given = logger === true ? {} : logger;
  return { ...given, serializers: { ...given.serializers, err: (error: Error) => safeErrorForLog(error), req: requestForLog } };
}

function requestForLog(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
