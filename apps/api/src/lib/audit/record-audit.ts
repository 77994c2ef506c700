import { sql } from 'drizzle-orm';
import type { AuditAction, AuditChange, AuditEntity } from '@leasedesk/contract';
import type { Tx } from '../../db/client.ts';
import { auditTrailOn } from './audit-switch.ts';
import { currentActor, currentClientIp, currentCorrelationId, type AuditActor } from './request-actor.ts';

export type AuditRecord = {
  action: AuditAction;
  entity: AuditEntity;
  entityId: string | number | null;
  /** What the record is called now (shown beside its id): a name, numbers, an e-mail. */
  label?: string | null;
  changes?: readonly AuditChange[];
  counts?: Readonly<Record<string, number>>;
  /** Who acted, when the request's verified caller is not it (a sign-in names the user signing in). */
  actor?: AuditActor;
  /**
   * Whose trail it joins: the transaction's tenant (the default, read from its scope, so a service cannot write
   * into another tenant's trail), or none for administration and sign-ins.
   */
  tenant?: 'scope' | 'none';
};

/**
 * Appends one audit entry inside the caller's transaction, the one that makes the change: a change rolled back
 * takes its entry with it, a committed one always has it. One INSERT of a few bound values.
 */
export async function recordAudit(tx: Tx, record: AuditRecord): Promise<void> {
  if (!auditTrailOn()) return;
  const actor = record.actor ?? currentActor();
  const tenant = record.tenant === 'none' ? sql`null` : sql`nullif(current_setting('app.tenant_id', true), '')::integer`;
  await tx.execute(sql`
    insert into audit_entries (tenant_id, user_id, user_name, action, entity, entity_id, label, changes, counts, correlation_id, client_ip)
    values (${tenant}, ${actor.userId}, ${actor.userName}, ${record.action}, ${record.entity},
      ${record.entityId === null ? null : String(record.entityId)}, ${record.label ?? null}, ${JSON.stringify(record.changes ?? [])}::jsonb,
      ${JSON.stringify(record.counts ?? {})}::jsonb, ${currentCorrelationId()}, ${currentClientIp()})`);
}

/** Entries per INSERT of recordAuditMany: one JSON parameter of at most a few hundred kB. */
const entriesPerInsert = 1_000;

/**
 * Appends many entries of the transaction's tenant, one per record, in a few multi-row statements (an import of
 * thousands of agreements writes each its own entry, so that each agreement's history says where it came from).
 */
export async function recordAuditMany(tx: Tx, records: readonly Omit<AuditRecord, 'actor' | 'tenant'>[]): Promise<void> {
  if (!auditTrailOn() || records.length === 0) return;
  const actor = currentActor();
  const correlationId = currentCorrelationId();
  const clientIp = currentClientIp();
  for (let start = 0; start < records.length; start += entriesPerInsert) {
    const rows = records.slice(start, start + entriesPerInsert).map((record) => ({
      action: record.action,
      entity: record.entity,
      entityId: record.entityId === null ? null : String(record.entityId),
      label: record.label ?? null,
      changes: record.changes ?? [],
      counts: record.counts ?? {},
    }));
    await tx.execute(sql`
      insert into audit_entries (tenant_id, user_id, user_name, action, entity, entity_id, label, changes, counts, correlation_id, client_ip)
      select nullif(current_setting('app.tenant_id', true), '')::integer, ${actor.userId}, ${actor.userName}, r.action, r.entity,
        r."entityId", r.label, r.changes, r.counts, ${correlationId}, ${clientIp}
      from json_to_recordset(${JSON.stringify(rows)}::json) as r(action text, entity text, "entityId" text, label text, changes jsonb, counts jsonb)`);
  }
}
