import { sql } from 'drizzle-orm';
import { currentRequestReadsOnly } from '../lib/audit/request-actor.ts';
import { databaseUnavailable } from '../lib/errors.ts';
import { isConnectionLoss, transactionWithOpeningOf, type Db, type Tx } from './client.ts';
import { appRole } from './tenant-isolation-audit.ts';

/**
 * Who a transaction acts for. Row-level security reads these settings:
 * - tenant: rows of one tenant (every tenant-scoped service goes through withTenant);
 * - user: identity tables plus the user's own memberships (choosing a tenant);
 * - administration: identity tables and all memberships (administrator routes, seed);
 * - anonymous: identity tables only (login, password reset, token checks).
 */
export type Scope =
  | { kind: 'tenant'; tenantId: number; userId?: number }
  | { kind: 'user'; userId: number }
  | { kind: 'administration' }
  | { kind: 'anonymous' };

/**
 * Runs fn in one transaction as the non-superuser role leasedesk_app with the scope's settings,
 * all transaction-local (`is_local = true`), so nothing leaks to the next user of a pooled connection.
 * `set_config('role', ..., true)` is SET LOCAL ROLE in function form. On a PostgreSQL server the settings
 * travel in BEGIN's own message (one round trip instead of two, the largest share of a small request's
 * cost); their values are then literals of the SQL text, so settingsLiteral admits digits, letters,
 * underscores and a leading minus only (ids are integers, the rest fixed words), and anything else is refused before sending.
 *
 * Inside a GET or HEAD request the transaction is READ ONLY (currentRequestReadsOnly): row-level security
 * needs the transaction-local settings, so a read cannot run outside a transaction, but it need not be able to
 * write. PostgreSQL then refuses any write such a request would make by mistake (a GET must not change data),
 * and a read-only transaction takes no transaction id and writes no commit record.
 */
export async function inScope<T>(db: Db, scope: Scope, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const tenantId = scope.kind === 'tenant' ? idText(scope.tenantId) : '';
  const userId = scope.kind === 'user' || scope.kind === 'tenant' ? idText(scope.userId) : '';
  const administration = scope.kind === 'administration' ? 'on' : '';
  const readOnly = currentRequestReadsOnly();
  try {
    const withOpening = transactionWithOpeningOf(db);
    if (withOpening) {
      return await withOpening(
        `select set_config('app.tenant_id', ${settingsLiteral(tenantId)}, true), set_config('app.user_id', ${settingsLiteral(userId)}, true), ` +
          `set_config('app.administration', ${settingsLiteral(administration)}, true), set_config('role', ${settingsLiteral(appRole)}, true)`,
        fn,
        readOnly,
      );
    }
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select
        set_config('app.tenant_id', ${tenantId}, true),
        set_config('app.user_id', ${userId}, true),
        set_config('app.administration', ${administration}, true),
        set_config('role', ${appRole}, true)`);
      return fn(tx);
    }, readOnly ? { accessMode: 'read only' } : undefined);
  } catch (error) {
    // A lost connection fails this request alone (503, retry later); it says nothing about the request.
    // PostgreSQL rolls back what the dead connection had begun; only a connection lost during COMMIT
    // leaves it open whether the write was stored, as any network failure would.
    if (isConnectionLoss(error)) throw databaseUnavailable(error);
    throw error;
  }
}

/** A record id as the settings hold it; absent is ''. Anything but an integer would be a bug upstream. */
function idText(id: number | undefined): string {
  if (id === undefined) return '';
  if (!Number.isSafeInteger(id)) throw new Error('a scope id must be an integer');
  return String(id);
}

/** A quoted SQL literal of a value that cannot need escaping (see inScope); refuses any other. */
export function settingsLiteral(value: string): string {
  if (!/^-?[A-Za-z0-9_]*$/.test(value)) throw new Error('a scope setting may hold only letters, digits, underscores and a leading minus');
  return `'${value}'`;
}

/**
 * The path for every tenant-scoped service: queries inside see and write only rows of tenantId,
 * whatever their WHERE clauses say (take tenantId from the verified token, never from a body).
 */
export function withTenant<T>(db: Db, tenantId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inScope(db, { kind: 'tenant', tenantId }, fn);
}

export function withUser<T>(db: Db, userId: number, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inScope(db, { kind: 'user', userId }, fn);
}

export function withAdministration<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inScope(db, { kind: 'administration' }, fn);
}

export function withAnonymous<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return inScope(db, { kind: 'anonymous' }, fn);
}
