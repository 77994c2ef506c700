/** Connections per pool when the caller names none (DATABASE_POOL_SIZE, config.ts); measured in ARCHITECTURE §12. */
export const defaultPoolSize = 10;

/** Until a caller says otherwise (DATABASE_STATEMENT_TIMEOUT): long enough for the largest report or import statement. */
export const defaultStatementTimeoutMs = 60_000;

/** How long after the server's own limit the client stops waiting: the server's answer has had time to arrive. */
const clientGraceMs = 5_000;

/**
 * What every connection to a PostgreSQL server is opened with (the request pool, the listener, the PDF queue):
 * - TCP keep-alive, so an idle connection whose peer vanished without a close (a network partition) is found dead;
 * - statement_timeout: the server gives up a statement that runs too long;
 * - idle_in_transaction_session_timeout: the server ends a transaction whose client went silent, and so frees its locks;
 * - query_timeout: this process stops waiting for an answer that cannot come (the server's own limit cannot reach
 *   a client cut off from it); the pool then discards that connection (client.ts).
 */
export function postgresConnectionOptions(statementTimeoutMs: number = defaultStatementTimeoutMs) {
  return {
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    statement_timeout: statementTimeoutMs,
    idle_in_transaction_session_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + clientGraceMs,
  };
}
