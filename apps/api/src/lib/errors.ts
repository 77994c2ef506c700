import type { FieldError } from '@leasedesk/contract';

/** Failures a route may answer with; each maps to one HTTP status (DESIGN §3). */
export const errorStatus = {
  /** Validation or a business rule: 200 with success false and the field errors. */
  invalid: 200,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedMediaType: 415,
  rateLimited: 429,
  /** The database cannot be reached right now (connection lost, server restarting): retry later. */
  unavailable: 503,
} as const;
export type ErrorCode = keyof typeof errorStatus;

export class AppError extends Error {
  readonly errors: FieldError[];
  /** Seconds, for rateLimited and unavailable (Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    message: string,
    options: { errors?: FieldError[]; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.errors = options.errors ?? [{ propertyName: '', message }];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A business-rule failure on one field: answered 200 with success false. */
export function fieldFailure(propertyName: string, message: string): AppError {
  return new AppError('invalid', message, { errors: [{ propertyName, message }] });
}

export const notFound = (what = 'Record') => new AppError('notFound', `${what} not found`);
export const unauthorized = () => new AppError('unauthorized', 'Authentication required');
export const forbidden = () => new AppError('forbidden', 'You are not allowed to do this');

/** How long a client should wait before retrying when the database is unreachable: a restart takes seconds. */
export const databaseRetryAfterSeconds = 5;

/** The database connection was lost or refused: only this request fails, with 503 and Retry-After. */
export const databaseUnavailable = (cause: unknown) =>
  new AppError('unavailable', 'The database is not reachable at the moment; please try again shortly', { retryAfterSeconds: databaseRetryAfterSeconds, cause });
