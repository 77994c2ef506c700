import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { withAdministration, withTenant } from '../../db/scope.ts';
import { callerOf, tenantOf } from '../../lib/auth/access-control.ts';

/** Whose trail a caller reads: a tenant user their tenant's, an administrator the administration entries (no tenant). */
export type AuditReader = { kind: 'tenant'; tenantId: number; userId: number } | { kind: 'administration'; userId: number };

/** From the verified token only: an administrator token reads administration, a tenant token its tenant, nothing else. */
export function auditReaderOf(request: FastifyRequest): AuditReader {
  const caller = callerOf(request);
  if (caller.tokenType === 'administrator') return { kind: 'administration', userId: caller.userId };
  const { tenantId, userId } = tenantOf(request);
  return { kind: 'tenant', tenantId, userId };
}

/** The reader's scope: row-level security then shows its entries alone, whatever a query's conditions say. */
export function inReadersScope<T>(ctx: AppContext, reader: AuditReader, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return reader.kind === 'administration' ? withAdministration(ctx.db, fn) : withTenant(ctx.db, reader.tenantId, fn);
}
