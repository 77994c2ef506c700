import type { AuditChange, AuditEntryDto } from '@leasedesk/contract';
import type { auditEntries } from '../../db/schema.ts';

type AuditEntryRow = typeof auditEntries.$inferSelect;

export function toAuditEntryDto(row: AuditEntryRow): AuditEntryDto {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    tenantId: row.tenantId,
    userId: row.userId,
    userName: row.userName,
    action: row.action as AuditEntryDto['action'],
    entity: row.entity as AuditEntryDto['entity'],
    entityId: row.entityId,
    label: row.label,
    changes: row.changes as AuditChange[],
    counts: row.counts as Record<string, number>,
    correlationId: row.correlationId,
    clientIp: row.clientIp,
  };
}
