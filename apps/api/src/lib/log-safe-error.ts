/**
 * An error as the log may keep it: what failed and where, never the values a query carried.
 *
 * A failed query exposes its parameters (a password hash, an e-mail, a token hash) in several places:
 * drizzle's DrizzleQueryError has them in `params` and in its message ("Failed query: … params: …") and
 * so in its stack; PGlite's error has `params` and `queryOptions`; PostgreSQL's `detail` repeats key
 * values ("Key (lower(email))=(…) already exists"); and some messages quote the value they could not read
 * ('invalid input syntax for type integer: "…"'). So: known value-carrying fields are dropped, drizzle's
 * message is cut to the SQL text (placeholders, no values), and every parameter that still appears in a
 * kept string is replaced. Kept: type, message, SQLSTATE `code`, constraint, table, column, stack, cause.
 */
export type LoggedError = {
  type: string;
  message: string;
  stack: string;
  cause?: LoggedError;
  errors?: LoggedError[];
  [field: string]: unknown;
};

/** Fields that hold values from the request or the rows, whatever the error class. */
const valueFields = new Set(['params', 'parameters', 'queryOptions', 'detail', 'where', 'internalQuery', 'values']);
const placeholder = '[parameter]';
/** Shorter strings (a flag, an id) say nothing and would garble the text they appear in. */
const minimumSecretLength = 4;
const maxDepth = 5;

export function safeErrorForLog(error: Error): LoggedError;
export function safeErrorForLog(error: unknown): unknown;
export function safeErrorForLog(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const secrets = [...new Set(parametersIn(error, 0).flatMap((value) => secretTextsOf(value, 0)))].sort((a, b) => b.length - a.length);
  const redact = (text: string) => secrets.reduce((kept, secret) => kept.split(secret).join(placeholder), text);
  return describe(error, redact, 0);
}

function describe(error: Error, redact: (text: string) => string, depth: number): LoggedError {
  // The class says most (DrizzleQueryError, DatabaseError), unless a bundler shortened it (PGlite's is "C").
  const className = error.constructor?.name ?? '';
  const type = className.length > 2 && className !== 'Error' ? className : error.name;
  const query = (error as { query?: unknown }).query;
  const hasParameters = Array.isArray((error as { params?: unknown }).params);
  // drizzle: "Failed query: <sql>\nparams: <values>"; only the SQL may stay.
  const message = redact(hasParameters && typeof query === 'string' && error.message.startsWith('Failed query:') ? `Failed query: ${query}` : error.message);
  const logged: LoggedError = { type, message, stack: `${type}: ${message}${redact(framesOf(error.stack ?? ''))}` };
  for (const [field, value] of Object.entries(error)) {
    if (valueFields.has(field) || field === 'cause' || field === 'errors') continue;
    if (typeof value === 'string') logged[field] = redact(value);
    else if (typeof value === 'number' || typeof value === 'boolean') logged[field] = value;
  }
  if (depth < maxDepth && error.cause instanceof Error) logged.cause = describe(error.cause, redact, depth + 1);
  if (depth < maxDepth && error instanceof AggregateError) {
    logged.errors = error.errors.filter((inner): inner is Error => inner instanceof Error).map((inner) => describe(inner, redact, depth + 1));
  }
  return logged;
}

/** The "    at …" lines of a stack, without its first line(s), which repeat the (unredacted) message. */
function framesOf(stack: string): string {
  const firstFrame = stack.search(/\n\s+at /);
  return firstFrame === -1 ? '' : stack.slice(firstFrame);
}

/** The `params` of every error in the chain. */
function parametersIn(error: unknown, depth: number): unknown[] {
  if (!(error instanceof Error) || depth > maxDepth) return [];
  const own = (error as { params?: unknown }).params;
  const inner = error instanceof AggregateError ? error.errors.flatMap((e: unknown) => parametersIn(e, depth + 1)) : [];
  return [...(Array.isArray(own) ? own : []), ...parametersIn(error.cause, depth + 1), ...inner];
}

/** How a parameter may appear in a message: itself, and each string inside a JSON parameter (schedule rows). */
function secretTextsOf(value: unknown, depth: number): string[] {
  if (typeof value === 'string') return value.length >= minimumSecretLength ? [value] : [];
  if (value === null || typeof value !== 'object' || depth > maxDepth || value instanceof Date || ArrayBuffer.isView(value)) return [];
  const nested = Object.values(value).flatMap((inner) => secretTextsOf(inner, depth + 1));
  let whole: string[] = [];
  try {
    whole = [JSON.stringify(value)];
  } catch {
    // A value that cannot be written as JSON does not appear in a message as JSON either.
  }
  return [...whole, ...nested].filter((text) => text.length >= minimumSecretLength);
}
