import { formatMessage, type FieldMessage, type MessageKey, type MessageParams, type MessageRef } from '@leasedesk/contract';


/** Failures a route may answer with; each maps to one HTTP status (DESIGN §3). */
export const errorStatus = {
  /** Validation or a business rule: 200 with success false and the field errors. */
  invalid: 200,
  /** A request that cannot be read as sent (an upload without its length). */
  badRequest: 400,
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

/**
 * A failure whose messages are catalog keys with parameters (ARCHITECTURE §11): a service never words a
 * message, the error handler words them in the request's language when it answers. `message` (for logs and
 * stack traces) is the English wording.
 */
export class AppError extends Error {
  readonly errors: FieldMessage[];
  readonly reason: MessageRef;
  /** Seconds, for rateLimited and unavailable (Retry-After). */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly code: ErrorCode,
    reason: MessageRef,
    options: { errors?: FieldMessage[]; retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(formatMessage('en', reason.key, reason.params), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'AppError';
    this.reason = reason;
    this.errors = options.errors ?? [{ propertyName: '', ...reason }];
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A business-rule failure on one field: answered 200 with success false. */
export function fieldFailure(propertyName: string, key: MessageKey, params?: MessageParams): AppError {
  return new AppError('invalid', { key, params }, { errors: [{ propertyName, key, params }] });
}

/** Several field failures answered together (200 with success false); the first one names the error in logs. */
export function fieldFailures(errors: FieldMessage[]): AppError {
  const first = errors[0] ?? { propertyName: '', key: 'validation.invalid' };
  return new AppError('invalid', first, { errors });
}

/** The records a route may not find (another tenant's included): each has its own message. */
export type RecordKind = 'user' | 'tenant' | 'contractor' | 'salesPerson' | 'leaseAgreement' | 'leaseChange' | 'invoiceReport' | 'invoice' | 'invoiceExport' | 'pdfDocument';

/** 404: the record (or, without one, the route) does not exist. */
export const notFound = (record?: RecordKind) => new AppError('notFound', { key: record ? `common.notFound.${record}` : 'common.notFound' });
export const unauthorized = () => new AppError('unauthorized', { key: 'common.authenticationRequired' });
export const forbidden = () => new AppError('forbidden', { key: 'common.forbidden' });

/** How long a client should wait before retrying when the database is unreachable: a restart takes seconds. */
export const databaseRetryAfterSeconds = 5;

/** The database connection was lost or refused: only this request fails, with 503 and Retry-After. */
export const databaseUnavailable = (cause: unknown) =>
  new AppError('unavailable', { key: 'common.unavailable' }, { retryAfterSeconds: databaseRetryAfterSeconds, cause });
