import type { FastifyServerOptions } from 'fastify';
import { safeErrorForLog } from './log-safe-error.ts';

type LoggerOption = FastifyServerOptions['logger'];

/**
 * The caller's logger settings plus the serializers that keep secrets out of the log, whoever logs:
 * `err` without query parameters (log-safe-error.ts).
 */
export function safeLoggerOptions(logger: LoggerOption): LoggerOption {
  if (!logger) return false;
  const given = logger === true ? {} : logger;
  return { ...given, serializers: { ...given.serializers, err: (error: Error) => safeErrorForLog(error) } };
}
