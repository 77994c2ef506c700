/**
 * True when `error` (or an error it wraps: Drizzle wraps the driver's) is PostgreSQL's unique
 * violation of `constraint`. Both drivers (pg, PGlite) carry `code` and `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, constraint: name, cause } = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (code === '23505' && name === constraint) return true;
    current = cause;
  }
  return false;
}
